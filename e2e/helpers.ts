import type { APIRequestContext } from '@playwright/test'

/**
 * Headers of a same-origin request. Payload accepts a session cookie only from its own origin (CSRF): a browser sends
 * Sec-Fetch-Site itself, Playwright's request client must say it.
 */
export const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' } as const

type ProductDoc = { slug: string; titre: string; dimasys_reference: string; galerie?: unknown[] }

/** A displayed product, read through the public CMS API as a visitor would. */
export async function firstDisplayedProduct(request: APIRequestContext, extra = ''): Promise<ProductDoc> {
  const res = await request.get(`/cms/api/produits?limit=1&depth=0&sort=titre${extra}`)
  if (!res.ok()) throw new Error(`produits: ${res.status()}`)
  const body = (await res.json()) as { docs: ProductDoc[] }
  if (!body.docs[0]) throw new Error('no displayed product in the e2e database')
  return body.docs[0]
}

/** Non-editors read the CMS API in pages of 24 at most (issue 29): the visitor's view of a list, page after page. */
const VISITOR_PAGE_SIZE = 24

/**
 * Every document a visitor reads at `/cms/api/{path}` (its own `limit` dropped), page after page of VISITOR_PAGE_SIZE.
 */
export async function cmsAllPages<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
): Promise<{ docs: T[]; totalDocs: number }> {
  const [collection, query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  params.delete('limit')
  params.delete('page')
  const docs: T[] = []
  let totalDocs = 0
  for (let page = 1; ; page++) {
    params.set('limit', String(VISITOR_PAGE_SIZE))
    params.set('page', String(page))
    const res = await request.get(`/cms/api/${collection}?${params.toString()}`)
    if (!res.ok()) throw new Error(`${collection}: ${res.status()}`)
    const body = (await res.json()) as { docs: T[]; totalDocs: number; hasNextPage?: boolean }
    docs.push(...body.docs)
    totalDocs = body.totalDocs
    if (!body.hasNextPage || body.docs.length === 0) return { docs, totalDocs }
  }
}

/** Documents of a CMS collection through the public REST API (visitor access: published documents only), every page. */
export async function cmsFind<T = Record<string, unknown>>(
  request: APIRequestContext,
  collection: string,
  query = '',
): Promise<{ docs: T[]; totalDocs: number }> {
  return cmsAllPages<T>(request, `${collection}?depth=0${query ? `&${query}` : ''}`)
}

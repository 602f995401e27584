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

/** Documents of a CMS collection through the public REST API (visitor access: published documents only). */
export async function cmsFind<T = Record<string, unknown>>(
  request: APIRequestContext,
  collection: string,
  query = '',
): Promise<{ docs: T[]; totalDocs: number }> {
  const res = await request.get(`/cms/api/${collection}?depth=0&limit=100${query ? `&${query}` : ''}`)
  if (!res.ok()) throw new Error(`${collection}: ${res.status()}`)
  return (await res.json()) as { docs: T[]; totalDocs: number }
}

/**
 * Exact stock quantities stay private (issue 29, item 5): a visitor's pages and the public JSON carry the stock
 * label's level (spec §4 without a cart: in stock, low, to confirm), never the quantity. Quantities go only to
 * logged-in buyers through GET /api/prices. Checked on the real data functions: the listing pages' and the product
 * page's props (the HTML's __NEXT_DATA__ and the /_next/data JSON are these props), the pages rendered to HTML from
 * them as the server does, and GET /api/catalogue/products. Payload on a temporary SQLite file.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { GetStaticProps, NextApiHandler } from 'next'
import type { Payload } from 'payload'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { startTestPayload, type TestPayload } from '../helpers/payload'

const router = vi.hoisted(() => ({
  asPath: '/',
  pathname: '/',
  query: {},
  isReady: true,
  events: { on: () => undefined, off: () => undefined },
  push: async () => true,
  replace: async () => true,
  prefetch: async () => undefined,
}))
vi.mock('next/router', () => ({ useRouter: () => router, default: router }))
vi.mock('next/compat/router', () => ({ useRouter: () => router }))

let env: TestPayload
let payload: Payload
const o = { overrideAccess: true, context: { disableRevalidate: true } } as const

// quantities no id, date or size of the test data can be mistaken for
const MAIN = { total: 48_271, depots: [40_006, 8_265] }
const RELATED = { total: 9_137, depots: [9_137] }
const QUANTITIES = /(?<![\d.])(48271|40006|8265|9137)(?![\d.])/

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  const brand = await payload.create({
    collection: 'marques',
    data: { titre: 'Quantix', slug: 'quantix', has_single_page: true },
    ...o,
  })
  const catalogue = await payload.create({ collection: 'catalogues', data: { titre: 'Transmission', slug: 'transmission' }, ...o })
  const category = await payload.create({
    collection: 'categories',
    data: { titre: 'Roulements', slug: 'roulements', catalogue: catalogue.id },
    ...o,
  })
  const product = (titre: string, slug: string, depots: number[], extra: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'produits',
      data: {
        titre,
        slug,
        dimasys_reference: slug.toUpperCase(),
        marque: brand.id,
        categories: [category.id],
        should_be_displayed: true,
        stock: depots.map((shop_qty, i) => ({ depot: ['Lyon', 'Lille'][i] ?? 'Liège', shop_qty })),
        ...extra,
      },
      ...o,
    })
  const related = await product('Roulement associé', 'roulement-associe', RELATED.depots)
  await product('Roulement presque épuisé', 'roulement-faible', [2])
  await product('Roulement sur commande', 'roulement-commande', [0])
  await product('Roulement principal', 'roulement-principal', MAIN.depots, { relations: [related.id], compatibles: [related.id] })

  const { ensureSearchIndex } = await import('@/server/search')
  await ensureSearchIndex(payload)
})

afterAll(async () => {
  await env?.cleanup()
})

type PageModule = { default: ComponentType<Record<string, unknown>>; getStaticProps: GetStaticProps }

/** A page as a visitor gets it: its props (the HTML's __NEXT_DATA__, the /_next/data JSON) and its HTML. */
async function visit(load: () => Promise<unknown>, params: Record<string, string>, path: string) {
  const page = (await load()) as PageModule
  const result = await page.getStaticProps({ params } as never)
  if (!('props' in result)) throw new Error(`${path}: no props`)
  const props = (await result.props) as Record<string, unknown>
  Object.assign(router, { asPath: path, pathname: path })
  const { CartProvider } = await import('@/features/cart/CartProvider')
  const { LayoutProvider } = await import('@/features/ui/LayoutContext')
  const { EMPTY_LAYOUT } = await import('@/lib/layout/types')
  const Page = page.default
  // as _app provides a page: a query client, the local cart, the layout data
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <CartProvider>
        <LayoutProvider value={(props.layout as typeof EMPTY_LAYOUT) ?? EMPTY_LAYOUT}>
          <Page {...props} />
        </LayoutProvider>
      </CartProvider>
    </QueryClientProvider>,
  )
  return { json: JSON.stringify(props), html }
}

describe('a visitor’s pages carry the stock label’s level, never the quantity', () => {
  it.each([
    ['/tous-nos-produits', () => import('@/pages/tous-nos-produits'), {}],
    ['/catalogues/transmission', () => import('@/pages/catalogues/[catalogueSlug]/index'), { catalogueSlug: 'transmission' }],
    [
      '/catalogues/transmission/roulements',
      () => import('@/pages/catalogues/[catalogueSlug]/[categorySlug]'),
      { catalogueSlug: 'transmission', categorySlug: 'roulements' },
    ],
    ['/partenaires/quantix', () => import('@/pages/partenaires/[slug]'), { slug: 'quantix' }],
  ] as const)('listing %s: props and HTML', async (path, load, params) => {
    const { json, html } = await visit(load, params, path)
    expect(json).toContain('Roulement principal')
    expect(json).not.toMatch(QUANTITIES)
    expect(json).not.toMatch(/"stock(Total)?":/)
    expect(html).toContain('Roulement principal')
    expect(html).not.toMatch(QUANTITIES)
    // every label still shows, from the level
    for (const label of ['En stock', 'Stock faible', 'Délai à confirmer']) expect(html).toContain(label)
  })

  it('the product page: its own stock and its related products’ as levels', async () => {
    const { json, html } = await visit(
      () => import('@/pages/catalogues/produit/[slug]'),
      { slug: 'roulement-principal' },
      '/catalogues/produit/roulement-principal',
    )
    const props = JSON.parse(json) as {
      product: { stockLevel: string; related: Record<string, unknown>[]; compatibles: Record<string, unknown>[] }
    }
    expect(props.product.stockLevel).toBe('in_stock')
    expect(props.product.related).toHaveLength(1)
    expect(props.product.related[0]).toMatchObject({ title: 'Roulement associé', stockLevel: 'in_stock' })
    expect(props.product.related[0]).not.toHaveProperty('stockTotal')
    expect(props.product.compatibles[0]).not.toHaveProperty('stockTotal')
    expect(json).not.toMatch(QUANTITIES)
    expect(json).not.toMatch(/"stock(Total)?":/)
    expect(html).toContain('Roulement associé')
    expect(html).toContain('En stock')
    expect(html).not.toMatch(QUANTITIES)
  })
})

describe('GET /api/catalogue/products', () => {
  it('gives each card the stock label’s level, no quantity', async () => {
    const { default: route } = (await import('@/pages/api/catalogue/products')) as { default: NextApiHandler }
    const res = await callApi<{ items: { title: string; stockLevel: string }[] }>(route, { query: { categorie: 'roulements' } })
    expect(res.status).toBe(200)
    const text = JSON.stringify(res.json)
    expect(text).not.toMatch(QUANTITIES)
    expect(text).not.toMatch(/"stock(Total)?":/)
    const body = res.json
    expect(Object.fromEntries(body.items.map((i) => [i.title, i.stockLevel]))).toEqual({
      'Roulement associé': 'in_stock',
      'Roulement presque épuisé': 'low',
      'Roulement principal': 'in_stock',
      'Roulement sur commande': 'to_confirm',
    })
  })
})

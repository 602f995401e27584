/**
 * Identifiers buyers use, through the real handlers on a fresh SQLite database: the products' EAN (checksum checked
 * when saved, in French) and « Ma référence », a company's own part number, which only that company's buyers ever
 * see — not another company's buyer, not a visitor, not the CMS REST or GraphQL API, not the public search records.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { graphql, login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { loadCartApi, SHOP, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const EDITOR = { email: 'editrice.ids@cms.test', password: 'Editeur-test-2026' }
const INVALID_EAN =
  'Code EAN / GTIN invalide\u00a0: 8, 12, 13 ou 14 chiffres, le dernier étant la clé de contrôle (vérifiez le code saisi).'
const PART = 'ATELIER-PN-0042'

let env: TestPayload
let payload: Payload
let cart: CartApi
let fx: ErpFixtures
let h: Record<'one' | 'search', NextApiHandler>
const cookie = { a: '', b: '', c: '', editor: '' }

const o = { overrideAccess: true, context: { disableRevalidate: true, seed: true } } as const

/** A call from the shop's pages (same origin), as `who` (null: a visitor). */
const call = (
  handler: NextApiHandler,
  method: 'GET' | 'POST',
  who: string | null,
  { body, query }: { body?: unknown; query?: Record<string, string> },
) =>
  callApi(handler, {
    method,
    headers: {
      host: 'localhost:3000',
      origin: SHOP,
      ...(who ? { cookie: who } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
    query,
  })
const getPart = (who: string | null, productId: number) => call(h.one, 'GET', who, { query: { productId: String(productId) } })
const setPart = (who: string | null, productId: number, reference: unknown) =>
  call(h.one, 'POST', who, { body: { reference }, query: { productId: String(productId) } })
const search = (who: string | null, q: string) => call(h.search, 'GET', who, { query: { q } })

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  cart = await loadCartApi()
  fx = await createErpFixtures(payload, 'ids')
  h = {
    one: (await import('@/pages/api/part-numbers/[productId]')).default,
    search: (await import('@/pages/api/part-numbers/index')).default,
  }
  for (const key of ['a', 'b', 'c'] as const) cookie[key] = await login('clients', `${key}.ids@erp.test`, 'Erp-test-2026')
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, overrideAccess: true })
  cookie.editor = await login('editors', EDITOR.email, EDITOR.password)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('EAN / GTIN of a product', () => {
  it('refuses a code whose check digit is wrong, in French, through the local API and the editors’ REST API', async () => {
    const update = (ean: string) => payload.update({ collection: 'produits', id: fx.products.fixed, data: { ean }, ...o })
    await expect(update('4006381333932')).rejects.toMatchObject({ data: { errors: [{ path: 'ean', message: INVALID_EAN }] } })
    await expect(update('40063813339')).rejects.toThrow()
    const res = await rest('PATCH', `/produits/${fx.products.fixed}`, { cookie: cookie.editor, body: { ean: '96385075' } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain(INVALID_EAN)
  })

  it('keeps a valid code without the spaces of a printed barcode; public: a visitor reads it', async () => {
    const saved = await payload.update({ collection: 'produits', id: fx.products.fixed, data: { ean: '4 006381 333931' }, ...o })
    expect(saved.ean).toBe('4006381333931')
    const visitor = await rest('GET', `/produits/${fx.products.fixed}?depth=0`)
    expect(visitor.json.ean).toBe('4006381333931')
    const cleared = await payload.update({ collection: 'produits', id: fx.products.fixed, data: { ean: '' }, ...o })
    expect(cleared.ean ?? null).toBeNull()
    await payload.update({ collection: 'produits', id: fx.products.fixed, data: { ean: '4006381333931' }, ...o })
  })
})

describe('« Ma référence »: a company’s part numbers', () => {
  it('a buyer sets one for a displayed product; a colleague of the same company reads it, another company does not', async () => {
    const set = await setPart(cookie.a, fx.products.discounted, `  ${PART} `)
    expect(set.status).toBe(200)
    expect(set.json).toEqual({ code: 'success', partNumber: { productId: fx.products.discounted, reference: PART } })
    // C is in A's company (S1), B in another (S2)
    expect((await getPart(cookie.c, fx.products.discounted)).json.partNumber).toEqual({
      productId: fx.products.discounted,
      reference: PART,
    })
    expect((await getPart(cookie.b, fx.products.discounted)).json).toEqual({ code: 'success', partNumber: null })
    expect((await getPart(null, fx.products.discounted)).status).toBe(401)
    // B's own part number for the same product is B's company's only
    await setPart(cookie.b, fx.products.discounted, 'B-SIDE-1')
    expect((await getPart(cookie.a, fx.products.discounted)).json.partNumber.reference).toBe(PART)
    expect((await getPart(cookie.b, fx.products.discounted)).json.partNumber.reference).toBe('B-SIDE-1')
  })

  it('refuses a hidden or unknown product (404), a text without letters or digits or too long (400), a visitor (401)', async () => {
    expect((await setPart(cookie.a, fx.products.hidden, 'X-1')).json.code).toBe('product_not_found')
    expect((await setPart(cookie.a, fx.products.unknown, 'X-1')).status).toBe(404)
    expect((await setPart(cookie.a, fx.products.fixed, '--- ')).json).toEqual({
      code: 'invalid_body',
      message: 'Indiquez une référence faite de lettres ou de chiffres.',
    })
    expect((await setPart(cookie.a, fx.products.fixed, 'x'.repeat(65))).status).toBe(400)
    expect((await setPart(null, fx.products.fixed, 'X-1')).status).toBe(401)
  })

  it('is found by the search lookup of its company only (exact, then by its beginning, with or without separators)', async () => {
    for (const q of [PART, 'atelier pn 0042', 'ATELIER-PN']) {
      const mine = await search(cookie.c, q)
      expect(mine.json.hits, q).toEqual([
        { partNumber: PART, product: expect.objectContaining({ id: fx.products.discounted, reference: `DISC-ids` }) },
      ])
    }
    expect((await search(cookie.b, PART)).json).toEqual({ code: 'success', hits: [] })
    expect((await search(null, PART)).status).toBe(401)
  })

  it('is shown with the cart line’s product and the order lines’ products of its company only', async () => {
    expect((await cart.getProduct(cookie.a, String(fx.products.discounted))).json.product).toMatchObject({ partNumber: PART })
    expect((await cart.getProduct(cookie.b, String(fx.products.discounted))).json.product).toMatchObject({ partNumber: 'B-SIDE-1' })
    const lines = await cart.call((await import('@/pages/api/products/index')).default, 'GET', {
      cookie: cookie.c,
      query: { ids: `${fx.products.discounted},${fx.products.fixed}` },
    })
    expect(lines.json.products.map((p: { partNumber: string | null }) => p.partNumber)).toEqual([PART, null])
  })

  it('never appears in the CMS REST or GraphQL API to a buyer or a visitor, nor in the product’s join; an editor sees it', async () => {
    for (const who of [cookie.a, cookie.b, undefined]) {
      const list = await rest('GET', '/references-clients', { cookie: who })
      expect(list.status).toBe(403)
      expect(JSON.stringify(list.json)).not.toContain(PART)
      const product = await rest('GET', `/produits/${fx.products.discounted}?depth=1`, { cookie: who })
      expect(product.status).toBe(200)
      expect(product.json.references_clients ?? null).toBeNull()
      expect(JSON.stringify(product.json)).not.toContain(PART)
      const gql = await graphql(
        `{ ReferencesClients { docs { reference } } Produit(id: ${fx.products.discounted}) { references_clients { docs { reference } } } }`,
        undefined,
        who,
      )
      expect(JSON.stringify(gql.json)).not.toContain(PART)
    }
    // the same GraphQL query answers the part numbers to an editor: the refusals above are access rules, not a bad query
    const editorGql = await graphql(
      `{ ReferencesClients { docs { reference } } Produit(id: ${fx.products.discounted}) { references_clients { docs { reference } } } }`,
      undefined,
      cookie.editor,
    )
    expect(editorGql.json.errors).toBeUndefined()
    expect(editorGql.json.data.ReferencesClients.docs.map((d: { reference: string }) => d.reference)).toContain(PART)
    const editor = await rest('GET', `/references-clients?where[reference][equals]=${PART}`, { cookie: cookie.editor })
    expect(editor.json.docs).toEqual([expect.objectContaining({ reference: PART, reference_cle: 'atelierpn0042' })])
    const joined = await rest('GET', `/produits/${fx.products.discounted}?depth=0`, { cookie: cookie.editor })
    expect(joined.json.references_clients.docs).toHaveLength(2)
  })

  it('never goes into the public search records', async () => {
    const { loadIndexContent } = await import('@/server/search/indexer')
    const { records } = await loadIndexContent(payload)
    const record = records.find((r) => r.objectID === `product-${fx.products.discounted}`)
    expect(record).toBeDefined()
    expect(JSON.stringify(records)).not.toContain(PART)
    expect(JSON.stringify(records)).not.toContain('B-SIDE-1')
  })

  it('an empty text removes it', async () => {
    expect((await setPart(cookie.c, fx.products.discounted, '')).json).toEqual({ code: 'success', partNumber: null })
    expect((await getPart(cookie.a, fx.products.discounted)).json.partNumber).toBeNull()
    expect((await getPart(cookie.b, fx.products.discounted)).json.partNumber.reference).toBe('B-SIDE-1')
  })
})

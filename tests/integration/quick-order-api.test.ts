/**
 * POST /api/quick-order/resolve and GET /api/quick-order/suggest through the real handlers, on a fresh SQLite database
 * with the local ERP and the embedded search: each pasted line recognised by its shop reference, EAN, manufacturer's
 * reference or the company's « Ma référence », priced for the buyer, its quantity packed to the product's rules;
 * unknown and ambiguous lines with the products to pick from.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callApi } from '../helpers/nextApi'
import { login, startTestPayload, type TestPayload } from '../helpers/payload'
import { SHOP } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

let env: TestPayload
let payload: Payload
let fx: ErpFixtures
let h: Record<'resolve' | 'suggest', NextApiHandler>
const cookie = { a: '', b: '' }
const id: Record<'skf' | 'fag' | 'box' | 'unpriced', number> = { skf: 0, fag: 0, box: 0, unpriced: 0 }

const o = { overrideAccess: true, context: { disableRevalidate: true, seed: true } } as const

const resolve = (who: string | null, body: unknown) =>
  callApi(h.resolve, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SHOP, 'content-type': 'application/json', ...(who ? { cookie: who } : {}) },
    body,
  })
const suggest = (who: string | null, q: string) =>
  callApi(h.suggest, { method: 'GET', headers: { host: 'localhost:3000', ...(who ? { cookie: who } : {}) }, query: { q } })

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  fx = await createErpFixtures(payload, 'qo')
  const product = async (titre: string, reference: string, data: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'produits',
        data: { titre, slug: reference.toLowerCase(), dimasys_reference: reference, should_be_displayed: true, taxes: 20, ...data },
        ...o,
      })
    ).id
  id.skf = await product('Roulement rigide 6204-2RS', 'SKF-6204-2RS', {
    prix: { base_with_taxes: 12 },
    ean: '7316577016577',
    stock: [{ depot: 'Lyon', shop_qty: 40 }],
  })
  id.fag = await product('Roulement 6204-2RS FAG', 'FAG-6204-2RS', {
    prix: { base_with_taxes: 11 },
    stock: [{ depot: 'Lyon', shop_qty: 2 }],
  })
  id.box = await product('Vis par boîte de 10', 'VIS-BOX-10', {
    prix: { base_with_taxes: 6 },
    quantity_min_to_buy: 10,
    cart_increment: 10,
    sale_unit: 'boîte de 10',
    stock: [{ depot: 'Lyon', shop_qty: 500 }],
  })
  id.unpriced = await product('Pièce sans prix', 'SANS-PRIX-1', {})
  const a = await payload.findByID({ collection: 'clients', id: Number(fx.a), depth: 0, overrideAccess: true })
  await payload.create({
    collection: 'references-clients',
    data: { societe: a.societe as number, produit: id.box, reference: 'MAG-VIS-07' },
    ...o,
  })
  const { ensureSearchIndex } = await import('@/server/search')
  await ensureSearchIndex(payload)
  h = {
    resolve: (await import('@/pages/api/quick-order/resolve')).default,
    suggest: (await import('@/pages/api/quick-order/suggest')).default,
  }
  cookie.a = await login('clients', 'a.qo@erp.test', 'Erp-test-2026')
  cookie.b = await login('clients', 'b.qo@erp.test', 'Erp-test-2026')
})

afterAll(async () => {
  await env?.cleanup()
})

describe('POST /api/quick-order/resolve', () => {
  it('recognises shop references (any case, separators), EANs, manufacturers’ references and the company’s part numbers', async () => {
    const res = await resolve(cookie.a, {
      lines: [
        { reference: 'SKF-6204-2RS', quantity: 4 },
        { reference: 'skf 6204 2rs', quantity: 1 },
        { reference: '7316577016577', quantity: 2 },
        { reference: 'DISC-qo', quantity: 3 },
        { reference: 'mag-vis-07', quantity: 25 },
      ],
    })
    expect(res.status).toBe(200)
    const lines = res.json.lines
    expect(lines.map((l: { status: string; matchedBy: string; product: { id: number } }) => [l.status, l.matchedBy, l.product.id])).toEqual(
      [
        ['found', 'reference', id.skf],
        ['found', 'reference', id.skf],
        ['found', 'ean', id.skf],
        ['found', 'reference', fx.products.discounted],
        ['found', 'part_number', id.box],
      ],
    )
    // the buyer's price H.T (A: 80 − 25 % on discounted), the stock label, the unit, the part number
    expect(lines[3].product).toMatchObject({ unitPrice: 60, reference: 'DISC-qo', stockLabel: 'En stock' })
    expect(lines[0].product).toMatchObject({ unitPrice: 10, ean: '7316577016577', soldBy: 'Vendu à la pièce', partNumber: null })
    // the pack rule: 25 of a box of 10 → 30, said so
    expect(lines[4]).toMatchObject({
      requested: 25,
      quantity: 30,
      note: 'Quantité arrondie à 30 (vendu par boîte de 10)',
      product: { partNumber: 'MAG-VIS-07', buying: { min: 10, step: 10 }, soldBy: 'Vendu par boîte de 10' },
    })
  })

  it('lists an ambiguous reference’s products, an unknown one’s nearest products, and a product not sold to the buyer', async () => {
    const res = await resolve(cookie.a, {
      lines: [
        { reference: '6204-2RS', quantity: 3 },
        { reference: 'Roulement rigide', quantity: 1 },
        { reference: 'ZZZ-NOTHING-0', quantity: 1 },
        { reference: 'SANS-PRIX-1', quantity: 1 },
        { reference: 'HID-qo', quantity: 1 },
      ],
    })
    const [ambiguous, near, nothing, unpriced, hidden] = res.json.lines
    expect(ambiguous).toMatchObject({ status: 'ambiguous', matchedBy: 'manufacturer', requested: 3 })
    expect(ambiguous.candidates.map((c: { id: number }) => c.id).sort()).toEqual([id.skf, id.fag].sort())
    // stock label for the quantity asked: 3 of a product with 2 in stock
    expect(ambiguous.candidates.find((c: { id: number }) => c.id === id.fag).stockLabel).toBe('Délai à confirmer')
    expect(near).toMatchObject({ status: 'unknown' })
    expect(near.suggestions[0].id).toBe(id.skf)
    expect(nothing).toEqual({ status: 'unknown', reference: 'ZZZ-NOTHING-0', requested: 1, suggestions: [] })
    expect(unpriced).toMatchObject({
      status: 'unavailable',
      message: 'Ce produit n’est pas disponible à la vente.',
      product: { unitPrice: null },
    })
    // a hidden product is not found
    expect(hidden.status).toBe('unknown')
  })

  it('a part of references (« 6204 ») is not « unknown »: the products that hold it, to pick from, even a single one', async () => {
    const res = await resolve(cookie.a, {
      lines: [
        { reference: '6204', quantity: 2 },
        { reference: 'skf 6204', quantity: 1 },
        { reference: 'SKF', quantity: 1 },
      ],
    })
    const [both, one, brand] = res.json.lines
    expect(both).toMatchObject({ status: 'ambiguous', matchedBy: 'partial', requested: 2 })
    expect(both.candidates.map((c: { id: number }) => c.id)).toEqual([id.skf, id.fag].sort((a, b) => a - b))
    expect(one).toMatchObject({ status: 'ambiguous', matchedBy: 'partial' })
    expect(one.candidates.map((c: { id: number }) => c.id)).toEqual([id.skf])
    // a brand's letters alone are a search, not a part of a reference
    expect(brand.status).toBe('unknown')
  })

  it('another company’s buyer does not find A’s part number', async () => {
    const res = await resolve(cookie.b, { lines: [{ reference: 'MAG-VIS-07', quantity: 10 }] })
    expect(res.json.lines[0]).toMatchObject({ status: 'unknown' })
    expect(JSON.stringify(res.json.lines[0].suggestions)).not.toContain('MAG-VIS-07')
  })

  it('refuses a visitor (401), no lines, more than 500 lines, a line without reference or quantity (400)', async () => {
    expect((await resolve(null, { lines: [{ reference: 'X', quantity: 1 }] })).status).toBe(401)
    for (const body of [
      { lines: [] },
      { lines: Array.from({ length: 501 }, () => ({ reference: 'X', quantity: 1 })) },
      { lines: [{ reference: ' ', quantity: 1 }] },
      { lines: [{ reference: 'X', quantity: 0 }] },
      { lines: [{ reference: 'X' }] },
    ]) {
      const res = await resolve(cookie.a, body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('invalid_body')
    }
  })
})

describe('GET /api/quick-order/suggest', () => {
  it('suggests the company’s part numbers first, then the search’s products', async () => {
    const mine = await suggest(cookie.a, 'MAG-VIS')
    expect(mine.json.products[0]).toMatchObject({ id: id.box, partNumber: 'MAG-VIS-07' })
    const theirs = await suggest(cookie.b, 'MAG-VIS')
    expect(theirs.json.products.map((p: { id: number }) => p.id)).not.toContain(id.box)
    const byReference = await suggest(cookie.a, '6204')
    expect(byReference.json.products.map((p: { id: number }) => p.id).sort()).toEqual([id.skf, id.fag].sort())
    expect((await suggest(null, '6204')).status).toBe(401)
  })
})

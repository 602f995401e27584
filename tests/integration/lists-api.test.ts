/**
 * Shopping lists through the real handlers on a fresh SQLite database: buyers A and C of company S1 share their lists
 * (both see and change them, only the creator deletes), buyer B of S2 sees none of them (404 on every route, and on the
 * CMS API), quantities follow the cart's rules.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { buyerCall, type BuyerCallOptions } from './buyer-call'
import { FOREIGN } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const PASSWORD = 'Erp-test-2026'
const o = { overrideAccess: true, depth: 0 } as const

let env: TestPayload
let payload: Payload
let p: ErpFixtures['products']
let boxed = 0
let h: Record<'lists' | 'list' | 'lines' | 'line', NextApiHandler>
const cookie = { a: '', b: '', c: '', e: '' }
type Who = keyof typeof cookie

const call = (handler: NextApiHandler, method: string, who: Who | null, opts: BuyerCallOptions = {}) =>
  buyerCall(handler, method, who ? cookie[who] : null, opts)

const lists = (who: Who | null) => call(h.lists, 'GET', who)
const create = (who: Who, name: unknown, origin?: string) => call(h.lists, 'POST', who, { body: { name }, origin })
const read = (who: Who, id: number) => call(h.list, 'GET', who, { query: { id: String(id) } })
const rename = (who: Who, id: number, name: string) => call(h.list, 'PATCH', who, { body: { name }, query: { id: String(id) } })
const remove = (who: Who, id: number) => call(h.list, 'DELETE', who, { query: { id: String(id) } })
const addLine = (who: Who, id: number, body: unknown) => call(h.lines, 'POST', who, { body, query: { id: String(id) } })
const setLine = (who: Who, id: number, product: number, quantity: unknown) =>
  call(h.line, 'PATCH', who, { body: { quantity }, query: { id: String(id), productId: String(product) } })
const removeLine = (who: Who, id: number, product: number) =>
  call(h.line, 'DELETE', who, { query: { id: String(id), productId: String(product) } })

const quantities = (list: { lines: { product_id: number; quantity: number }[] }) => list.lines.map((l) => [l.product_id, l.quantity])

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  h = {
    lists: (await import('@/pages/api/lists/index')).default,
    list: (await import('@/pages/api/lists/[id]/index')).default,
    lines: (await import('@/pages/api/lists/[id]/lines/index')).default,
    line: (await import('@/pages/api/lists/[id]/lines/[productId]')).default,
  }
  const fx = await createErpFixtures(payload, 'lists')
  p = fx.products
  const a = await payload.findByID({ collection: 'clients', id: Number(fx.a), ...o })
  await payload.create({
    collection: 'clients',
    data: {
      email: 'departed.lists@erp.test',
      password: PASSWORD,
      firstname: 'Denis',
      lastname: 'Départ',
      societe: a.societe as number,
      dimasys_type: 1,
    },
    ...o,
  })
  boxed = (
    await payload.create({
      collection: 'produits',
      data: {
        titre: 'Gants par boîte de 10',
        slug: 'gants-boite-10-lists',
        dimasys_reference: 'GNT-10-lists',
        should_be_displayed: true,
        cart_increment: 10,
        quantity_min_to_buy: 10,
        sale_unit: 'boîte de 10',
        prix: { base_with_taxes: 12 },
      },
      ...o,
      context: { seed: true, disableRevalidate: true },
    })
  ).id
  // e: Denis, a buyer of a's company created above (the fixtures' own customer e is another company's)
  for (const key of ['a', 'b', 'c'] as const) cookie[key] = await login('clients', `${key}.lists@erp.test`, PASSWORD)
  cookie.e = await login('clients', 'departed.lists@erp.test', PASSWORD)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('a buyer’s lists: create, add products, change quantities, rename', () => {
  let id = 0

  it('a visitor gets 401, a foreign page 403', async () => {
    expect((await lists(null)).status).toBe(401)
    expect((await create('a', 'Liste atelier', FOREIGN)).status).toBe(403)
  })

  it('creates a named list; a name taken in the company (case, accents, spaces aside) or empty is refused in French', async () => {
    const created = await create('a', '  Liste atelier ')
    expect(created.status).toBe(201)
    expect(created.json.list).toMatchObject({ name: 'Liste atelier', line_count: 0, created_by: 'a', can_delete: true, lines: [] })
    id = created.json.list.id
    const taken = await create('c', 'LISTE  Atélier')
    expect(taken.status).toBe(409)
    expect(taken.json).toEqual({ code: 'list_name_taken', message: 'Une liste de votre société porte déjà ce nom.' })
    expect((await create('a', '   ')).json).toEqual({ code: 'invalid_body', message: 'Donnez un nom à la liste.' })
    expect((await create('a', 'x'.repeat(81))).json.code).toBe('invalid_body')
    expect((await create('b', 'Liste atelier')).status).toBe(201) // another company has its own names
  })

  it('adds products (their minimum without a quantity), once; the cart’s quantity rules apply', async () => {
    const first = await addLine('a', id, { product_id: p.discounted })
    expect(first.status).toBe(201)
    expect(first.json.added).toBe(true)
    expect((await addLine('a', id, { product_id: String(boxed) })).json.list.lines.at(-1)).toMatchObject({
      product_id: boxed,
      quantity: 10,
    })
    const again = await addLine('a', id, { product_id: p.discounted, quantity: 7 })
    expect(again.status).toBe(200)
    expect(again.json.added).toBe(false)
    expect(quantities(again.json.list)).toEqual([
      [p.discounted, 1],
      [boxed, 10],
    ])
    expect((await addLine('a', id, { product_id: p.hidden })).json.code).toBe('product_not_found')
    expect((await setLine('a', id, boxed, 15)).json.code).toBe('quantity_not_multiple')
    expect((await setLine('a', id, boxed, 0)).json).toEqual({ code: 'invalid_body', message: 'Veuillez entrer une quantité' })
  })

  it('a buyer of the same company sees the list, changes quantities, adds and removes lines, renames it', async () => {
    expect((await lists('c')).json.lists.map((l: { id: number; can_delete: boolean }) => [l.id, l.can_delete])).toEqual([[id, false]])
    expect(quantities((await setLine('c', id, boxed, 30)).json.list)).toEqual([
      [p.discounted, 1],
      [boxed, 30],
    ])
    const added = await addLine('c', id, { product_id: p.hundred, quantity: 2 })
    expect(added.json.list.lines.at(-1)).toMatchObject({ product_id: p.hundred, quantity: 2, added_by: 'c' })
    expect(quantities((await removeLine('c', id, p.discounted)).json.list)).toEqual([
      [boxed, 30],
      [p.hundred, 2],
    ])
    expect((await removeLine('c', id, p.discounted)).json.code).toBe('line_not_found')
    expect((await rename('c', id, 'Réassort mensuel')).json.list.name).toBe('Réassort mensuel')
    expect((await read('a', id)).json.list).toMatchObject({ name: 'Réassort mensuel', line_count: 2, created_by: 'a' })
  })

  it('only its creator deletes it (403 in French for the others of the company)', async () => {
    const refused = await remove('c', id)
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({
      code: 'list_delete_forbidden',
      message: 'Seule la personne qui a créé cette liste (a) peut la supprimer.',
    })
    expect((await read('c', id)).status).toBe(200)
  })
})

describe('another company’s list: 404 on every route, and on the CMS API', () => {
  let id = 0
  beforeAll(async () => {
    id = (await create('a', 'Projet presse')).json.list.id
    await addLine('a', id, { product_id: p.fixed, quantity: 3 })
  })

  it('buyer B neither lists, reads, renames, deletes nor changes it', async () => {
    expect((await lists('b')).json.lists.map((l: { name: string }) => l.name)).toEqual(['Liste atelier'])
    for (const res of [
      await read('b', id),
      await rename('b', id, 'Volée'),
      await remove('b', id),
      await addLine('b', id, { product_id: p.hundred }),
      await setLine('b', id, p.fixed, 5),
      await removeLine('b', id, p.fixed),
    ]) {
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ code: 'not_found', message: 'Liste introuvable.' })
    }
    expect(quantities((await read('a', id)).json.list)).toEqual([[p.fixed, 3]])
  })

  it('through /cms/api: the company reads its lists and lines, the other company gets 404 and no line, nobody writes', async () => {
    expect((await rest('GET', `/listes-achat/${id}`, { cookie: cookie.c })).json.nom).toBe('Projet presse')
    expect((await rest('GET', `/listes-achat/${id}`, { cookie: cookie.b })).status).toBe(404)
    expect((await rest('GET', '/listes-achat-lignes?limit=100', { cookie: cookie.b })).json.docs).toEqual([])
    const own = (await rest('GET', `/listes-achat-lignes?where[liste][equals]=${id}`, { cookie: cookie.a })).json.docs
    expect(own.map((l: { quantite: number }) => l.quantite)).toEqual([3])
    expect((await rest('PATCH', `/listes-achat/${id}`, { cookie: cookie.a, body: { nom: 'x' } })).status).toBe(403)
    expect((await rest('POST', '/listes-achat', { cookie: cookie.b, body: { nom: 'x' } })).status).toBe(403)
    expect((await rest('GET', '/listes-achat')).status).toBe(403)
  })
})

describe('deleting', () => {
  it('the creator deletes a list with its lines', async () => {
    const id = (await create('a', 'À jeter')).json.list.id
    await addLine('a', id, { product_id: p.fixed })
    expect((await remove('a', id)).json).toEqual({ code: 'success' })
    expect((await read('a', id)).status).toBe(404)
    expect(
      (await payload.count({ collection: 'listes-achat-lignes', where: { liste: { equals: id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('once its creator’s account is deactivated, any buyer of the company deletes the list', async () => {
    const id = (await create('e', 'Liste de Denis')).json.list.id
    expect((await remove('a', id)).status).toBe(403)
    const d = (await payload.find({ collection: 'clients', where: { email: { equals: 'departed.lists@erp.test' } }, ...o })).docs[0]!
    await payload.update({ collection: 'clients', id: d.id, data: { compte_desactive: true }, ...o })
    expect((await lists('a')).json.lists.find((l: { id: number }) => l.id === id).can_delete).toBe(true)
    expect((await remove('a', id)).status).toBe(200)
  })
})

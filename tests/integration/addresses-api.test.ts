/**
 * Delivery addresses: GET/POST /api/addresses, PATCH/DELETE /api/addresses/{id} and the address a
 * checkout keeps, through the real handlers on a fresh SQLite database with the local ERP. Buyer A is of company S1
 * (which has a delivery address), buyer B of company S2 (none): every route is tried by the wrong buyer too.
 */
import type { NextApiHandler } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_ADDRESSES } from '@/lib/account/addresses'

import { callApi } from '../helpers/nextApi'
import { login, rest, startTestPayload, type TestPayload } from '../helpers/payload'
import { FOREIGN, loadCartApi, SHOP, type CartApi } from './cart-api-client'
import { createErpFixtures, type ErpFixtures } from './erp-fixtures'

const PASSWORD = 'Erp-test-2026'
const LYON = { name: 'Atelier Lyon', street: '1 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' as const }
const LIEGE = { name: 'Dépôt Liège', street: '5 quai de la Batte', postal_code: '4000', city: 'Liège', country: 'BE' as const }

let env: TestPayload
let payload: Payload
let cart: CartApi
let fx: ErpFixtures
let h: Record<'list' | 'one', NextApiHandler>
const cookie = { a: '', b: '' }
type Who = keyof typeof cookie

const call = (
  handler: NextApiHandler,
  method: string,
  who: Who | null,
  opts: { body?: unknown; query?: Record<string, string>; origin?: string } = {},
) =>
  callApi(handler, {
    method,
    headers: {
      host: 'localhost:3000',
      ...(who ? { cookie: cookie[who] } : {}),
      ...(method === 'GET' ? {} : { origin: opts.origin ?? SHOP }),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body,
    query: opts.query,
  })

const list = (who: Who | null) => call(h.list, 'GET', who)
const add = (who: Who, body: unknown, origin?: string) => call(h.list, 'POST', who, { body, origin })
const patch = (who: Who, id: number | string, body: unknown) => call(h.one, 'PATCH', who, { body, query: { id: String(id) } })
const remove = (who: Who, id: number | string) => call(h.one, 'DELETE', who, { query: { id: String(id) } })
const names = async (who: Who) => (await list(who)).json.addresses.map((a: { name: string }) => a.name)

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  cart = await loadCartApi()
  h = { list: (await import('@/pages/api/addresses/index')).default, one: (await import('@/pages/api/addresses/[id]/index')).default }
  fx = await createErpFixtures(payload, 'addr')
  const a = await payload.findByID({ collection: 'clients', id: Number(fx.a), overrideAccess: true, depth: 0 })
  await payload.update({
    collection: 'societes',
    id: a.societe as number,
    data: { raison_sociale: 'Forges de Lyon', adresse: { rue: '12 avenue Jean Jaurès', code_postal: '69007', ville: 'Lyon', pays: 'FR' } },
    overrideAccess: true,
  })
  for (const key of ['a', 'b'] as const) cookie[key] = await login('clients', `${key}.addr@erp.test`, PASSWORD)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('GET /api/addresses', () => {
  it('401 for a visitor; the company address from its client record; none for a company without one', async () => {
    expect((await list(null)).status).toBe(401)
    const a = await list('a')
    expect(a.json).toEqual({
      code: 'success',
      company: { name: 'Forges de Lyon', street: '12 avenue Jean Jaurès', postal_code: '69007', city: 'Lyon', country: 'FR' },
      addresses: [],
      max: MAX_ADDRESSES,
    })
    expect((await list('b')).json.company).toBeNull()
  })
})

describe('POST /api/addresses', () => {
  it('refuses another site (403) and invalid addresses with French messages (400)', async () => {
    expect((await add('a', LYON, FOREIGN)).status).toBe(403)
    const cases: [unknown, string][] = [
      [{ ...LYON, name: '  ' }, 'Veuillez indiquer le nom du destinataire.'],
      [{ ...LYON, street: undefined }, 'Veuillez indiquer la rue de l’adresse de livraison.'],
      [{ ...LYON, city: '' }, 'Veuillez indiquer la ville de l’adresse de livraison.'],
      [{ ...LYON, country: 'DE' }, 'La livraison est possible en France (FR) ou en Belgique (BE).'],
      [{ ...LYON, postal_code: '6900' }, 'Code postal invalide\u00a0: 5 chiffres en France, 4 en Belgique.'],
      [{ ...LIEGE, postal_code: '40000' }, 'Code postal invalide\u00a0: 5 chiffres en France, 4 en Belgique.'],
      [{ ...LYON, is_default: 'oui' }, 'La valeur «\u00a0adresse par défaut\u00a0» est invalide.'],
      ['texte', 'Veuillez indiquer l’adresse de livraison.'],
    ]
    for (const [body, message] of cases) {
      const res = await add('a', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json).toEqual({ code: 'invalid_body', message })
    }
    expect(await names('a')).toEqual([])
  })

  it('adds (201) and de-duplicates the same address written differently (200, same id)', async () => {
    const first = await add('a', LYON)
    expect(first.status).toBe(201)
    expect(first.json.address).toMatchObject({ ...LYON, id: expect.any(Number), is_default: false, last_used_at: null })
    const again = await add('a', { ...LYON, name: 'ATELIER  lyon', street: '1, Rue des forges ' })
    expect(again.status).toBe(200)
    expect(again.json.address.id).toBe(first.json.address.id)
    expect(await names('a')).toEqual(['Atelier Lyon'])
  })

  it('keeps one default: a new default address takes it from the previous one', async () => {
    const liege = await add('a', { ...LIEGE, is_default: true })
    expect(liege.status).toBe(201)
    expect(liege.json.address.is_default).toBe(true)
    const lyon = (await list('a')).json.addresses.find((x: { name: string }) => x.name === LYON.name)
    const made = await patch('a', lyon.id, { is_default: true })
    expect(made.json.address.is_default).toBe(true)
    const after = (await list('a')).json.addresses
    expect(after.map((x: { name: string; is_default: boolean }) => [x.name, x.is_default])).toEqual([
      [LYON.name, true],
      [LIEGE.name, false],
    ])
  })
})

describe('ownership: another buyer never sees nor touches them', () => {
  it('B lists none of A’s addresses and gets 404 { code, message } for A’s ids; the CMS API refuses both', async () => {
    const lyon = (await list('a')).json.addresses[0]
    expect(await names('b')).toEqual([])
    for (const res of [await patch('b', lyon.id, { city: 'Paris' }), await remove('b', lyon.id)]) {
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ code: 'not_found', message: 'Cette adresse est introuvable.' })
    }
    expect((await list('a')).json.addresses[0]).toMatchObject({ id: lyon.id, city: 'Lyon' })
    for (const who of ['a', 'b'] as const) expect((await rest('GET', '/adresses', { cookie: cookie[who] })).status).toBe(403)
    expect((await rest('GET', `/adresses/${lyon.id}`, { cookie: cookie.b })).status).toBe(403)
  })

  it('a malformed id is a 400 in French, an unknown one a 404', async () => {
    expect((await remove('a', 'abc')).json).toEqual({ code: 'invalid_body', message: 'Cette adresse est introuvable.' })
    expect((await remove('a', 999999)).status).toBe(404)
  })
})

describe('PATCH and DELETE /api/addresses/{id}', () => {
  it('edits an address, checking the merged address again (a Belgian code needs country BE)', async () => {
    const lyon = (await list('a')).json.addresses.find((x: { name: string }) => x.name === LYON.name)
    expect((await patch('a', lyon.id, { country: 'BE' })).json).toEqual({
      code: 'invalid_body',
      message: 'Code postal invalide\u00a0: 5 chiffres en France, 4 en Belgique.',
    })
    expect((await patch('a', lyon.id, {})).json).toEqual({ code: 'invalid_body', message: 'Aucune modification à enregistrer.' })
    const edited = await patch('a', lyon.id, { street: '3 rue des Forges', postal_code: '69008' })
    expect(edited.status).toBe(200)
    expect(edited.json.address).toMatchObject({ id: lyon.id, street: '3 rue des Forges', postal_code: '69008', is_default: true })
  })

  it('refuses an edit that makes it another of the buyer’s addresses (409)', async () => {
    const [lyon, liege] = (await list('a')).json.addresses
    const res = await patch('a', lyon.id, {
      name: liege.name,
      street: liege.street,
      postal_code: liege.postal_code,
      city: liege.city,
      country: 'BE',
    })
    expect(res.status).toBe(409)
    expect(res.json).toEqual({ code: 'address_exists', message: 'Cette adresse fait déjà partie de vos adresses.' })
  })

  it('deletes one of the buyer’s addresses', async () => {
    const liege = (await list('a')).json.addresses.find((x: { name: string }) => x.name === LIEGE.name)
    expect((await remove('a', liege.id)).json).toEqual({ code: 'success' })
    expect(await names('a')).toEqual([LYON.name])
    expect((await remove('a', liege.id)).status).toBe(404)
  })
})

describe('checkout keeps the address it delivered to', () => {
  const order = async (who: Who, delivery_address: unknown) => {
    expect((await cart.addToCart(cookie[who], { id: fx.products.fixed, quantity: 1 })).status).toBeLessThan(300)
    const res = await cart.checkout(cookie[who], { delivery_address })
    expect(res.status).toBe(201)
  }

  it('a typed address is saved once, marked as just used and listed first after the default', async () => {
    const typed = { name: 'Chantier Nord', street: '8 rue du Port', postal_code: '59000', city: 'Lille', country: 'FR' }
    await order('b', typed)
    await order('b', { ...typed, name: 'chantier nord', city: 'LILLE' })
    const { addresses } = (await list('b')).json
    expect(addresses).toHaveLength(1)
    expect(addresses[0]).toMatchObject({ ...typed, last_used_at: expect.any(String) })
    await order('b', LIEGE)
    expect(await names('b')).toEqual([LIEGE.name, 'Chantier Nord']) // most recently used first
  })

  it('the company’s own address is not copied into the buyer’s list', async () => {
    const before = await names('a')
    await order('a', { name: 'Forges de Lyon', street: '12 avenue Jean Jaurès', postal_code: '69007', city: 'Lyon', country: 'FR' })
    expect(await names('a')).toEqual(before)
  })
})

describe(`at most ${MAX_ADDRESSES} addresses per buyer`, () => {
  it('the account page is refused the next one (409 in French); a checkout makes room by dropping the least recently used', async () => {
    const existing = (await list('b')).json.addresses.length
    for (let i = existing; i < MAX_ADDRESSES; i++) {
      expect(
        (await add('b', { name: `Dépôt ${i}`, street: `${i} rue de la Gare`, postal_code: '75010', city: 'Paris', country: 'FR' })).status,
      ).toBe(201)
    }
    const over = await add('b', { name: 'Un de trop', street: '1 rue Neuve', postal_code: '75011', city: 'Paris', country: 'FR' })
    expect(over.status).toBe(409)
    expect(over.json).toEqual({
      code: 'addresses_limit',
      message: `Vous avez atteint la limite de ${MAX_ADDRESSES} adresses. Supprimez-en une pour en ajouter une autre.`,
    })
    const before = (await list('b')).json.addresses
    const oldest = before.at(-1)
    expect(oldest.last_used_at).toBeNull()
    await cart.addToCart(cookie.b, { id: fx.products.fixed, quantity: 1 })
    expect(
      (
        await cart.checkout(cookie.b, {
          delivery_address: { name: 'Nouveau site', street: '2 rue Neuve', postal_code: '75011', city: 'Paris', country: 'FR' },
        })
      ).status,
    ).toBe(201)
    const after = (await list('b')).json.addresses
    expect(after).toHaveLength(MAX_ADDRESSES)
    expect(after[0].name).toBe('Nouveau site')
    expect(after.map((x: { id: number }) => x.id)).not.toContain(oldest.id)
  })
})

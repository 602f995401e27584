/**
 * « Remplacé par » in the search: a query matching a replaced product (its reference, a form of it without separators,
 * its title) shows its replacement first, then the old product; built at start-up and kept current by the product
 * hooks (replacement set, changed, cleared, hidden, deleted). The information lives in the records and the index
 * settings, which the Algolia adapter pushes as they are.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from '../helpers/payload'

let env: TestPayload
let payload: Payload
let search: (query: string) => Promise<string[]>
const o = { overrideAccess: true, depth: 0, context: { disableRevalidate: true } } as const
const ids: Record<'old' | 'next' | 'legacy' | 'modern', number> = { old: 0, next: 0, legacy: 0, modern: 0 }

const product = (titre: string, ref: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'produits',
    data: {
      titre,
      slug: ref.toLowerCase(),
      dimasys_reference: ref,
      should_be_displayed: true,
      stock: [{ depot: 'Lyon', shop_qty: 1 }],
      ...extra,
    },
    ...o,
  })

const objectId = (id: number) => `product-${id}`

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  // the old one has more stock: without « Remplacé par » it would come first on a tie
  ids.next = (await product('Pompe à graisse PG-600', 'LUB-PG600')).id
  ids.old = (await product('Graisseur manuel GM-500', 'LUB-GM500', { remplace_par: ids.next, stock: [{ depot: 'Lyon', shop_qty: 90 }] })).id
  ids.modern = (await product('Disque à lamelles DL-125', 'ABR-DL125')).id
  ids.legacy = (await product('Disque fibre DF-115', 'ABR-DF115', { stock: [{ depot: 'Lyon', shop_qty: 90 }] })).id
  const { ensureSearchIndex, searchIndex } = await import('@/server/search')
  await ensureSearchIndex(payload)
  search = async (query) => ((await searchIndex().search({ query, hitsPerPage: 10 })).hits as { objectID: string }[]).map((h) => h.objectID)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('a search matching a replaced product shows its replacement first', () => {
  it.each(['LUB-GM500', 'lubgm500', 'gm500', 'Graisseur manuel GM-500'])('%s → the replacement, then the old product', async (query) => {
    expect((await search(query)).slice(0, 2)).toEqual([objectId(ids.next), objectId(ids.old)])
  })

  it('a search for the replacement itself does not bring the old product', async () => {
    expect(await search('LUB-PG600')).toEqual([objectId(ids.next)])
  })

  it('follows an editor setting, then clearing « Remplacé par »', async () => {
    expect((await search('ABR-DF115'))[0]).toBe(objectId(ids.legacy))
    await payload.update({ collection: 'produits', id: ids.legacy, data: { remplace_par: ids.modern }, ...o })
    expect((await search('ABR-DF115')).slice(0, 2)).toEqual([objectId(ids.modern), objectId(ids.legacy)])
    expect((await search('Disque fibre')).slice(0, 2)).toEqual([objectId(ids.modern), objectId(ids.legacy)])
    await payload.update({ collection: 'produits', id: ids.legacy, data: { remplace_par: null }, ...o })
    expect(await search('ABR-DF115')).toEqual([objectId(ids.legacy)])
  })

  it('a hidden replacement replaces nothing; shown again, it does', async () => {
    await payload.update({ collection: 'produits', id: ids.next, data: { should_be_displayed: false }, ...o })
    expect(await search('LUB-GM500')).toEqual([objectId(ids.old)])
    await payload.update({ collection: 'produits', id: ids.next, data: { should_be_displayed: true }, ...o })
    expect((await search('LUB-GM500')).slice(0, 2)).toEqual([objectId(ids.next), objectId(ids.old)])
  })

  it('a deleted replacement frees the old product: sold and found alone again', async () => {
    await payload.delete({ collection: 'produits', id: ids.next, ...o })
    const old = await payload.findByID({ collection: 'produits', id: ids.old, ...o })
    expect(old.remplace_par ?? null).toBeNull()
    expect(await search('LUB-GM500')).toEqual([objectId(ids.old)])
  })
})

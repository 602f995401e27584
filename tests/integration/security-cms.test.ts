/**
 * The CMS API seen from outside (REST /cms/api, GraphQL /cms/api/graphql), through the real Payload handlers on a
 * fresh SQLite database: read caps, private product fields, Payload's system collections and the 4xx answers of
 * odd requests. Fixtures are created here through the local API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { graphql, login, rest, startTestPayload, type TestPayload } from '../helpers/payload'

const CLIENT_PASSWORD = 'Client-secu-2026'
const EDITOR_PASSWORD = 'Editeur-secu-2026'
const PRODUCTS = 130

let env: TestPayload
let payload: Payload
let clientCookie: string
let editorCookie: string

const fx = {} as {
  client: { id: number; email: string }
  editor: { id: number; email: string }
  product: { id: number; slug: string }
  buyer: { id: number }
}

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  const o = { overrideAccess: true } as const

  const societe = await payload.create({ collection: 'societes', data: { raison_sociale: 'Gamma SAS', numero_client: 'C-G' }, ...o })
  const client = await payload.create({
    collection: 'clients',
    data: { email: 'gaelle@gamma.test', password: CLIENT_PASSWORD, firstname: 'Gaëlle', societe: societe.id, dimasys_credit_limit: 5000 },
    ...o,
  })
  const editor = await payload.create({
    collection: 'editors',
    data: { email: 'secu@cms.test', password: EDITOR_PASSWORD, name: 'Sécu' },
    ...o,
  })
  fx.client = { id: client.id, email: client.email }
  fx.editor = { id: editor.id, email: editor.email }

  // a chain of products, each related to the previous one: deep population has something to follow
  let previous: number | null = null
  for (let i = 0; i < PRODUCTS; i++) {
    const created: { id: number; slug: string } = await payload.create({
      collection: 'produits',
      data: {
        titre: `Produit ${String(i).padStart(3, '0')}`,
        slug: `produit-${i}`,
        dimasys_reference: `REF-SEC-${i}`,
        prix: { base_with_taxes: 120 + i, promotion_with_taxes: 99 },
        taxes: 20,
        stock: [{ depot: 'LYON', shop_qty: 7 }],
        relations: previous ? [previous] : [],
      },
      ...o,
    })
    previous = created.id
  }
  const last = await payload.find({ collection: 'produits', where: { slug: { equals: `produit-${PRODUCTS - 1}` } }, ...o })
  fx.product = { id: last.docs[0]!.id, slug: last.docs[0]!.slug }

  clientCookie = await login('clients', fx.client.email, CLIENT_PASSWORD)
  editorCookie = await login('editors', fx.editor.email, EDITOR_PASSWORD)
})

afterAll(async () => {
  await env?.cleanup()
})

/** How many levels of `relations` are populated objects (not bare ids) below `doc`. */
function populatedDepth(doc: unknown): number {
  const relations = (doc as { relations?: unknown[] } | null)?.relations
  const first = relations?.[0]
  if (!first || typeof first !== 'object') return 0
  return 1 + populatedDepth(first)
}

describe('read caps (depth, limit, GraphQL shape)', () => {
  it('REST depth=100&limit=20 answers 200 with relations populated 1 level deep at most (visitors)', async () => {
    const res = await rest('GET', '/produits?depth=100&limit=20&sort=-titre')
    expect(res.status).toBe(200)
    expect(res.json.docs).toHaveLength(20)
    expect(populatedDepth(res.json.docs[0])).toBe(1)
    // below the cap a relation is an id
    expect(typeof res.json.docs[0].relations[0].relations[0]).toBe('number')
  })

  it('REST findByID with depth=100 is capped the same way', async () => {
    const res = await rest('GET', `/produits/${fx.product.id}?depth=100`)
    expect(res.status).toBe(200)
    expect(populatedDepth(res.json)).toBe(1)
  })

  it('an editor reads 2 levels deep at most (maxDepth)', async () => {
    const res = await rest('GET', `/produits/${fx.product.id}?depth=100`, { cookie: editorCookie })
    expect(res.status).toBe(200)
    expect(populatedDepth(res.json)).toBe(2)
  })

  it.each(['limit=-1', 'limit=0', 'pagination=false', 'limit=100000', 'pagination=false&limit=0'])(
    'REST %s gives a visitor one page of at most 24 products, not the catalogue',
    async (query) => {
      const res = await rest('GET', `/produits?${query}&depth=0`)
      expect(res.status).toBe(200)
      expect(res.json.docs.length).toBeLessThanOrEqual(24)
      expect(res.json.totalDocs).toBe(PRODUCTS)
      expect(res.json.hasNextPage).toBe(true)
    },
  )

  it('a logged-in client is capped like a visitor', async () => {
    const res = await rest('GET', '/produits?limit=-1&depth=0', { cookie: clientCookie })
    expect(res.status).toBe(200)
    expect(res.json.docs).toHaveLength(24)
  })

  it('an editor still lists the whole collection with pagination=false', async () => {
    const res = await rest('GET', '/produits?pagination=false&depth=0', { cookie: editorCookie })
    expect(res.status).toBe(200)
    expect(res.json.docs).toHaveLength(PRODUCTS)
  })

  it('GraphQL caps limit: -1 too', async () => {
    const res = await graphql('query { Produits(limit: -1) { totalDocs docs { id } } }')
    expect(res.status).toBe(200)
    expect(res.json.errors).toBeUndefined()
    expect(res.json.data.Produits.docs).toHaveLength(24)
  })

  it('GraphQL refuses 8 nested levels of relations with a 400, before running it', async () => {
    const nested = Array.from({ length: 8 }).reduce<string>((inner) => `relations { titre ${inner} }`, 'slug')
    const res = await graphql(`query { Produits(limit: 20) { docs { ${nested} } } }`)
    expect(res.status).toBe(400)
    expect(res.json.data).toBeUndefined()
    expect(res.json.errors?.[0]?.message).toMatch(/trop profonde/)
  })

  it('GraphQL counts depth through fragments', async () => {
    const res = await graphql(`
      fragment R on Produit {
        relations {
          relations {
            relations {
              relations {
                relations {
                  relations {
                    slug
                  }
                }
              }
            }
          }
        }
      }
      query {
        Produits {
          docs {
            ...R
          }
        }
      }
    `)
    expect(res.status).toBe(400)
    expect(res.json.errors?.[0]?.message).toMatch(/trop profonde/)
  })

  it('GraphQL refuses 50 aliases with a 400', async () => {
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: Produits(limit: 100) { docs { titre } }`).join('\n')
    const res = await graphql(`query { ${aliases} }`)
    expect(res.status).toBe(400)
    expect(res.json.data).toBeUndefined()
    expect(res.json.errors?.[0]?.message).toMatch(/alias/)
  })

  it('GraphQL refuses a query over the complexity budget with a 400', async () => {
    // 10 aliases (the alias cap), 5 levels (under the depth cap), 7 relationships each at 10: 10 × 70+ is over 500
    const docs =
      'docs { marque { titre } categories { titre } fiche_technique { url } relations { marque { titre } categories { titre } relations { slug } } }'
    const wide = Array.from({ length: 10 }, (_, i) => `a${i}: Produits { ${docs} }`).join('\n')
    // an editor: a visitor's request would be refused by the cost budget first
    const res = await graphql(`query { ${wide} }`, undefined, editorCookie)
    expect(res.status).toBe(400)
    expect(res.json.data).toBeUndefined()
    expect(res.json.errors?.[0]?.message).toMatch(/complexity/i)
  })

  it('GraphQL still answers a reasonable product query', async () => {
    const res = await graphql(
      'query ($slug: String) { Produits(where: { slug: { equals: $slug } }) { docs { titre relations { titre } } } }',
      {
        slug: fx.product.slug,
      },
    )
    expect(res.status).toBe(200)
    expect(res.json.errors).toBeUndefined()
    expect(res.json.data.Produits.docs[0].relations[0].titre).toBe(`Produit ${String(PRODUCTS - 2).padStart(3, '0')}`)
  })
})

describe('private product fields (prix, taxes, stock)', () => {
  it('REST hides them from a visitor and from a client', async () => {
    for (const cookie of [undefined, clientCookie]) {
      const res = await rest('GET', `/produits/${fx.product.id}?depth=1`, { cookie })
      expect(res.status).toBe(200)
      expect(res.json.titre).toBeTruthy()
      // populated relations included
      for (const doc of [res.json, res.json.relations[0]]) {
        expect(doc).not.toHaveProperty('prix')
        expect(doc).not.toHaveProperty('taxes')
        expect(doc.stock ?? []).toEqual([])
      }
      expect(JSON.stringify(res.json)).not.toMatch(/base_with_taxes|shop_qty|LYON/)
    }
  })

  it('GraphQL gives a visitor no price nor stock', async () => {
    const res = await graphql(
      'query { Produits(limit: 1) { docs { titre prix { base_with_taxes promotion_with_taxes } taxes stock { depot shop_qty } } } }',
    )
    expect(res.status).toBe(200)
    const doc = res.json.data?.Produits?.docs?.[0]
    expect(doc?.titre).toBeTruthy()
    expect(doc.prix?.base_with_taxes ?? null).toBeNull()
    expect(doc.prix?.promotion_with_taxes ?? null).toBeNull()
    expect(doc.taxes).toBeNull()
    expect(doc.stock ?? []).toEqual([])
  })

  it('a visitor cannot guess prices by filtering or sorting on them', async () => {
    const filtered = await rest('GET', '/produits?where[prix.base_with_taxes][greater_than]=200&depth=0')
    expect(filtered.status).toBe(400)
    const sorted = await rest('GET', '/produits?sort=-prix.base_with_taxes&depth=0')
    expect(sorted.status).toBe(400)
  })

  it('an editor reads them', async () => {
    const res = await rest('GET', `/produits/${fx.product.id}?depth=0`, { cookie: editorCookie })
    expect(res.status).toBe(200)
    expect(res.json.prix.base_with_taxes).toBe(120 + PRODUCTS - 1)
    expect(res.json.taxes).toBe(20)
    expect(res.json.stock[0].shop_qty).toBe(7)
  })

  it("the shop's server code still reads them with public document access", async () => {
    const { docs } = await payload.find({
      collection: 'produits',
      where: { id: { equals: fx.product.id } },
      depth: 0,
      overrideAccess: false,
    })
    expect(docs[0]?.prix?.base_with_taxes).toBe(120 + PRODUCTS - 1)
    expect(docs[0]?.stock?.[0]?.shop_qty).toBe(7)
  })

  it("the team's inbox and chat channel are not on the public site settings", async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { email_equipe: 'equipe@interne.test', slack_channel: '#ventes-internes', email_contact: 'contact@shop.test' },
      overrideAccess: true,
    })
    const res = await rest('GET', '/globals/site-settings')
    expect(res.status).toBe(200)
    expect(res.json.email_contact).toBe('contact@shop.test')
    expect(res.json).not.toHaveProperty('email_equipe')
    expect(res.json).not.toHaveProperty('slack_channel')
  })

  it('a client cannot read the versions (drafts) of editorial pages', async () => {
    await payload.create({
      collection: 'pages',
      data: { titre: 'Projet secret', slug: 'projet-secret', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const res = await rest('GET', '/pages/versions', { cookie: clientCookie })
    expect(res.status).toBe(403)
  })
})

describe("Payload's system collections are the editors' only", () => {
  it('a client cannot forge a lock in an editor’s name, nor read or delete locks', async () => {
    const forged = await rest('POST', '/payload-locked-documents', {
      cookie: clientCookie,
      body: { document: { relationTo: 'produits', value: fx.product.id }, user: { relationTo: 'editors', value: fx.editor.id } },
    })
    expect(forged.status).toBe(403)

    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'produits', value: fx.product.id }, user: { relationTo: 'editors', value: fx.editor.id } },
      overrideAccess: true,
    })
    const list = await rest('GET', '/payload-locked-documents', { cookie: clientCookie })
    expect(list.status).toBe(403)
    const removed = await rest('DELETE', `/payload-locked-documents/${lock.id}`, { cookie: clientCookie })
    expect(removed.status).toBe(403)
    expect(await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })).toMatchObject({ totalDocs: 1 })

    const editorList = await rest('GET', '/payload-locked-documents', { cookie: editorCookie })
    expect(editorList.status).toBe(200)
    expect(editorList.json.totalDocs).toBe(1)
  })

  it('a client can neither read nor write preferences (the admin’s), by key or by id', async () => {
    const write = await rest('POST', '/payload-preferences/nav', { cookie: clientCookie, body: { value: { open: true } } })
    expect(write.status).toBe(403)
    const read = await rest('GET', '/payload-preferences/nav', { cookie: clientCookie })
    expect(read.status).toBe(403)
    const list = await rest('GET', '/payload-preferences', { cookie: clientCookie })
    expect(list.status).toBe(403)
    const create = await rest('POST', '/payload-preferences', { cookie: clientCookie, body: { key: 'x', value: 1 } })
    expect(create.status).toBe(403)

    // an editor keeps theirs
    const editorWrite = await rest('POST', '/payload-preferences/nav', { cookie: editorCookie, body: { value: { open: true } } })
    expect(editorWrite.status).toBe(200)
    const editorRead = await rest('GET', '/payload-preferences/nav', { cookie: editorCookie })
    expect(editorRead.json.value).toEqual({ open: true })
  })

  it('a client reads no job', async () => {
    await payload.create({ collection: 'payload-jobs', data: { taskSlug: 'inline', input: {} }, overrideAccess: true }).catch(() => null)
    const res = await rest('GET', '/payload-jobs', { cookie: clientCookie })
    expect(res.status).toBe(403)
  })

  it('the migrations log is locked to editors in the access rules too (it has no REST endpoint)', async () => {
    const access = payload.collections['payload-migrations'].config.access
    const clientReq = { user: { collection: 'clients', id: fx.client.id } }
    expect(await access.read({ req: clientReq } as never)).toBe(false)
    expect(await access.create({ req: clientReq } as never)).toBe(false)
    const res = await rest('GET', '/payload-migrations', { cookie: clientCookie })
    expect(res.status).toBe(404)
  })
})

describe('odd requests answer 4xx, not 500', () => {
  it('a non-numeric product id is a 404, for reads and an editor’s writes', async () => {
    expect((await rest('GET', '/produits/abc')).status).toBe(404)
    expect((await rest('GET', '/produits/1e3')).status).toBe(404)
    expect((await rest('PATCH', '/produits/abc', { cookie: editorCookie, body: { titre: 'x' } })).status).toBe(404)
    expect((await rest('DELETE', '/produits/abc', { cookie: editorCookie })).status).toBe(404)
  })

  it('a repeated limit is a 400 with a French message', async () => {
    const res = await rest('GET', '/produits?limit=5&limit=6')
    expect(res.status).toBe(400)
    expect(res.json.errors[0].message).toMatch(/limit/)
  })

  it('a missing media file is a 404', async () => {
    const res = await rest('GET', '/media/file/does-not-exist.png')
    expect(res.status).toBe(404)
  })

  it('an editor deleting a client with orders gets a French 409, and the client stays', async () => {
    const client = await payload.create({
      collection: 'clients',
      data: { email: 'avec.commandes@gamma.test', password: CLIENT_PASSWORD },
      overrideAccess: true,
    })
    await payload.create({ collection: 'erp-orders', data: { client: client.id, po_reference: 'PO-1' } as never, overrideAccess: true })
    const res = await rest('DELETE', `/clients/${client.id}`, { cookie: editorCookie })
    expect(res.status).toBe(409)
    expect(res.json.errors[0].message).toMatch(/ne peut pas être supprimé/)
    expect(await payload.count({ collection: 'clients', where: { id: { equals: client.id } }, overrideAccess: true })).toMatchObject({
      totalDocs: 1,
    })
  })

  it('an editor deletes a client without orders, favourites and delivery addresses included', async () => {
    const client = await payload.create({
      collection: 'clients',
      data: { email: 'sans.commande@gamma.test', password: CLIENT_PASSWORD },
      overrideAccess: true,
    })
    await payload.create({ collection: 'favoris', data: { client: client.id, produit: fx.product.id } as never, overrideAccess: true })
    const address = { client: client.id, destinataire: 'Atelier', rue: '1 rue des Forges', code_postal: '69007', ville: 'Lyon', pays: 'FR' }
    await payload.create({ collection: 'adresses', data: address as never, overrideAccess: true })
    const res = await rest('DELETE', `/clients/${client.id}`, { cookie: editorCookie })
    expect(res.status).toBe(200)
    expect(await payload.count({ collection: 'favoris', where: { client: { equals: client.id } }, overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })
    // Their delivery addresses go with them
    expect(await payload.count({ collection: 'adresses', where: { client: { equals: client.id } }, overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('an editor deleting a punch-out buyer with orders gets a French 409', async () => {
    const coupa = await payload.create({
      collection: 'clients',
      data: { email: 'coupa@gamma.test', password: CLIENT_PASSWORD, coupa: true },
      overrideAccess: true,
    })
    const buyer = await payload.create({
      collection: 'punchout-buyers',
      data: {
        name: 'Coupa Gamma',
        credential_domain: 'NetworkId',
        credential_identity: 'gamma-1',
        secret_hash: 'not-a-real-digest',
        allowed_hosts: 'achats.gamma.test',
        client: coupa.id,
      } as never,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'punchout-orders',
      data: { key: 'k-1', buyer: buyer.id, order_id: 'PO-9' } as never,
      overrideAccess: true,
    })
    const res = await rest('DELETE', `/punchout-buyers/${buyer.id}`, { cookie: editorCookie })
    expect(res.status).toBe(409)
    expect(res.json.errors[0].message).toMatch(/ne peut pas être supprimé/)
  })
})

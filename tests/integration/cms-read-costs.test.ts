/**
 * What a visitor or a buyer may read from the CMS API (issue 29, item 3), through the route files as the server mounts
 * them (src/app/(payload)/cms/api/…/route.ts: Payload's handlers behind the CMS limits) on a fresh SQLite database:
 * smaller pages and depth for non-editors, a GraphQL budget of documents (aliases × page sizes × populations), and a
 * per-address budget counted by cost, not by requests. Each request comes from its own address unless a test names one.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, startTestPayload, type TestPayload } from '../helpers/payload'

const PEER = 'x-shop-peer-address'
const CLIENT = { email: 'cout@lecteur.test', password: 'Lecteur-cout-2026' }
const EDITOR = { email: 'cout@cms.test', password: 'Editeur-cout-2026' }
const PRODUCTS = 30

let env: TestPayload
let payload: Payload
let clientCookie: string
let editorCookie: string
let firstProductId: number
let ipCounter = 0
const nextIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let restRoutes: Record<'GET', RouteHandler>
let graphqlRoute: (request: Request) => Promise<Response>

type Answer = { status: number; json: any; headers: Headers }

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers }
}

/** `GET /cms/api{path}` as a page of the shop sends it (a session cookie counts only with Sec-Fetch-Site: same-origin). */
async function get(path: string, options: { peer?: string; cookie?: string } = {}): Promise<Answer> {
  const url = new URL(`http://localhost/cms/api${path}`)
  const headers = new Headers({ [PEER]: options.peer ?? nextIp() })
  if (options.cookie) {
    headers.set('cookie', options.cookie)
    headers.set('sec-fetch-site', 'same-origin')
  }
  const slug = url.pathname.slice('/cms/api/'.length).split('/').filter(Boolean).map(decodeURIComponent)
  return answer(await restRoutes.GET(new Request(url, { headers }), { params: Promise.resolve({ slug }) }))
}

async function gql(query: string, options: { peer?: string; cookie?: string; variables?: Record<string, unknown> } = {}): Promise<Answer> {
  const headers = new Headers({ [PEER]: options.peer ?? nextIp(), 'content-type': 'application/json' })
  if (options.cookie) {
    headers.set('cookie', options.cookie)
    headers.set('sec-fetch-site', 'same-origin')
  }
  const body = JSON.stringify({ query, variables: options.variables ?? {} })
  return answer(await graphqlRoute(new Request('http://localhost/cms/api/graphql', { method: 'POST', headers, body })))
}

/** How many levels of `relations` are populated objects (not bare ids) below `doc`. */
function populatedDepth(doc: unknown): number {
  const first = (doc as { relations?: unknown[] } | null)?.relations?.[0]
  if (!first || typeof first !== 'object') return 0
  return 1 + populatedDepth(first)
}

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  restRoutes = (await import('@/app/(payload)/cms/api/[...slug]/route')) as unknown as typeof restRoutes
  graphqlRoute = (await import('@/app/(payload)/cms/api/graphql/route')).POST as unknown as typeof graphqlRoute
  const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
  await payload.create({ collection: 'clients', data: { ...CLIENT, firstname: 'Léa' }, ...o })
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Coût' }, ...o })
  // a chain of products, each related to the previous one: population has something to follow
  let previous: number | null = null
  for (let i = 0; i < PRODUCTS; i++) {
    const created: { id: number } = await payload.create({
      collection: 'produits',
      data: {
        titre: `Article ${String(i).padStart(3, '0')}`,
        slug: `article-${i}`,
        dimasys_reference: `REF-COST-${i}`,
        relations: previous ? [previous] : [],
      },
      ...o,
    })
    if (previous === null) firstProductId = created.id
    previous = created.id
  }
  clientCookie = await login('clients', CLIENT.email, CLIENT.password)
  editorCookie = await login('editors', EDITOR.email, EDITOR.password)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('REST: smaller pages and depth for non-editors', () => {
  it('an anonymous ?limit=100&depth=2 gets one page of 24 products populated 1 level deep', async () => {
    const res = await get('/produits?limit=100&depth=2&sort=-titre')
    expect(res.status).toBe(200)
    expect(res.json.docs).toHaveLength(24)
    expect(res.json.limit).toBe(24)
    expect(populatedDepth(res.json.docs[0])).toBe(1)
    expect(typeof res.json.docs[0].relations[0].relations[0]).toBe('number')
  })

  it('without limit nor depth a visitor gets 10 products at depth 1; limit=0 and pagination=false a page of 24', async () => {
    const plain = await get('/produits?sort=-titre')
    expect(plain.json.docs).toHaveLength(10)
    expect(populatedDepth(plain.json.docs[0])).toBe(1)
    for (const query of ['limit=0', 'limit=-1', 'pagination=false']) {
      const res = await get(`/produits?${query}&depth=0`)
      expect(res.status).toBe(200)
      expect(res.json.docs).toHaveLength(24)
      expect(res.json.hasNextPage).toBe(true)
    }
  })

  it('a logged-in buyer is capped like a visitor, by id too', async () => {
    const list = await get('/produits?limit=100&depth=2&sort=-titre', { cookie: clientCookie })
    expect(list.json.docs).toHaveLength(24)
    expect(populatedDepth(list.json.docs[0])).toBe(1)
    const last = list.json.docs[0].id
    const one = await get(`/produits/${last}?depth=5`, { cookie: clientCookie })
    expect(one.status).toBe(200)
    expect(populatedDepth(one.json)).toBe(1)
  })

  it('a global read by a visitor is capped at depth 1 too', async () => {
    const o = { overrideAccess: true } as const
    const expertise = await payload.create({ collection: 'expertises', data: { title: 'Pompage', slug: 'pompage' }, ...o })
    const solution = await payload.create({
      collection: 'solutions',
      data: { title: 'Relevage', slug: 'relevage', expertise: expertise.id },
      ...o,
    })
    await payload.updateGlobal({
      slug: 'navigation',
      data: { nos_expertises: { expertise_level_1: [{ expertise: expertise.id, expertise_level_2: [{ solution: solution.id }] }] } },
      ...o,
    })
    const visitor = await get('/globals/navigation?depth=2')
    expect(visitor.status).toBe(200)
    const row = visitor.json.nos_expertises.expertise_level_1[0]
    expect(row.expertise_level_2[0].solution.title).toBe('Relevage')
    expect(row.expertise_level_2[0].solution.expertise).toBe(expertise.id)
    // an editor still gets depth 2
    const editor = await get('/globals/navigation?depth=2', { cookie: editorCookie })
    expect(editor.json.nos_expertises.expertise_level_1[0].expertise_level_2[0].solution.expertise.title).toBe('Pompage')
  })

  it('an editor still reads 100 products at depth 2', async () => {
    const res = await get('/produits?limit=100&depth=2&sort=-titre', { cookie: editorCookie })
    expect(res.json.docs).toHaveLength(PRODUCTS)
    expect(populatedDepth(res.json.docs[0])).toBe(2)
  })
})

const NAVIGATION_AND_PRODUCT = /* GraphQL */ `
  query ProduitPage($slug: String!) {
    Produits(where: { slug: { equals: $slug } }) {
      docs {
        id
        titre
        slug
        description
        marque {
          titre
        }
        categories {
          titre
          slug
        }
        galerie {
          image {
            url
            alt
          }
        }
        fiche_technique {
          url
        }
        relations {
          titre
          slug
        }
      }
    }
    Newsletter {
      titre
    }
    Navigation {
      nos_expertises {
        label_level_1
        expertise_level_1 {
          expertise {
            title
            slug
          }
          expertise_level_2 {
            solution {
              title
              slug
            }
            expertise_level_3 {
              service {
                title
                slug
              }
            }
          }
        }
      }
      nos_catalogues {
        label_level_1
        catalogue_level_1 {
          catalogue {
            titre
            slug
          }
          catalogue_level_2 {
            categorie_level_1 {
              titre
              slug
            }
            catalogue_level_3 {
              categorie_level_2 {
                titre
                slug
              }
            }
          }
        }
      }
    }
  }
`

describe('GraphQL: a budget of documents for non-editors', () => {
  const tenAliases = Array.from({ length: 10 }, (_, i) => `a${i}: Produits(limit: 100) { docs { titre } }`).join('\n')

  it('refuses 10 aliases of Produits(limit: 100) with a 400 and a French error, before running it', async () => {
    const res = await gql(`query { ${tenAliases} }`)
    expect(res.status).toBe(400)
    expect(res.json.data).toBeUndefined()
    expect(res.json.errors?.[0]?.message).toMatch(/Requête trop coûteuse : \d+ documents, 200 au plus/)
  })

  it('counts a limit given as a variable, and through fragments', async () => {
    const fragment = 'fragment P on Produits { docs { titre relations { titre } } }'
    const aliases = Array.from({ length: 4 }, (_, i) => `a${i}: Produits(limit: $n) { ...P }`).join('\n')
    const res = await gql(`query ($n: Int) { ${aliases} } ${fragment}`, { variables: { n: 24 } })
    expect(res.status).toBe(400)
    expect(res.json.errors?.[0]?.message).toMatch(/trop coûteuse/)
  })

  it('a buyer has the same budget; an editor none', async () => {
    expect((await gql(`query { ${tenAliases} }`, { cookie: clientCookie })).status).toBe(400)
    const editor = await gql(`query { ${tenAliases} }`, { cookie: editorCookie })
    expect(editor.status).toBe(200)
    expect(editor.json.data.a0.docs).toHaveLength(PRODUCTS)
  })

  it("the spec's calls still answer: a product by slug with the newsletter and the navigation, a product by id", async () => {
    const page = await gql(NAVIGATION_AND_PRODUCT, { variables: { slug: 'article-5' } })
    expect(page.status).toBe(200)
    expect(page.json.errors).toBeUndefined()
    expect(page.json.data.Produits.docs[0]).toMatchObject({ titre: 'Article 005', relations: [{ titre: 'Article 004' }] })
    expect(page.json.data.Navigation.nos_expertises.expertise_level_1).toBeInstanceOf(Array)

    const byId = await gql('query ($productId: Int!) { Produit(id: $productId) { id titre slug relations { titre } } }', {
      variables: { productId: firstProductId },
    })
    expect(byId.status).toBe(200)
    expect(byId.json.data.Produit.titre).toBe('Article 000')
  })
})

describe('per-address budget by cost, not by count', () => {
  it('expensive REST reads get 429 after 12 while cheap reads from the same address keep passing', async () => {
    const peer = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 13; i++) statuses.push((await get('/produits?limit=100&depth=2', { peer })).status)
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200))
    expect(statuses[12]).toBe(429)
    const refused = await get('/produits?limit=24&depth=1', { peer })
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ code: 'rate_limited', message: expect.stringMatching(/Trop de requêtes/) })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // a single document at depth 0 costs 1: still allowed, several times
    for (let i = 0; i < 5; i++) expect((await get(`/produits/${firstProductId}?depth=0`, { peer })).status).toBe(200)
    // another address is not affected
    expect((await get('/produits?limit=100&depth=2', { peer: nextIp() })).status).toBe(200)
  })

  it('GraphQL draws the documents it may read: 6 requests of 96 documents, then 429; a cheap query still fits', async () => {
    const peer = nextIp()
    // 4 × (1 + 23): 96 documents
    const hundred = Array.from({ length: 4 }, (_, i) => `a${i}: Produits(limit: 23) { docs { titre } }`).join('\n')
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await gql(`query { ${hundred} }`, { peer })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429])
    const cheap = await gql('query { Produits(limit: 1) { docs { titre } } }', { peer })
    expect(cheap.status).toBe(200)
  })

  it('a buyer draws on a budget of their own, not on their address', async () => {
    const peer = nextIp()
    for (let i = 0; i < 13; i++) await get('/produits?limit=24&depth=1', { peer })
    expect((await get('/produits?limit=24&depth=1', { peer })).status).toBe(429)
    expect((await get('/produits?limit=24&depth=1', { peer, cookie: clientCookie })).status).toBe(200)
  })
})

describe('answers that carry a session are never stored (issue 29, item 8)', () => {
  it('POST /cms/api/clients/login answers its token with Cache-Control: no-store, REST and GraphQL', async () => {
    const headers = new Headers({ [PEER]: nextIp(), 'content-type': 'application/json' })
    const request = new Request('http://localhost/cms/api/clients/login', { method: 'POST', headers, body: JSON.stringify(CLIENT) })
    const routes = restRoutes as unknown as Record<'POST', RouteHandler>
    const res = await answer(await routes.POST(request, { params: Promise.resolve({ slug: ['clients', 'login'] }) }))
    expect(res.status).toBe(200)
    expect(typeof res.json.token).toBe('string')
    expect(res.headers.get('cache-control')).toBe('no-store')

    const mutation = await gql('mutation ($e: String!, $p: String!) { loginClient(email: $e, password: $p) { token } }', {
      variables: { e: CLIENT.email, p: CLIENT.password },
    })
    expect(typeof mutation.json.data.loginClient.token).toBe('string')
    expect(mutation.headers.get('cache-control')).toBe('no-store')
  })
})

/**
 * Malformed input to the CMS API answers the right 4xx, never a 5xx (issue 29, item 6): each case the outside fuzzing
 * found, through the route files as the server mounts them (src/app/(payload)/cms/api/…/route.ts) on a fresh SQLite
 * database. Each request comes from its own address.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, startTestPayload, type TestPayload } from '../helpers/payload'

const PEER = 'x-shop-peer-address'
const EDITOR = { email: 'malforme@cms.test', password: 'Editeur-malforme-2026' }

let env: TestPayload
let payload: Payload
let editorCookie: string
let ipCounter = 0
const nextIp = () => `198.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

type Method = 'GET' | 'POST' | 'PATCH'
type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let restRoutes: Record<Method, RouteHandler>
let graphqlRoute: (request: Request) => Promise<Response>

type Answer = { status: number; text: string; json: any }
type Options = { body?: BodyInit; contentType?: string; cookie?: string }

async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: response.status, text, json }
}

function headersFor(options: Options): Headers {
  const headers = new Headers({ [PEER]: nextIp() })
  if (options.contentType) headers.set('content-type', options.contentType)
  if (options.cookie) {
    headers.set('cookie', options.cookie)
    headers.set('sec-fetch-site', 'same-origin')
  }
  return headers
}

async function call(method: Method, path: string, options: Options = {}): Promise<Answer> {
  const url = new URL(`http://localhost/cms/api${path}`)
  const slug = url.pathname.slice('/cms/api/'.length).split('/').filter(Boolean).map(decodeURIComponent)
  const request = new Request(url, { method, headers: headersFor(options), body: options.body })
  return answer(await restRoutes[method](request, { params: Promise.resolve({ slug }) }))
}

async function graphqlRaw(body: string, options: Options = {}): Promise<Answer> {
  const request = new Request('http://localhost/cms/api/graphql', {
    method: 'POST',
    headers: headersFor({ contentType: 'application/json', ...options }),
    body,
  })
  return answer(await graphqlRoute(request))
}

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  restRoutes = (await import('@/app/(payload)/cms/api/[...slug]/route')) as unknown as typeof restRoutes
  graphqlRoute = (await import('@/app/(payload)/cms/api/graphql/route')).POST as unknown as typeof graphqlRoute
  const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Malformé' }, ...o })
  await payload.create({ collection: 'produits', data: { titre: 'Vanne', slug: 'vanne', dimasys_reference: 'REF-MAL-1' }, ...o })
  editorCookie = await login('editors', EDITOR.email, EDITOR.password)
})

afterAll(async () => {
  await env?.cleanup()
})

describe('GraphQL', () => {
  it('a fragment cycle from a visitor is a 400, not a stack overflow', async () => {
    const query = 'query { ...A } fragment A on Query { ...B } fragment B on Query { Produits { docs { titre } } ...A }'
    const res = await graphqlRaw(JSON.stringify({ query }))
    expect(res.status).toBe(400)
    expect(res.json.errors[0].message).toMatch(/fragment/i)
  })

  it('a body that is not JSON is a 400 with a GraphQL error', async () => {
    for (const body of ['{"query": "{ __typename }"', 'query { Produits { docs { titre } } }', '']) {
      const res = await graphqlRaw(body)
      expect(res.status).toBe(400)
      expect(res.json.errors[0].message).toMatch(/JSON/)
    }
  })

  it('a 200 KB `like` is refused with a 4xx status in the answer, not a 500 inside a 200', async () => {
    const like = 'a'.repeat(200_000)
    const res = await graphqlRaw(
      JSON.stringify({
        query: `query ($l: String) { Produits(where: { titre: { like: $l } }) { docs { titre } } }`,
        variables: { l: like },
      }),
    )
    expect(res.text).not.toMatch(/"statusCode":5\d\d/)
    expect(res.json.errors[0].extensions.statusCode).toBe(400)
    expect(res.json.errors[0].message).toMatch(/trop long/)
  })
})

describe('REST', () => {
  it('page=1e21 is an answer, not a 500', async () => {
    const res = await call('GET', '/produits?page=1e21&limit=1')
    expect(res.status).toBe(200)
    expect(res.json.docs).toEqual([])
  })

  it('a huge or fractional limit with a select is an answer, not a 500, for every reader (fuzz seed of the last CI run)', async () => {
    const query = `select[titre]=${encodeURIComponent('d`4rb]7S8')}&limit=1.9466453312766772e%2B211&X_UxL=3.6e-78`
    for (const cookie of [undefined, editorCookie]) {
      for (const collection of ['clients', 'produits', 'payload-jobs']) {
        const res = await call('GET', `/${collection}?${query}`, { cookie })
        expect(res.status, `${collection} ${cookie ? 'editor' : 'visitor'}: ${res.text.slice(0, 200)}`).toBeLessThan(500)
      }
      for (const limit of ['1e21', '2.5', '-1', '9007199254740993', '1e21&joins[references_clients][limit]=2.5']) {
        const res = await call('GET', `/payload-jobs?limit=${limit}&page=${limit}`, { cookie })
        expect(res.status, `limit=${limit}: ${res.text.slice(0, 200)}`).toBeLessThan(500)
      }
    }
  })

  it('an id filter whose value is itself a list (a key repeated: where[id][in][0]=…&where[id][in][0]=…) is a 4xx, not a 500', async () => {
    for (const cookie of [undefined, editorCookie]) {
      for (const collection of ['societes', 'produits']) {
        const res = await call('GET', `/${collection}?select[titre]=0&where[id][in][0]=&where[id][in][0]=-titre`, { cookie })
        expect(res.status, `${collection} ${cookie ? 'editor' : 'visitor'}: ${res.text.slice(0, 200)}`).toBeLessThan(500)
      }
    }
  })

  it('where[titre][near]=1 is a 400', async () => {
    const res = await call('GET', '/produits?where[titre][near]=1')
    expect(res.status).toBe(400)
    expect(res.json.errors[0].message).toMatch(/near/)
  })

  it('a 200 KB like string is a 400', async () => {
    const res = await call('GET', `/produits?where[titre][like]=${'a'.repeat(200_000)}`)
    expect(res.status).toBe(400)
    expect(res.json.errors[0].message).toMatch(/trop long/)
  })

  it('POST /cms/api/clients/verify/abc is a 404 (verification is not enabled)', async () => {
    const res = await call('POST', '/clients/verify/abc')
    expect(res.status).toBe(404)
  })

  it('a malformed multipart body is a 400, on any write, from anyone', async () => {
    const body = '--zzz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"x"}\r\n' // never closed
    for (const [method, path, cookie] of [
      ['POST', '/media', editorCookie],
      ['POST', '/produits', undefined],
      ['PATCH', '/produits/1', editorCookie],
    ] as const) {
      const res = await call(method, path, { body, contentType: 'multipart/form-data; boundary=aaa', cookie })
      expect(res.status, `${method} ${path}`).toBe(400)
    }
  })

  it("an editor's media upload from a private address is a 400", async () => {
    const res = await call('POST', '/media', {
      cookie: editorCookie,
      contentType: 'application/json',
      body: JSON.stringify({ alt: 'Image', url: 'http://127.0.0.1:1/image.png', filename: 'image.png' }),
    })
    expect(res.status).toBe(400)
  })
})

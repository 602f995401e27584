/**
 * Integration-test helpers: a real Payload instance on a throw-away SQLite file, and direct calls to the REAL
 * Payload HTTP handlers (the ones mounted by src/app/(payload)/cms/api/…/route.ts) without starting a server.
 *
 * One Payload per test file:
 *  - `getPayload()` caches one instance per process (global `_payload` map, key 'default'), and the REST/GraphQL
 *    handlers resolve their Payload through that same cache;
 *  - `@payload-config` reads DATABASE_URL once, when the module is first evaluated.
 * Vitest runs every test file in its own worker (fresh module graph and globals; `fileParallelism: false` in
 * vitest.config.ts makes them run one after the other), so calling `startTestPayload()` once per file, in
 * `beforeAll`, gives every file its own empty database. A second call in the same file throws.
 *
 * The migrations run once per set of migrations: the first file's freshly migrated database is kept as a template in
 * the temporary folder (named by a hash of src/migrations), and the next files start from a copy of it, which the
 * migration step then finds up to date.
 *
 * Never import `@payload-config` (or a module that imports it) statically from a test file: it would be
 * evaluated before `startTestPayload()` sets DATABASE_URL and the tests would run against data/shop.db.
 * `startTestPayload()` checks the adapter's URL and refuses to go on if that happened.
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'

export const TEST_PAYLOAD_SECRET = 'integration-tests-secret-not-for-production-0123456789'

export type TestPayload = {
  payload: Payload
  config: SanitizedConfig
  /** Closes the database connection (payload.destroy) and deletes the temporary SQLite file. */
  cleanup: () => Promise<void>
}

type State = { configPromise: Promise<SanitizedConfig>; file: string }
let state: State | null = null

/** The migrated template of this set of migrations (its name changes with any migration file). */
async function templateFile(): Promise<string> {
  const dir = path.join(process.cwd(), 'src/migrations')
  const hash = createHash('sha256')
  for (const name of (await fs.readdir(dir)).sort()) hash.update(name).update(await fs.readFile(path.join(dir, name)))
  return path.join(os.tmpdir(), `cms-it-template-${hash.digest('hex').slice(0, 16)}.db`)
}

export async function startTestPayload(): Promise<TestPayload> {
  if (state) {
    throw new Error(
      'startTestPayload() was already called in this worker: getPayload() and @payload-config are cached per process, ' +
        'so use one Payload per test file (call it once in beforeAll).',
    )
  }
  const file = path.join(os.tmpdir(), `cms-it-${process.pid}-${randomUUID()}.db`)
  const url = `file:${file}`
  // Must happen BEFORE @payload-config is evaluated: its sqliteAdapter reads DATABASE_URL at import time.
  process.env.DATABASE_URL = url
  const template = await templateFile()
  const fromTemplate = await fs.copyFile(template, file).then(
    () => true,
    () => false, // no template yet: this file migrates, then keeps its database as the template
  )
  if (!process.env.PAYLOAD_SECRET) process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET

  const { default: configPromise } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/cms/migrate')
  const config = await configPromise
  const payload = await getPayload({ config: configPromise })

  const dbUrl = (payload.db as unknown as { clientConfig?: { url?: string } }).clientConfig?.url
  if (dbUrl !== url) {
    await payload.destroy()
    throw new Error(
      `Payload is connected to ${String(dbUrl)} instead of the test database ${url}: ` +
        '@payload-config was imported before startTestPayload() (avoid static imports of it in tests).',
    )
  }
  state = { configPromise, file }

  // The sqlite adapter has `push: false`: the schema comes only from the committed migrations.
  await migrateDatabase(payload)
  if (!fromTemplate) {
    // a consistent copy of the migrated database (whatever its journal), renamed into place in one step
    const copy = `${template}.${process.pid}-${randomUUID()}.tmp`
    const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
    await client.execute(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
    await fs.rename(copy, template)
  }

  const cleanup = async () => {
    if (typeof payload.destroy === 'function') await payload.destroy()
    await Promise.all(['', '-wal', '-shm', '-journal'].map((suffix) => fs.rm(`${file}${suffix}`, { force: true })))
  }
  return { payload, config, cleanup }
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP handlers
// ---------------------------------------------------------------------------------------------------------------

const API_BASE = '/cms/api'
const ORIGIN = 'http://localhost'

export type HttpResult<T = any> = {
  status: number
  /** Parsed JSON body (null when the body is empty or not JSON). */
  json: T
  /** Every Set-Cookie header of the response. */
  setCookie: string[]
  headers: Headers
}

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

type RouteHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

function requireState(): State {
  if (!state) throw new Error('call startTestPayload() (in beforeAll) before rest() / graphql()')
  return state
}

async function toResult(res: Response): Promise<HttpResult> {
  const text = await res.text()
  let json: unknown = null
  if (text) {
    try {
      json = JSON.parse(text)
    } catch {
      json = null
    }
  }
  return { status: res.status, json, setCookie: res.headers.getSetCookie(), headers: res.headers }
}

/**
 * A request as the shop's own pages send it: a browser's same-origin fetch carries `Sec-Fetch-Site: same-origin`,
 * without which Payload ignores the session cookie (its `csrf` list, src/server/http/trustedOrigins.ts). `extra`
 * replaces or adds headers (an `Origin` of another site, a forged `Sec-Fetch-Site`).
 */
function headersFor(cookie: string | undefined, hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers()
  if (hasBody) headers.set('Content-Type', 'application/json')
  if (cookie) {
    headers.set('Cookie', cookie)
    headers.set('Sec-Fetch-Site', 'same-origin')
  }
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return headers
}

export type RestOptions = {
  /** Sent as JSON, or as it is when a FormData (multipart, as the admin uploads a file). */
  body?: unknown
  cookie?: string
  headers?: Record<string, string>
}

/**
 * Calls the Payload REST handler exactly as the Next route `src/app/(payload)/cms/api/[...slug]/route.ts` does.
 * `path` is relative to the API root (`/clients/login`, `produits?where[slug][equals]=x`) or absolute
 * (`/cms/api/clients/login`); the query string is kept on the request URL, the path becomes the `slug` param.
 */
export async function rest(method: RestMethod, path: string, options: RestOptions = {}): Promise<HttpResult> {
  return toResult(await restResponse(method, path, options))
}

/** `rest()`'s call, with the handler's Response as it is (a file's bytes, its headers). */
export async function restResponse(method: RestMethod, path: string, options: RestOptions = {}): Promise<Response> {
  const { configPromise } = requireState()
  const routes = await import('@payloadcms/next/routes')
  const handlers: Record<RestMethod, (config: Promise<SanitizedConfig>) => RouteHandler> = {
    GET: routes.REST_GET,
    POST: routes.REST_POST,
    PATCH: routes.REST_PATCH,
    PUT: routes.REST_PUT,
    DELETE: routes.REST_DELETE,
  }

  let relative = path.startsWith(API_BASE + '/') ? path.slice(API_BASE.length) : path
  if (!relative.startsWith('/')) relative = `/${relative}`
  const url = new URL(`${ORIGIN}${API_BASE}${relative}`)
  // Next.js hands catch-all segments over decoded; the Payload handler re-encodes them.
  const slug = url.pathname
    .slice(API_BASE.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))

  const form = options.body instanceof FormData ? options.body : null
  const hasBody = options.body !== undefined
  const request = new Request(url, {
    method,
    // a FormData body sets its own multipart Content-Type (with the boundary)
    headers: headersFor(options.cookie, hasBody && !form, options.headers),
    body: form ?? (hasBody ? JSON.stringify(options.body) : undefined),
  })
  return handlers[method](configPromise)(request, { params: Promise.resolve({ slug }) })
}

/**
 * Calls the GraphQL handler as `src/app/(payload)/cms/api/graphql/route.ts` does (POST /cms/api/graphql): Payload's
 * handler wrapped by `graphqlPost` (refused queries are 400).
 */
export async function graphql(
  query: string,
  variables?: Record<string, unknown>,
  cookie?: string,
): Promise<HttpResult<{ data?: any; errors?: { message: string }[] }>> {
  const { configPromise } = requireState()
  const { graphqlPost } = await import('@/cms/graphql/http')
  const request = new Request(`${ORIGIN}${API_BASE}/graphql`, {
    method: 'POST',
    headers: headersFor(cookie, true),
    body: JSON.stringify({ query, variables: variables ?? {} }),
  })
  return toResult(await graphqlPost(configPromise)(request))
}

/** `payload-token=<jwt>` from a response's Set-Cookie headers, ready for the `cookie` option; null when absent. */
export function tokenCookie(result: Pick<HttpResult, 'setCookie'>): string | null {
  for (const header of result.setCookie) {
    const pair = header.split(';', 1)[0]?.trim() ?? ''
    const eq = pair.indexOf('=')
    if (eq > 0 && pair.slice(0, eq) === 'payload-token' && pair.slice(eq + 1) !== '') return pair
  }
  return null
}

/** Logs in through `POST /cms/api/{collection}/login` and returns the `payload-token` cookie (throws on failure). */
export async function login(collection: 'clients' | 'editors', email: string, password: string): Promise<string> {
  const res = await rest('POST', `/${collection}/login`, { body: { email, password } })
  const cookie = tokenCookie(res)
  if (res.status !== 200 || !cookie) {
    throw new Error(`login ${collection} ${email} failed: ${res.status} ${JSON.stringify(res.json)}`)
  }
  return cookie
}

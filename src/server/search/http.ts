/**
 * The embedded engine over HTTP, with the paths, keys and answers of Algolia's search API (v1), so the official
 * clients work against it once their host is set to `{origin}/api/search`:
 *
 *   search key (or write key)   POST /1/indexes/*\/queries, POST /1/indexes/{index}/query, GET /1/indexes/{index},
 *                               POST /1/indexes/{index}/facets/{facet}/query, GET /1/indexes/{index}/task/{id},
 *                               GET /1/task/{id}
 *   write key only              POST /1/indexes/{index}/batch, POST /1/indexes/*\/batch, POST /1/indexes/{index},
 *                               PUT|GET|DELETE /1/indexes/{index}/{objectID}, POST …/{objectID}/partial,
 *                               POST /1/indexes/*\/objects, POST /1/indexes/{index}/clear, DELETE /1/indexes/{index},
 *                               GET|PUT /1/indexes/{index}/settings, POST /1/indexes/{index}/operation,
 *                               POST|GET /1/indexes/{index}/browse, GET /1/indexes,
 *                               PUT|GET|DELETE /1/indexes/{index}/synonyms/{objectID}, POST …/synonyms/batch,
 *                               POST …/synonyms/clear, POST …/synonyms/search (engine/synonyms.ts)
 *
 * Keys come in `x-algolia-api-key` (header or query parameter, as the browser client sends it). Errors are
 * Algolia's `{ message, status }` with a 4xx status: bad JSON, unknown index, bad parameter, wrong key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { gunzip, type ZlibOptions } from 'node:zlib'

import { clientIp, createRateLimiter, type RateLimiter } from '@/server/http/rateLimit'
import { createRefusalHold, REFUSAL_HOLD, type RefusalHoldOptions } from '@/server/http/refusalHold'
import { sameSecret } from '@/server/revalidation/secret'
import type { SearchEngine } from './engine/engine'
import { SearchApiError, badRequest, isSearchApiError, notFound } from './engine/errors'
import type { Json } from './engine/engine'
import { boundedJson, MAX_ANSWER_CHARS, MAX_QUERIES_PER_REQUEST } from './engine/limits'
import { checkDepth, rawParams } from './engine/params'
import type { SearchKeys } from './keys'
import type { LocalEngine } from './worker/client'

/** The most a request body may hold, as sent and once decompressed (record and synonym writes, write key). */
const MAX_BODY_BYTES = 20 * 1024 * 1024
/** The same for a search (50 queries of a few hundred bytes each fit many times over). */
const MAX_SEARCH_BODY_BYTES = 256 * 1024
/** The largest answer to the write key (browse, getObjects of records up to 100 KB each). */
const MAX_WRITE_ANSWER_CHARS = 128 * 1024 * 1024
const unzip = promisify<Buffer, ZlibOptions, Buffer>(gunzip)
const tooLarge = (max: number) => new SearchApiError(413, `Request body too large (${max} bytes at most)`)

/**
 * The search budget of one client address, in cost points (`searchCost`): a query is 1 point, plus 1 per 100 hits
 * and per 1,000 facet values it asks for. A visitor typing in the search box spends a few points a keystroke; a
 * company behind one address has room for many; a script sending 50-query requests is stopped after a few.
 */
export const SEARCH_RATE_LIMIT = { points: 300, windowMs: 15_000 }
/** Facets counted for `facets=*` when the cost is estimated (more than the shop's index declares). */
const FACETS_OF_STAR = 20
const DEFAULT_HITS_PER_PAGE = 20
const DEFAULT_VALUES_PER_FACET = 100

const count = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 1_000_000) : fallback
}

/** The cost points of one query's parameters (an estimate made before the engine reads them; never below 1). */
function queryCost(body: unknown): number {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 1
  let p: Json
  try {
    p = rawParams(body as Json)
  } catch {
    return 1 // refused by the engine
  }
  const hits =
    p.length !== undefined && p.length !== '' ? count(p.length, DEFAULT_HITS_PER_PAGE) : count(p.hitsPerPage, DEFAULT_HITS_PER_PAGE)
  const facets = p.facets === undefined ? [] : Array.isArray(p.facets) ? p.facets : String(p.facets).split(',')
  const facetCount = facets.includes('*') ? FACETS_OF_STAR : facets.length
  const facetValues = facetCount * count(p.maxValuesPerFacet, DEFAULT_VALUES_PER_FACET)
  return 1 + Math.floor(hits / 100) + Math.floor(facetValues / 1000)
}

/** The cost points of a search request (a multi-query request: the sum over its queries, the first 50 + 1 read). */
function searchCost(body: Json, multi: boolean): number {
  if (!multi) return queryCost(body)
  const requests = Array.isArray(body.requests) ? body.requests : []
  return requests.slice(0, MAX_QUERIES_PER_REQUEST + 1).reduce((sum: number, r) => sum + queryCost(r), 0) || 1
}

export type SearchHttpOptions = {
  /**
   * The engine, once it is ready (the app builds it from the database on first use): a SearchEngine of this thread,
   * or the app's engine on its own thread (./worker/client.ts), whose answers come already serialised.
   */
  engine: () => SearchEngine | LocalEngine | Promise<SearchEngine | LocalEngine>
  keys: () => SearchKeys | Promise<SearchKeys>
  /** Path the API is mounted under (`/api/search` in the app). */
  basePath?: string
  /**
   * The search budget per client address (SEARCH_RATE_LIMIT by default; null: none). Requests made with the write
   * key (the shop's own scripts) are not counted.
   */
  rateLimit?: { points: number; windowMs: number } | null
  /**
   * How a refusal for the budget is held before it is sent (SEARCH_REFUSAL_HOLD by default; null: sent at once).
   * `wait` is the pause itself (a timer; a test hands in its own).
   */
  refusalHold?: RefusalHoldOptions | null
}

/**
 * A client over its search budget gets its 429 after a pause of a second, not at once (src/server/http/refusalHold.ts:
 * before it, bench:abuse's search row had a plain page's p99 at 0.9–1.6 s).
 */
export const SEARCH_REFUSAL_HOLD = REFUSAL_HOLD

type Access = 'search' | 'write'
type Call = { method: string; segments: string[]; query: URLSearchParams; body: Json; engine: SearchEngine }
/** `arrayBody`: the body is a JSON array (synonyms/batch), not an object. */
type Route = { access: Access; run: (c: Call) => unknown; arrayBody?: boolean }

const isMultiSearch = (method: string, s: string[]) => method === 'POST' && s[0] === 'indexes' && s[1] === '*' && s[2] === 'queries'

const seg = (c: Call, i: number) => c.segments[i] as string
const flag = (v: string | null) => v === 'true' || v === '1'

/** Search parameters of the legacy `GET /1/indexes/{index}?query=…`. */
const queryParams = (q: URLSearchParams): Json =>
  Object.fromEntries([...q.entries()].filter(([k]) => !k.toLowerCase().startsWith('x-algolia-')))

function route(method: string, s: string[]): Route | null {
  // s = path after /1/
  const [a, index, c, d, e] = s
  if (a === 'task' && s.length === 2 && method === 'GET') return { access: 'search', run: (x) => x.engine.getAppTask(Number(seg(x, 1))) }
  if (a !== 'indexes') return null
  if (s.length === 1 && method === 'GET') return { access: 'write', run: (x) => x.engine.listIndices() }
  if (index === '*' && s.length === 3 && method === 'POST') {
    if (c === 'queries') return { access: 'search', run: (x) => x.engine.multiSearch(x.body) }
    if (c === 'objects') return { access: 'write', run: (x) => x.engine.getObjects(x.body) }
    if (c === 'batch') return { access: 'write', run: (x) => x.engine.multipleBatch(x.body) }
    return null
  }
  if (!index) return null
  if (s.length === 4 && c === 'synonyms' && d) {
    const forward = (x: Call) => flag(x.query.get('forwardToReplicas'))
    if (method === 'POST') {
      if (d === 'batch') {
        const replace = (x: Call) => flag(x.query.get('replaceExistingSynonyms'))
        return { access: 'write', arrayBody: true, run: (x) => x.engine.saveSynonyms(index, x.body, forward(x), replace(x)) }
      }
      if (d === 'clear') return { access: 'write', run: (x) => x.engine.clearSynonyms(index, forward(x)) }
      if (d === 'search') return { access: 'write', run: (x) => x.engine.searchSynonyms(index, x.body) }
      return null
    }
    if (method === 'PUT') return { access: 'write', run: (x) => x.engine.saveSynonym(index, d, x.body, forward(x)) }
    if (method === 'GET') return { access: 'write', run: (x) => x.engine.getSynonym(index, d) }
    if (method === 'DELETE') return { access: 'write', run: (x) => x.engine.deleteSynonym(index, d, forward(x)) }
    return null
  }
  if (s.length === 2) {
    if (method === 'GET') return { access: 'search', run: (x) => x.engine.search(index, queryParams(x.query)) }
    if (method === 'POST') return { access: 'write', run: (x) => x.engine.saveObject(index, x.body) }
    if (method === 'DELETE') return { access: 'write', run: (x) => x.engine.deleteIndex(index) }
    return null
  }
  if (s.length === 3 && c) {
    if (method === 'POST') {
      if (c === 'query') return { access: 'search', run: (x) => x.engine.search(index, x.body) }
      if (c === 'batch') return { access: 'write', run: (x) => x.engine.batch(index, x.body) }
      if (c === 'clear') return { access: 'write', run: (x) => x.engine.clearObjects(index) }
      if (c === 'operation') return { access: 'write', run: (x) => x.engine.operationIndex(index, x.body) }
      if (c === 'browse') return { access: 'write', run: (x) => x.engine.browse(index, x.body) }
      return null
    }
    if (method === 'GET' && c === 'settings') return { access: 'write', run: (x) => x.engine.getSettings(index) }
    if (method === 'PUT' && c === 'settings') {
      return { access: 'write', run: (x) => x.engine.setSettings(index, x.body, flag(x.query.get('forwardToReplicas'))) }
    }
    if (method === 'GET' && c === 'browse') return { access: 'write', run: (x) => x.engine.browse(index, queryParams(x.query)) }
    if (method === 'GET') {
      return { access: 'write', run: (x) => x.engine.getObject(index, c, x.query.get('attributesToRetrieve')?.split(',') ?? null) }
    }
    if (method === 'PUT') return { access: 'write', run: (x) => x.engine.addOrUpdateObject(index, c, x.body) }
    if (method === 'DELETE') return { access: 'write', run: (x) => x.engine.deleteObject(index, c) }
    return null
  }
  if (s.length === 4 && c === 'task' && d && method === 'GET') return { access: 'search', run: (x) => x.engine.getTask(index, Number(d)) }
  if (s.length === 4 && d === 'partial' && c && method === 'POST') {
    const create = (x: Call) => x.query.get('createIfNotExists') !== 'false'
    return { access: 'write', run: (x) => x.engine.partialUpdateObject(index, c, x.body, create(x)) }
  }
  if (s.length === 5 && c === 'facets' && d && e === 'query' && method === 'POST') {
    return { access: 'search', run: (x) => x.engine.searchForFacetValues(index, d, x.body) }
  }
  return null
}

/**
 * Gunzips a body without ever holding more than the body limit: zlib stops at `maxOutputLength`, so a few
 * kilobytes of gzip that would inflate to gigabytes (a decompression bomb) are refused with 413.
 */
async function gunzipBounded(raw: Buffer, max: number): Promise<Buffer> {
  try {
    return await unzip(raw, { maxOutputLength: max })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(max)
    throw badRequest('Invalid gzip data in the request body')
  }
}

async function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > max) throw tooLarge(max)
    chunks.push(chunk)
  }
  const raw = Buffer.concat(chunks)
  const encoding = String(req.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  return encoding === 'gzip' || encoding === 'x-gzip' ? gunzipBounded(raw, max) : raw
}

function parseBody(raw: Buffer, arrayBody = false): Json {
  const text = raw.toString('utf8').trim()
  if (text === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('Invalid JSON in the request body')
  }
  if (arrayBody) {
    if (!Array.isArray(parsed)) throw badRequest('The request body must be a JSON array')
  } else if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('The request body must be a JSON object')
  checkDepth(parsed)
  return parsed as Json
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  'access-control-max-age': '86400',
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = typeof body === 'string' ? body : JSON.stringify(body)
  res.statusCode = status
  for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v)
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(json)
}

const sendError = (res: ServerResponse, error: SearchApiError) => {
  if (error.retryAfter !== undefined) res.setHeader('retry-after', String(error.retryAfter))
  send(res, error.status, { message: error.message, status: error.status, ...(error.code ? { code: error.code } : {}) })
}

const isLocalEngine = (engine: SearchEngine | LocalEngine): engine is LocalEngine =>
  typeof (engine as Partial<LocalEngine>).json === 'function' && 'thread' in engine

/**
 * The route table's view of an engine on another thread: each method answers a promise of its JSON (serialised
 * there, within `maxChars`), which is sent as it is.
 */
function remoteMethods(engine: LocalEngine, maxChars: number): SearchEngine {
  return new Proxy({} as SearchEngine, {
    get: (_target, method) => (typeof method === 'string' ? (...args: unknown[]) => engine.json(method, args, maxChars) : undefined),
  })
}

export function createSearchHandler(options: SearchHttpOptions) {
  const base = (options.basePath ?? '').replace(/\/+$/, '')
  const budget = options.rateLimit === undefined ? SEARCH_RATE_LIMIT : options.rateLimit
  const allow: RateLimiter | null = budget
    ? createRateLimiter({ name: 'search-cost', limit: budget.points, windowMs: budget.windowMs })
    : null
  const holdRefusal = createRefusalHold(options.refusalHold === undefined ? SEARCH_REFUSAL_HOLD : options.refusalHold)
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const method = (req.method ?? 'GET').toUpperCase()
      if (method === 'OPTIONS') {
        res.statusCode = 204
        for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v)
        res.end()
        return
      }
      const url = new URL(req.url ?? '/', 'http://search.local')
      let path = url.pathname
      if (base && path.startsWith(base)) path = path.slice(base.length)
      const raw = path.split('/').filter(Boolean)
      let segments: string[]
      try {
        segments = raw.map((s) => decodeURIComponent(s))
      } catch {
        throw badRequest('Invalid path encoding')
      }
      if (segments[0] !== '1') throw notFound('Path not found')
      const found = route(method, segments.slice(1))
      if (!found) throw notFound('Path not found')

      const given = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key') ?? undefined
      const key = Array.isArray(given) ? given[0] : given
      const keys = await options.keys()
      const isWrite = sameSecret(key, keys.writeKey)
      if (!isWrite && !sameSecret(key, keys.searchKey)) throw new SearchApiError(403, 'Invalid Application-ID or API key')
      if (found.access === 'write' && !isWrite) throw new SearchApiError(403, 'Method not allowed with this API key')

      const maxBody = isWrite ? MAX_BODY_BYTES : MAX_SEARCH_BODY_BYTES
      const body = method === 'POST' || method === 'PUT' ? parseBody(await readBody(req, maxBody), found.arrayBody) : {}
      const multi = isMultiSearch(method, segments.slice(1))
      if (multi && Array.isArray(body.requests) && body.requests.length > MAX_QUERIES_PER_REQUEST) {
        throw badRequest(`Too many queries in one request: ${body.requests.length} (${MAX_QUERIES_PER_REQUEST} at most)`)
      }
      if (allow && !isWrite) {
        const cost = searchCost(method === 'GET' ? queryParams(url.searchParams) : body, multi)
        const address = clientIp(req)
        const verdict = await allow(address, cost)
        if (!verdict.allowed) {
          await holdRefusal(address)
          throw new SearchApiError(429, 'Too many search requests from this address, retry shortly', {
            code: 'search_rate_limited',
            retryAfter: verdict.retryAfterSeconds,
          })
        }
      }
      let chosen: SearchEngine | LocalEngine
      try {
        chosen = await options.engine()
      } catch (error) {
        // the index being built: a 503 with Retry-After, at once (the caller's choice: ./local.ts localEngineNow)
        if (isSearchApiError(error)) throw error
        console.error('[search] the search index could not be loaded', error)
        throw new SearchApiError(503, 'The search index is not available yet, retry shortly', {
          code: 'search_index_unavailable',
          retryAfter: 5,
        })
      }
      const maxChars = isWrite ? MAX_WRITE_ANSWER_CHARS : MAX_ANSWER_CHARS
      const engine = isLocalEngine(chosen) ? remoteMethods(chosen, maxChars) : chosen
      const result = await found.run({ method, segments: segments.slice(1), query: url.searchParams, body, engine })
      // never an answer past MAX_ANSWER_CHARS (./engine/limits.ts): refused 400 while it is being written
      const json = typeof result === 'string' ? result : boundedJson(result, maxChars)
      send(res, method === 'POST' && segments.length === 3 && segments[1] === 'indexes' && segments[2] !== '*' ? 201 : 200, json)
    } catch (error) {
      if (isSearchApiError(error)) return sendError(res, error)
      console.error('[search] request failed', error)
      return sendError(res, new SearchApiError(500, 'Internal error'))
    }
  }
}

/**
 * Rate limits in front of Payload's HTTP API (/cms/api REST and /cms/api/graphql), per client address:
 * - the account actions (login, forgot-password, reset-password of any auth collection, and their GraphQL mutations)
 *   draw on the same per-address budgets as the shop's /api/auth routes (src/server/session/limits.ts); a successful REST
 *   login gives its point back, as on the shop's login (failures only);
 * - the media files (`GET /cms/api/media/file/…`, the product images, whether a browser asks for them or the image
 *   optimiser `/_next/image` fetches them on a cache miss) draw on their own, larger budget, IMAGE_REQUESTS_PER_MINUTE per
 *   address, session or not: a company behind one address that browses the catalogue never uses its CMS budget up
 *   with pictures (an image the optimiser already holds never reaches the CMS, so it costs nothing);
 * - every other request of a non-editor draws on a budget of CMS_READ_UNITS_PER_MINUTE by its COST, not by its count:
 *   per address without a session, per account for a logged-in buyer (a company behind one address is not one reader).
 *   A REST list costs 1 + page size × (1 + depth), a document 1 + depth (page size and depth as capped for non-editors,
 *   src/cms/access/publicReads.ts), anything else 1; a GraphQL request the documents it may read (src/cms/graphql/
 *   limits.ts). A refused request draws nothing, so cheap reads keep passing after expensive ones are refused.
 *   Editors are not limited here.
 * A refusal is 429 `{ code: 'rate_limited', message }` with Retry-After. The per-account login brake lives in the
 * `clients` collection's hooks (src/server/session/clientAccountHooks.ts); its 429 gets the same shape here.
 */
import { executeAuthStrategies } from 'payload'

import { currentSetting } from '@/env'

import { isEditorUser } from '@/cms/access'
import { publicDepth, publicLimit } from '@/cms/access/publicReads'
import type { GraphQLSchema } from 'graphql'

import { documentCost, GRAPHQL_VISITOR_MAX_COST, visitorCostOptions } from '@/cms/graphql/limits'
import { LOGIN_RATE_LIMITED_MESSAGE } from '@/lib/account/password'
import { forgotPerAddress, loginPerAddress, resetPerAddress } from '@/server/session/limits'
import { cms } from '@/server/http/payload'

import { requestClientIp } from './peerAddress'
import { CMS_READ_GATE, createReadGate } from './readGate'
import { BAD_REQUEST_HOLD, createRefusalHold, REFUSAL_HOLD } from './refusalHold'
import { createRateLimiter, type RateLimitResult, type RefundableRateLimiter } from './rateLimit'

/**
 * Read units per minute of a non-editor (per address, or per buyer's account): 300 session checks or single documents
 * at depth 1, about 12 full pages at depth 1 (49 each), 3 GraphQL requests at the top of their budget. Far above a
 * visitor's pages (which read the CMS API for the session only), far below a flood.
 */
export const CMS_READ_UNITS_PER_MINUTE = Number(currentSetting('CMS_READ_UNITS_PER_MINUTE') ?? 600)
/**
 * Media file requests per address and minute: a listing page shows up to 48 pictures in several widths, so a company
 * of a few dozen buyers behind one address stays far below it; one client fetching every file in a loop does not.
 */
export const IMAGE_REQUESTS_PER_MINUTE = 3000

const CMS_LIMIT_MESSAGES = {
  anonymous: 'Trop de requêtes : veuillez réessayer dans une minute.',
  login: LOGIN_RATE_LIMITED_MESSAGE,
  password: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
} as const

type AccountAction = 'login' | 'forgot-password' | 'reset-password'
const ACCOUNT_ACTIONS: Record<AccountAction, { limiter: RefundableRateLimiter; message: string }> = {
  login: { limiter: loginPerAddress(), message: CMS_LIMIT_MESSAGES.login },
  'forgot-password': { limiter: forgotPerAddress(), message: CMS_LIMIT_MESSAGES.password },
  'reset-password': { limiter: resetPerAddress(), message: CMS_LIMIT_MESSAGES.password },
}
const readUnits = createRateLimiter({ name: 'cms-read-units', limit: CMS_READ_UNITS_PER_MINUTE, windowMs: 60_000 })
const imageRequests = createRateLimiter({ name: 'cms-images', limit: IMAGE_REQUESTS_PER_MINUTE, windowMs: 60_000 })

/** A read of a media file (`GET|HEAD /cms/api/media/file/{name}`). */
function isMediaFileRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return /^\/cms\/api\/media\/file\/[^/]+$/.test(new URL(url).pathname)
}

const isAccountAction = (value: string | undefined): value is AccountAction => value !== undefined && Object.hasOwn(ACCOUNT_ACTIONS, value)

/** `POST /cms/api/{collection}/{action}` → the account action, if it is one. */
function restAccountAction(method: string, url: string): AccountAction | null {
  if (method !== 'POST') return null
  const segments = new URL(url).pathname.split('/cms/api/')[1]?.split('/').filter(Boolean) ?? []
  return segments.length === 2 && isAccountAction(segments[1]) ? segments[1] : null
}

const GRAPHQL_ACTIONS: [RegExp, AccountAction][] = [
  [/\blogin[A-Z_]/g, 'login'],
  [/\bforgotPassword[A-Z_]/g, 'forgot-password'],
  [/\bresetPassword[A-Z_]/g, 'reset-password'],
]

/** How many account mutations a GraphQL body may run (`loginClient`, aliased or not): counted from its text, never less. */
function graphqlAccountActions(body: string): [AccountAction, number][] {
  return GRAPHQL_ACTIONS.map(([pattern, action]): [AccountAction, number] => [action, body.match(pattern)?.length ?? 0]).filter(
    ([, n]) => n > 0,
  )
}

const tooMany = (message: string, retryAfterSeconds: number): Response =>
  Response.json(
    { code: 'rate_limited', message },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  )

type SessionUser = { collection?: string; id?: number | string } | null

/** The request's user if Payload's own strategies accept its session (a made-up cookie is anonymous). */
async function sessionUser(headers: Headers): Promise<SessionUser> {
  if (!headers.get('cookie') && !headers.get('authorization')) return null
  const { user } = await executeAuthStrategies({ headers, payload: await cms() })
  return (user as SessionUser) ?? null
}

/** Whose read budget a request draws on: none for an editor, the buyer's account, else the address. */
function readBudgetKey(user: SessionUser, address: string): string | null {
  if (isEditorUser(user)) return null
  return user?.id !== undefined ? `account:${user.collection}:${user.id}` : `address:${address}`
}

/** Draws `cost` units for `key`; a refused request draws nothing (a cheap read still fits where an expensive one did not). */
async function drawReadUnits(key: string | null, cost: number): Promise<RateLimitResult> {
  if (!key) return { allowed: true }
  const result = await readUnits(key, cost)
  if (!result.allowed) await readUnits.refund(key, cost)
  return result
}

const singleNumber = (params: URLSearchParams, name: string): number | undefined => {
  const values = params.getAll(name)
  const value = values.length === 1 ? Number(values[0]) : NaN
  return Number.isFinite(value) ? value : undefined
}

/**
 * What a REST request of a non-editor may read, in documents: a list (`GET /cms/api/{collection}`) 1 + its page size ×
 * (1 + depth), one document or global (`GET /cms/api/{collection}/{id}`, `/globals/{slug}`) 1 + depth, anything else 1.
 */
function restReadCost(method: string, url: string): number {
  if (method !== 'GET') return 1
  const parsed = new URL(url)
  const segments = parsed.pathname.split('/cms/api/')[1]?.split('/').filter(Boolean) ?? []
  const depth = publicDepth(singleNumber(parsed.searchParams, 'depth'))
  if (segments.length === 1) {
    const limit =
      parsed.searchParams.get('pagination') === 'false' && !parsed.searchParams.has('limit')
        ? 0
        : singleNumber(parsed.searchParams, 'limit')
    return 1 + publicLimit(limit) * (1 + depth)
  }
  if (segments.length === 2) return 1 + depth
  return 1
}

async function firstRefusal(checks: (() => Promise<[RateLimitResult, string]>)[]): Promise<Response | null> {
  for (const check of checks) {
    const [result, message] = await check()
    if (!result.allowed) return tooMany(message, result.retryAfterSeconds)
  }
  return null
}

/** Payload's own 429 (the per-account login brake) in the shop's `{ code, message }` shape, with Retry-After. */
async function reshapeTooMany(response: Response): Promise<Response> {
  if (response.status !== 429) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: { message?: string; data?: { retryAfterSeconds?: number } }[] } | null
  const error = body?.errors?.[0]
  return tooMany(error?.message || CMS_LIMIT_MESSAGES.login, Number(error?.data?.retryAfterSeconds) || 1)
}

/**
 * An answer that carries a session (a login's token in its body, a Set-Cookie) is never stored by a cache: the
 * request had no session yet, so the rule for authenticated requests (next.config.mjs) does not cover it.
 */
function noStoreForSessions(response: Response, accountAction: boolean): Response {
  if (!accountAction && response.headers.getSetCookie().length === 0) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

/** Refusals of a spent budget, held before they are sent (src/server/http/refusalHold.ts). */
const holdTooMany = createRefusalHold(REFUSAL_HOLD)
/** A non-editor's 400s, held once an address keeps sending them (a GraphQL query over its budget, again and again). */
const holdBadRequest = createRefusalHold(BAD_REQUEST_HOLD)
/** Expensive reads of non-editors: one at a time per reader, a few in the process (src/server/http/readGate.ts). */
const expensiveReads = createReadGate(CMS_READ_GATE)
/** A read costing more than this many units waits its turn at the gate (a single document at depth 1 costs 2). */
export const GATED_READ_COST = 3

/**
 * Runs Payload's `handler` for a request that passed the budgets: an expensive read of a non-editor behind the gate
 * (429 when its queue is full), and a 400 of a non-editor held once its address keeps getting them.
 */
async function answer(run: () => Promise<Response>, key: string | null, cost: number, address: string): Promise<Response> {
  let response: Response
  if (key && cost > GATED_READ_COST) {
    const ran = await expensiveReads.run(key, run)
    if (!ran) {
      await holdTooMany(address)
      return tooMany(CMS_LIMIT_MESSAGES.anonymous, 1)
    }
    response = ran.value
  } else {
    response = await run()
  }
  if (key && response.status === 400) await holdBadRequest(address)
  return response
}

/** Payload's REST handler behind the CMS limits. */
export function withCmsRestLimits<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const address = requestClientIp(request.headers)
    const action = restAccountAction(request.method, request.url)
    const mediaFile = isMediaFileRead(request.method, request.url)
    const key = action || mediaFile ? null : readBudgetKey(await sessionUser(request.headers), address)
    const cost = restReadCost(request.method, request.url)
    const refused = await firstRefusal(
      action
        ? [async () => [await ACCOUNT_ACTIONS[action].limiter(address), ACCOUNT_ACTIONS[action].message]]
        : mediaFile
          ? [async () => [await imageRequests(address), CMS_LIMIT_MESSAGES.anonymous]]
          : [async () => [await drawReadUnits(key, cost), CMS_LIMIT_MESSAGES.anonymous]],
    )
    if (refused) {
      await holdTooMany(address)
      return refused
    }
    const response = await answer(() => handler(request, ...rest), key, cost, address)
    if (action === 'login' && response.ok) await ACCOUNT_ACTIONS.login.limiter.refund(address)
    return noStoreForSessions(await reshapeTooMany(response), action !== null)
  }
}

/** The schema Payload built for its GraphQL handler (kept on `global._payload_graphql`), once it has answered one request. */
function payloadGraphqlSchema(): GraphQLSchema | undefined {
  return (globalThis as { _payload_graphql?: { graphql?: { schema?: GraphQLSchema } | null } })._payload_graphql?.graphql?.schema
}

/**
 * What a GraphQL request of a non-editor may read, in documents (src/cms/graphql/limits.ts), at least 1; 1 when the body
 * is no GraphQL request, or is over the budget (its validation refuses it before it reads anything), or before Payload
 * has built its schema (the first GraphQL request of the process).
 */
function graphqlReadCost(body: string): number {
  const schema = payloadGraphqlSchema()
  if (!schema) return 1
  let params: { query?: unknown; variables?: unknown }
  try {
    params = JSON.parse(body) as typeof params
  } catch {
    return 1
  }
  if (!params || typeof params !== 'object') return 1
  const variables = params.variables && typeof params.variables === 'object' ? (params.variables as Record<string, unknown>) : null
  const cost = documentCost(
    schema,
    params.query,
    visitorCostOptions({ isEditor: () => false, pageSize: publicLimit, depth: publicDepth }, variables),
  )
  return cost === null || cost > GRAPHQL_VISITOR_MAX_COST ? 1 : Math.max(1, cost)
}

/** Payload's GraphQL handler behind the CMS limits (its account mutations count like the REST ones). */
export function withCmsGraphqlLimits<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const address = requestClientIp(request.headers)
    const body = await request
      .clone()
      .text()
      .catch(() => '')
    const key = readBudgetKey(await sessionUser(request.headers), address)
    const cost = key ? graphqlReadCost(body) : 1
    const refused = await firstRefusal([
      ...graphqlAccountActions(body).map(
        ([action, count]) =>
          async (): Promise<[RateLimitResult, string]> => [
            await ACCOUNT_ACTIONS[action].limiter(address, count),
            ACCOUNT_ACTIONS[action].message,
          ],
      ),
      async () => [await drawReadUnits(key, cost), CMS_LIMIT_MESSAGES.anonymous],
    ])
    if (refused) {
      await holdTooMany(address)
      return refused
    }
    const response = await answer(() => handler(request, ...rest), key, cost, address)
    return noStoreForSessions(response, graphqlAccountActions(body).length > 0)
  }
}

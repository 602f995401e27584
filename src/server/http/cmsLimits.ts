/**
 * Rate limits in front of Payload's HTTP API (/cms/api REST and /cms/api/graphql), per client address:
 * - the account actions (login, forgot-password, reset-password of any auth collection, and their GraphQL mutations)
 *   draw on the same per-address budgets as the shop's /api/auth routes (src/server/session/limits.ts); a successful REST
 *   login gives its point back, as on the shop's login (failures only);
 * - the media files (`GET /cms/api/media/file/…`, the product images, whether a browser asks for them or the image
 *   optimiser `/_next/image` fetches them on a cache miss) draw on their own, larger budget, IMAGE_REQUESTS_PER_MINUTE per
 *   address, session or not: a company behind one address that browses the catalogue never uses its CMS budget up
 *   with pictures (an image the optimiser already holds never reaches the CMS, so it costs nothing);
 * - every other request without a valid session (anonymous reads of the catalogue, pages, GraphQL queries) draws on
 *   CMS_ANONYMOUS_REQUESTS_PER_MINUTE per address. Editors and logged-in buyers are not limited here.
 * A refusal is 429 `{ code: 'rate_limited', message }` with Retry-After. The per-account login brake lives in the
 * `clients` collection's hooks (src/server/session/clientAccountHooks.ts); its 429 gets the same shape here.
 */
import { executeAuthStrategies } from 'payload'

import { LOGIN_RATE_LIMITED_MESSAGE } from '@/lib/account/password'
import { forgotPerAddress, loginPerAddress, resetPerAddress } from '@/server/session/limits'
import { cms } from '@/server/cms/payload'

import { requestClientIp } from './peerAddress'
import { createRateLimiter, type RateLimitResult, type RefundableRateLimiter } from './rateLimit'

/** Requests per address and minute to the CMS API without a session: far above a visitor's pages, far below a flood. */
export const CMS_ANONYMOUS_REQUESTS_PER_MINUTE = 300
/**
 * Media file requests per address and minute: a listing page shows up to 48 pictures in several widths, so a company
 * of a few dozen buyers behind one address stays far below it; one client fetching every file in a loop does not.
 */
export const IMAGE_REQUESTS_PER_MINUTE = 3000

export const CMS_LIMIT_MESSAGES = {
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
const anonymousRequests = createRateLimiter({ name: 'cms-anonymous', limit: CMS_ANONYMOUS_REQUESTS_PER_MINUTE, windowMs: 60_000 })
const imageRequests = createRateLimiter({ name: 'cms-images', limit: IMAGE_REQUESTS_PER_MINUTE, windowMs: 60_000 })

/** A read of a media file (`GET|HEAD /cms/api/media/file/{name}`). */
export function isMediaFileRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return /^\/cms\/api\/media\/file\/[^/]+$/.test(new URL(url).pathname)
}

const isAccountAction = (value: string | undefined): value is AccountAction => value !== undefined && Object.hasOwn(ACCOUNT_ACTIONS, value)

/** `POST /cms/api/{collection}/{action}` → the account action, if it is one. */
export function restAccountAction(method: string, url: string): AccountAction | null {
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
export function graphqlAccountActions(body: string): [AccountAction, number][] {
  return GRAPHQL_ACTIONS.map(([pattern, action]): [AccountAction, number] => [action, body.match(pattern)?.length ?? 0]).filter(
    ([, n]) => n > 0,
  )
}

const tooMany = (message: string, retryAfterSeconds: number): Response =>
  Response.json(
    { code: 'rate_limited', message },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
  )

/** A request carries a session only if Payload's own strategies accept it (a made-up cookie is anonymous). */
async function hasSession(headers: Headers): Promise<boolean> {
  if (!headers.get('cookie') && !headers.get('authorization')) return false
  const { user } = await executeAuthStrategies({ headers, payload: await cms() })
  return Boolean(user)
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

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response>

/** Payload's REST handler behind the CMS limits. */
export function withCmsRestLimits<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const address = requestClientIp(request.headers)
    const action = restAccountAction(request.method, request.url)
    const refused = await firstRefusal(
      action
        ? [async () => [await ACCOUNT_ACTIONS[action].limiter(address), ACCOUNT_ACTIONS[action].message]]
        : isMediaFileRead(request.method, request.url)
          ? [async () => [await imageRequests(address), CMS_LIMIT_MESSAGES.anonymous]]
          : [
              async () => [
                (await hasSession(request.headers)) ? { allowed: true } : await anonymousRequests(address),
                CMS_LIMIT_MESSAGES.anonymous,
              ],
            ],
    )
    if (refused) return refused
    const response = await handler(request, ...rest)
    if (action === 'login' && response.ok) await ACCOUNT_ACTIONS.login.limiter.refund(address)
    return reshapeTooMany(response)
  }
}

/** Payload's GraphQL handler behind the CMS limits (its account mutations count like the REST ones). */
export function withCmsGraphqlLimits<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return async (request, ...rest) => {
    const address = requestClientIp(request.headers)
    const body = await request
      .clone()
      .text()
      .catch(() => '')
    const refused = await firstRefusal([
      ...graphqlAccountActions(body).map(
        ([action, count]) =>
          async (): Promise<[RateLimitResult, string]> => [
            await ACCOUNT_ACTIONS[action].limiter(address, count),
            ACCOUNT_ACTIONS[action].message,
          ],
      ),
      async () => [
        (await hasSession(request.headers)) ? { allowed: true } : await anonymousRequests(address),
        CMS_LIMIT_MESSAGES.anonymous,
      ],
    ])
    return refused ?? handler(request, ...rest)
  }
}

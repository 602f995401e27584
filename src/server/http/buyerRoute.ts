/**
 * The request kernel's buyer frame: what every buyer API route shares (cart, orders, prices, account, lists, quotes…) (docs/cart-api.md): no caching, method check, origin
 * check for state changes, the buyer from the session cookie (401 otherwise), rate limit per buyer, errors as
 * `{ code, message }` in French — so each handler in src/pages/api only parses its input and calls a module.
 */
import type { IncomingHttpHeaders } from 'node:http'

import type { NextApiRequest, NextApiResponse } from 'next'

import { createKeyedMutex } from '@/server/erp/mutex'
import { JsonBodyError, readJsonBody } from '@/server/http/jsonBody'
import { isSameOrigin } from '@/server/http/origin'
import { createRateLimiter, type RateLimiter } from '@/server/http/rateLimit'

import { currentBuyer, type Buyer } from './buyer'
import { errorReply } from './errors'
import { API_MESSAGES as M } from './messages'
import { reportApiError } from '@/server/ops/errors'
import { OUTAGE_RETRY_AFTER_SECONDS, outageReply } from '@/server/ops/outage'

/** A file sent as it is produced (a PDF being drawn), instead of a JSON body. */
export type FileReply = { contentType: string; filename: string; stream: AsyncIterable<Buffer | Uint8Array> }

type Reply = { status?: number; body: unknown } | { file: FileReply }

export type Action = {
  /** Changes the cart or the orders: origin checked, and the session's requests applied in the order they arrived. */
  changesState?: boolean
  /** Per-buyer limiter (createRateLimiter); none for cheap reads. */
  allow?: RateLimiter
  /** A body larger than MAX_BODY_BYTES (several hundred lines): its own bound. */
  maxBodyBytes?: number
  run: (req: NextApiRequest, buyer: Buyer) => Promise<Reply>
}

/** Cart changes per buyer and minute: a debounced stepper sends at most one a second (spec §9), scripts far more. */
const CART_WRITE_LIMIT = 240
/** Reads that reach the ERP (prices, product, orders) per buyer and minute: several tabs browsing fast. */
const ERP_READ_LIMIT = 600
/** The limiters of one route (`route` names its counters: each route has its own budget). */
export const cartWrites = (route: string) => createRateLimiter({ name: `cart-writes:${route}`, limit: CART_WRITE_LIMIT, windowMs: 60_000 })
export const erpReads = (route: string) => createRateLimiter({ name: `erp-reads:${route}`, limit: ERP_READ_LIMIT, windowMs: 60_000 })

/** Bodies of these routes are a line or an address: a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024

/**
 * One queue per session: a state change waits for the previous one of the same session before it even reads the
 * session, so the last request sent is the last applied (spec: 50 quantity changes end with the last value), whatever
 * the time each one spends on the session and product checks before reaching the ERP (which queues per buyer too).
 */
const inOrder = createKeyedMutex()

const sessionKey = (headers: IncomingHttpHeaders): string => {
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : (headers.cookie ?? '')
  return /(?:^|;\s*)[\w-]*-token=([^;]*)/.exec(cookie)?.[1] ?? ''
}

/** A page of the shop: the browser says same-origin (fetch sends no Origin on a GET), or Origin/Referer is the shop. */
const isShopRequest = (headers: IncomingHttpHeaders): boolean => headers['sec-fetch-site'] === 'same-origin' || isSameOrigin(headers)

export function buyerRoute(actions: Partial<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Action>>) {
  const allowed = Object.keys(actions).join(', ')

  async function serve(req: NextApiRequest, res: NextApiResponse, action: Action) {
    try {
      if (req.method === 'POST' || req.method === 'PATCH') req.body = await readJsonBody(req, action.maxBodyBytes ?? MAX_BODY_BYTES)
      const buyer = await currentBuyer(req.headers)
      if (!buyer) return res.status(401).json({ code: 'unauthenticated', message: M.unauthenticated })
      const limit = action.allow ? await action.allow(buyer.id) : { allowed: true as const }
      if (!limit.allowed) {
        res.setHeader('Retry-After', String(limit.retryAfterSeconds))
        return res.status(429).json({ code: 'rate_limited', message: M.rateLimited })
      }
      const reply = await action.run(req, buyer)
      if ('file' in reply) return await sendFile(res, reply.file)
      return res.status(reply.status ?? 200).json(reply.body)
    } catch (error) {
      if (error instanceof JsonBodyError) {
        const tooLarge = error.reason === 'too_large'
        return res
          .status(tooLarge ? 413 : 400)
          .json({ code: tooLarge ? 'body_too_large' : 'invalid_body', message: tooLarge ? M.bodyTooLarge : M.invalidJson })
      }
      const known = errorReply(error)
      if (known) {
        // the ERP (or the lock it takes in Redis) does not answer: say when to try again, as for any outage
        if (known.status === 503) res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
        return res.status(known.status).json(known.body)
      }
      // the database or Redis does not answer: an outage, said as such (never a lost session, never a 500)
      const outage = outageReply(error, `api ${req.method} ${req.url}`)
      if (outage) {
        res.setHeader('Retry-After', String(outage.retryAfter))
        return res.status(outage.status).json(outage.body)
      }
      reportApiError(`[api ${req.method} ${req.url}]`, error, req)
      return res.status(500).json({ code: 'server_error', message: M.serverError })
    }
  }

  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    res.setHeader('Cache-Control', 'private, no-store')
    const action = actions[req.method as 'GET' | 'POST' | 'PATCH' | 'DELETE']
    if (!action) {
      res.setHeader('Allow', allowed)
      return res.status(405).json({ code: 'method_not_allowed', message: M.methodNotAllowed })
    }
    if (!action.changesState) return serve(req, res, action)
    if (!isShopRequest(req.headers)) return res.status(403).json({ code: 'forbidden_origin', message: M.forbiddenOrigin })
    const session = sessionKey(req.headers)
    if (!session) return serve(req, res, action) // a visitor: 401, nothing to order
    // the queue is joined before the first await: arrival order is apply order
    return inOrder(`session:${session}`, () => serve(req, res, action))
  }
}

/** Streams a file download: never cached by a shared cache, never sniffed as another type. */
async function sendFile(res: NextApiResponse, file: FileReply): Promise<void> {
  res.status(200)
  res.setHeader('Content-Type', file.contentType)
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  for await (const chunk of file.stream) {
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve))
  }
  res.end()
}

/** A path parameter of a dynamic route (`[orderId]`), as one string. */
export const param = (req: NextApiRequest, name: string): string | undefined => {
  const value = req.query[name]
  return Array.isArray(value) ? value[0] : value
}

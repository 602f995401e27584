/**
 * Calls a buyer route (src/pages/api, framed by buyerRoute) as the shop's pages do: the buyer's session cookie, and
 * for a change the shop's Origin (`origin` another for a foreign page); JSON body, path parameters in `query`.
 */
import type { NextApiHandler } from 'next'

import { callApi } from '../helpers/nextApi'
import { SHOP } from './cart-api-client'

export type BuyerCallOptions = { body?: unknown; query?: Record<string, string>; origin?: string }

export const buyerCall = (handler: NextApiHandler, method: string, cookie: string | null, opts: BuyerCallOptions = {}) =>
  callApi(handler, {
    method,
    headers: {
      host: 'localhost:3000',
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: opts.origin ?? SHOP }),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body,
    query: opts.query ?? {},
  })

/**
 * An `inspect` punch-out session only looks at the requisition's cart: the cart routes refuse to change its
 * lines or order it, whatever the page sends. Emptying stays allowed: it ends the inspection once the cart went back.
 */
import type { IncomingHttpHeaders } from 'node:http'

import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'

import { relationId } from './buyers'
import { PUNCHOUT_MESSAGES as M } from './messages'
import { CONTEXT_COOKIE, currentSession } from './sessions'

const hasContext = (headers: IncomingHttpHeaders): boolean =>
  new RegExp(`(?:^|;\\s*)${CONTEXT_COOKIE}=`).test(Array.isArray(headers.cookie) ? headers.cookie.join('; ') : (headers.cookie ?? ''))

export async function refuseWhenInspecting(headers: IncomingHttpHeaders, buyer: Buyer): Promise<void> {
  if (!hasContext(headers)) return // no punch-out cookie: an ordinary session, no database read
  const session = await currentSession(await cms(), headers)
  if (session?.operation === 'inspect' && String(relationId(session.client)) === buyer.id)
    throw new DomainError(409, 'read_only_cart', M.readOnlyCart)
}

import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/http/payload'
import { buyerById, relationId } from '@/server/punchout/buyers'
import { sendErrorPage } from '@/server/punchout/errorPage'
import { sessionCookieFor } from '@/server/punchout/login'
import { preloadCart } from '@/server/punchout/preload'
import { consumeStartToken, contextCookie, cspCookie, sessionItems } from '@/server/punchout/sessions'
import { reportApiError } from '@/server/ops/errors'

const REFUSED = {
  unknown: 'Ce lien de connexion n’est pas valide.',
  used: 'Ce lien de connexion a déjà été utilisé.',
  expired: 'Ce lien de connexion a expiré.',
} as const

/**
 * GET /api/punchout/start?token=… — the start URL of a punch-out setup (single use, 5 minutes): logs the browser in as
 * the buyer's client (session cookie usable in Coupa's frame), sets the signed punch-out context cookie, loads the
 * ItemOut lines of an `edit` / `inspect` setup into the cart, and redirects to the home page. A used, expired or
 * unknown token gets a short French page (410 / 404) asking to start again from the procurement platform.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Referrer-Policy', 'no-referrer')
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return res.status(405).end()
  }
  const token = typeof req.query.token === 'string' ? req.query.token : ''
  try {
    const payload = await cms()
    const outcome = token && token.length <= 128 ? await consumeStartToken(payload, token) : ({ ok: false, reason: 'unknown' } as const)
    if (!outcome.ok) {
      const text = `${REFUSED[outcome.reason]} Relancez la connexion à la boutique depuis votre plateforme d’achat (Coupa).`
      return sendErrorPage(res, outcome.reason === 'unknown' ? 404 : 410, text)
    }
    const { session } = outcome
    const clientId = relationId(session.client) as number
    const cookie = await sessionCookieFor(payload, clientId)
    if (session.operation !== 'create') {
      const { dropped } = await preloadCart(payload, clientId, sessionItems(session))
      if (dropped.length > 0)
        await payload.update({ collection: 'punchout-sessions', id: session.id, data: { dropped_lines: dropped }, overrideAccess: true })
    }
    const buyer = await buyerById(payload, relationId(session.buyer) as number)
    res.setHeader('Set-Cookie', [
      cookie,
      contextCookie(payload, session.id),
      cspCookie(payload, session.browser_form_post, buyer?.allowedHosts ?? []),
    ])
    res.setHeader('Location', '/')
    return res.status(303).end()
  } catch (error) {
    reportApiError('[api punchout start]', error, req)
    return sendErrorPage(res, 500, 'Un problème est survenu. Veuillez réessayer ou nous contacter si le problème persiste.')
  }
}

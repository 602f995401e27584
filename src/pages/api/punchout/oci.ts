import type { NextApiRequest, NextApiResponse } from 'next'

import { cms } from '@/server/http/payload'
import { clientIp, createRateLimiter } from '@/server/http/rateLimit'
import { authenticateOci } from '@/server/punchout/buyers'
import { CxmlError } from '@/server/punchout/cxmlParse'
import { sendErrorPage } from '@/server/punchout/errorPage'
import { isAllowedPostBack } from '@/server/punchout/hosts'
import { sessionCookieFor } from '@/server/punchout/login'
import { getAllowedUsernames, passwordInBody, readOciSetup } from '@/server/punchout/oci'
import { contextCookie, cspCookie, openOciSession } from '@/server/punchout/sessions'
import { reportApiError } from '@/server/ops/errors'

/** Password attempts per address in 15 minutes. */
const allow = createRateLimiter({ name: 'oci-address', limit: 30, windowMs: 15 * 60_000 })

/**
 * POST /api/punchout/oci (form fields USERNAME, PASSWORD, HOOK_URL[, ~TARGET]) — OCI punch-out (SAP): USERNAME and
 * PASSWORD are the punch-out buyer's credential identity and shared secret, HOOK_URL where the cart goes back (one of
 * the buyer's allowed hosts). The password in the query string alone (a GET) is accepted only for the USERNAMEs of
 * PUNCHOUT_OCI_GET_USERNAMES (platforms that cannot POST); for any other it is refused before any check (400). Logs the browser in as the buyer's client and redirects to /; the cart then returns
 * through POST /api/orders/order_epo as NEW_ITEM-*[n] fields.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Referrer-Policy', 'no-referrer')
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST')
    return res.status(405).end()
  }
  if (!(await allow(clientIp(req))).allowed) return sendErrorPage(res, 429, 'Trop de tentatives. Veuillez réessayer dans quelques minutes.')
  const params = { ...req.query, ...(req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}) }
  const setup = readOciSetup(params)
  if (!setup) return sendErrorPage(res, 400, 'Paramètres OCI manquants (USERNAME, PASSWORD, HOOK_URL).')
  if (!passwordInBody(req.body) && !getAllowedUsernames().has(setup.username)) {
    return sendErrorPage(res, 400, 'Le mot de passe punch-out doit être envoyé dans un formulaire (POST), pas dans l’adresse.')
  }
  try {
    const payload = await cms()
    const buyer = await authenticateOci(payload, setup.username, setup.password)
    if (!isAllowedPostBack(setup.hookUrl, buyer.allowedHosts))
      return sendErrorPage(res, 403, 'L’adresse de retour (HOOK_URL) n’est pas autorisée pour ce compte.')
    const session = await openOciSession(payload, buyer, setup.hookUrl, setup.target)
    res.setHeader('Set-Cookie', [
      await sessionCookieFor(payload, buyer.clientId),
      contextCookie(payload, session.id),
      cspCookie(payload, setup.hookUrl, buyer.allowedHosts),
    ])
    res.setHeader('Location', '/')
    return res.status(303).end()
  } catch (error) {
    if (error instanceof CxmlError && error.status === 401)
      return sendErrorPage(res, 401, 'Identifiant ou mot de passe punch-out incorrect.')
    reportApiError('[api punchout oci]', error, req)
    return sendErrorPage(res, 500, 'Un problème est survenu. Veuillez réessayer ou nous contacter si le problème persiste.')
  }
}

import { env } from '@/env'
import { createRateLimiter } from '@/server/http/rateLimit'
import { authenticateBuyer } from '@/server/punchout/buyers'
import { setupResponse } from '@/server/punchout/cxmlBuild'
import { CxmlError } from '@/server/punchout/cxmlParse'
import { cxmlRoute, shopHost } from '@/server/punchout/cxmlRoute'
import { isAllowedPostBack } from '@/server/punchout/hosts'
import { openSession } from '@/server/punchout/sessions'
import { acceptOnce } from '@/server/punchout/replay'
import { readSetupRequest } from '@/server/punchout/setupRequest'

/** The body is cXML (text/xml): read raw by cxmlRoute. */
export const config = { api: { bodyParser: false } }

/** Setup requests per address in 15 minutes: a platform opens a session per buyer visit, a guesser needs thousands. */
export const CXML_SETUP_LIMIT_PER_ADDRESS = 120
const allow = createRateLimiter({ name: 'cxml-setup-address', limit: CXML_SETUP_LIMIT_PER_ADDRESS, windowMs: 15 * 60_000 })

/**
 * POST /api/punchout/cxml — PunchOutSetupRequest from a procurement platform (Coupa). Answers a cXML Response 200 with
 * PunchOutSetupResponse/StartPage/URL: a single-use start URL valid 5 minutes (GET /api/punchout/start?token=…).
 * 401 wrong sender or secret, 403 post-back URL outside the buyer's allowed hosts (or on another port than https' own),
 * 409 a document already received (same payloadID: a replay), 400 bad document, 413 too large,
 * 429 too many requests from one address.
 */
export default cxmlRoute(
  'setup',
  async (root, payload) => {
    const request = readSetupRequest(root)
    const buyer = await authenticateBuyer(payload, request.header)
    if (!isAllowedPostBack(request.browserFormPost, buyer.allowedHosts))
      throw new CxmlError(403, 'BrowserFormPost URL is not an allowed host for this buyer')
    await acceptOnce(payload, buyer.id, request.header.payloadId)
    const token = await openSession(payload, buyer, request)
    const startUrl = new URL('/api/punchout/start', env.NEXT_PUBLIC_APP_URL)
    startUrl.searchParams.set('token', token)
    return { status: 200, xml: setupResponse(shopHost(), startUrl.toString()) }
  },
  { allow },
)

import { DEFAULT_PLATFORM, type DroppedLine, type PunchoutSessionReply } from '@/lib/punchout/api'
import { cms } from '@/server/http/payload'
import { buyerRoute } from '@/server/http/buyerRoute'
import { buyerById, relationId } from '@/server/punchout/buyers'
import { currentSession } from '@/server/punchout/sessions'

/**
 * GET /api/punchout/session — is this browser in a punch-out session (signed `punchout` cookie of the logged-in
 * buyer)? For the punch-out bar ('Retour vers Coupa'): the buyer's name, their platform's name, the operation,
 * read-only for `inspect`, and the requisition lines left out of the cart.
 */
export default buyerRoute({
  GET: {
    run: async (req, buyer) => {
      const payload = await cms()
      const session = await currentSession(payload, req.headers)
      const owner =
        session && String(relationId(session.client)) === buyer.id ? await buyerById(payload, relationId(session.buyer) as number) : null
      const body: PunchoutSessionReply =
        session && owner
          ? {
              code: 'success',
              punchout: {
                buyer: owner.name,
                platform: owner.platform ?? DEFAULT_PLATFORM[session.dialect === 'oci' ? 'oci' : 'cxml'],
                operation: session.operation,
                readOnly: session.operation === 'inspect',
                dropped: Array.isArray(session.dropped_lines) ? (session.dropped_lines as DroppedLine[]) : [],
              },
            }
          : { code: 'success', punchout: null }
      return { body }
    },
  },
})

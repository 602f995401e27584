import type { Endpoint } from 'payload'

/**
 * spec §7 GET {cms}/api/listing-preparateurs (credentials): the preparers of the caller's company, each with their open
 * cart for a buyer → `{ code: 'success', role, societe, preparateurs }` (src/lib/account/api.ts PreparersReply).
 * A visitor, an editor or a deactivated account → 401.
 */
export const listingPreparateurs: Endpoint = {
  path: '/listing-preparateurs',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'private, no-store' }
    const user = req.user as { collection?: string; id: number; compte_desactive?: boolean | null; dimasys_type?: number | null } | null
    if (!user || user.collection !== 'clients' || user.compte_desactive) {
      const { ACCOUNT_MESSAGES } = await import('@/server/account/messages')
      return Response.json({ code: 'unauthenticated', message: ACCOUNT_MESSAGES.unauthenticated }, { status: 401, headers })
    }
    // loaded on call: the server modules reach Payload through the config that imports this file
    const { listPreparers } = await import('@/server/account/preparers')
    const reply = await listPreparers({ id: String(user.id), dimasysType: user.dimasys_type ?? null, lastOrder: null })
    return Response.json(reply, { headers })
  },
}

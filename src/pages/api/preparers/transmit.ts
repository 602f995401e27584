import { transmitCart } from '@/server/account/transmit'
import { buyerRoute, cartWrites } from '@/server/http/buyerRoute'

/**
 * POST /api/preparers/transmit (« Transmettre à l'acheteur »): a preparer hands her open cart to the
 * buyers of her company (mail + banner in /mon-compte/preparateurs) → `{ code: 'success', transmitted_at, recipients }`;
 * not a preparer → 403, empty cart or no buyer → 409.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('preparers/transmit'),
    run: async (_req, buyer) => ({ body: await transmitCart(buyer) }),
  },
})

import { emptyCart } from '@/server/cart/cart'
import { buyerRoute, cartWrites } from '@/server/http/buyerRoute'

/** GET /api/cart/empty (spec §7): clears the server-side cart (lines and last_dimasys_order). docs/cart-api.md. */
export default buyerRoute({
  GET: {
    changesState: true,
    allow: cartWrites('cart/empty'),
    run: async (_req, buyer) => ({ body: { code: 'success', order: await emptyCart(buyer) } }),
  },
})

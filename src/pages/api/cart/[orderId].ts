import { changeLine } from '@/server/cart/cart'
import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { orderIdSchema, parse, setLineSchema } from '@/server/http/parse'
import { refuseWhenInspecting } from '@/server/punchout/readOnly'

/**
 * POST /api/cart/{orderId} `{id, quantity}` (spec §7): sets a line of the buyer's cart, quantity 0 removes it; orderId
 * is the last order id or -1. → `{ code: 'success', order }` (order.id). docs/cart-api.md.
 */
/** The body is read by buyerRoute: a malformed one gets a French `{ code, message }` (Next's parser answers in text). */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('cart/[orderId]'),
    async run(req, buyer) {
      const orderId = parse(orderIdSchema, param(req, 'orderId'))
      const line = parse(setLineSchema, req.body)
      await refuseWhenInspecting(req.headers, buyer)
      return { body: { code: 'success', order: await changeLine(buyer, orderId, line) } }
    },
  },
})

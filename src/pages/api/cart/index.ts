import { addToCart, emptyCart } from '@/server/cart/cart'
import { buyerRoute, cartWrites } from '@/server/http/buyerRoute'
import { addItemSchema, isEmptyBody, parse } from '@/server/http/parse'
import { refuseWhenInspecting } from '@/server/punchout/readOnly'

/**
 * POST /api/cart (spec §7): with an item `{product_id, product_quantity}`, creates the cart with it →
 * `{ code: 'success', order }` (order.statusCode, order.data.id); without body, empties the cart. docs/cart-api.md.
 */
/** The body is read by buyerRoute: a malformed one gets a French `{ code, message }` (Next's parser answers in text). */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('cart/index'),
    async run(req, buyer) {
      if (isEmptyBody(req.body)) return { body: { code: 'success', order: await emptyCart(buyer) } }
      const item = parse(addItemSchema, req.body)
      await refuseWhenInspecting(req.headers, buyer)
      return { body: { code: 'success', order: await addToCart(buyer, item) } }
    },
  },
})

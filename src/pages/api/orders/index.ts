import { rememberDeliveryAddress } from '@/server/account/addresses'
import { refusePreparerCheckout } from '@/server/account/transmit'
import { createRateLimiter } from '@/server/http/rateLimit'
import { checkout, listOrders } from '@/server/cart/orders'
import { buyerRoute, erpReads } from '@/server/cart/route'
import { checkoutSchema, parse } from '@/server/cart/schemas'
import { CartError } from '@/server/cart/errors'
import { PUNCHOUT_MESSAGES } from '@/server/punchout/messages'
import { refuseWhenInspecting } from '@/server/punchout/readOnly'

/** Checkouts per buyer and minute. */
export const CHECKOUT_LIMIT = 10

/**
 * GET /api/orders (spec §7): the buyer's orders, newest first. POST /api/orders: checkout on account of the open cart
 * `{delivery_address, po_reference?, order_id?}` → 201 `{ code: 'success', order }`. docs/cart-api.md.
 */
/** The body is read by buyerRoute: a malformed one gets a French `{ code, message }` (Next's parser answers in text). */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  GET: {
    allow: erpReads('orders/index'),
    run: async (_req, buyer) => ({ body: { code: 'success', orders: await listOrders(buyer) } }),
  },
  POST: {
    changesState: true,
    allow: createRateLimiter({ name: 'checkout', limit: CHECKOUT_LIMIT, windowMs: 60_000 }),
    run: async (req, buyer) => {
      const body = parse(checkoutSchema, req.body)
      await refuseWhenInspecting(req.headers, buyer)
      // a procurement account orders through its platform (cXML OrderRequest / OCI), even when logged in directly
      if (buyer.procurement) throw new CartError(403, 'orders_through_platform', PUNCHOUT_MESSAGES.ordersThroughPlatform)
      // a preparer prepares; a buyer of her company orders
      await refusePreparerCheckout(buyer)
      const order = await checkout(buyer, body)
      // offered at the next checkout; the order is placed whatever happens to the address book
      await rememberDeliveryAddress(buyer, body.delivery_address).catch((error) => console.error('[addresses] not remembered', error))
      return { status: 201, body: { code: 'success', order } }
    },
  },
})

import { readOrder } from '@/server/cart/orders'
import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { orderIdSchema, parse } from '@/server/http/parse'

/** GET /api/orders/{id} (spec §7; -1 when absent): `{ code, order }`, order.amount_ht… docs/cart-api.md. */
export default buyerRoute({
  GET: {
    allow: erpReads('orders/[id]'),
    run: async (req, buyer) => ({ body: await readOrder(buyer, parse(orderIdSchema, param(req, 'id'))) }),
  },
})

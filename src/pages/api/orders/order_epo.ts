import { z } from 'zod'

import { cms } from '@/server/http/payload'
import { buyerRoute, cartWrites } from '@/server/http/buyerRoute'
import { orderIdSchema, parse } from '@/server/http/parse'
import { PUNCHOUT_MESSAGES as M } from '@/server/punchout/messages'
import { transferCart } from '@/server/punchout/transfer'

/** The body is read by buyerRoute: a malformed one gets a French `{ code, message }`. */
export const config = { api: { bodyParser: false } }

/** spec §7: `{orderId, email}`; orderId the last order id or -1 (the open cart), email informative. */
const transferSchema = z.object(
  {
    orderId: z.union([z.number().int().transform(String), z.string()], { error: M.invalidTransfer }).pipe(orderIdSchema),
    email: z.string().max(256).nullish(),
  },
  { error: M.invalidTransfer },
)

/**
 * POST /api/orders/order_epo (spec §6, §7): for a procurement (Coupa) session, the cart as a cXML PunchOutOrderMessage
 * → 200 `{ code: 'ok', form: { action, fields: { 'cxml-urlencoded', 'cxml-base64' } } }`, which the browser posts to
 * the platform (src/features/punchout/TransferForm.tsx) before emptying the cart. docs/cart-api.md.
 */
export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('orders/order_epo'),
    run: async (req, buyer) => {
      const body = parse(transferSchema, req.body ?? {})
      return { body: await transferCart(await cms(), req.headers, buyer, body.orderId) }
    },
  },
})

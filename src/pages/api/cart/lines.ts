import { addLines } from '@/server/cart/cart'
import { API_MESSAGES as M } from '@/server/http/messages'
import { buyerRoute, cartWrites } from '@/server/http/buyerRoute'
import { addLinesSchema, parse } from '@/server/http/parse'
import { refuseWhenInspecting } from '@/server/punchout/readOnly'

/**
 * POST /api/cart/lines `{ lines: [{ productId, quantity }] }`: adds up to 500 lines in one call (quantities added to the
 * cart's lines, the cart created when there is none) → `{ code: 'success', order, added, refused }`; none added → 400
 * `lines_refused` with `refused`. docs/cart-api.md.
 */
/** The body is read by buyerRoute: a malformed one gets a French `{ code, message }` (Next's parser answers in text). */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('cart/lines'),
    // 500 lines of about 40 bytes
    maxBodyBytes: 64 * 1024,
    async run(req, buyer) {
      const lines = parse(addLinesSchema, req.body)
      await refuseWhenInspecting(req.headers, buyer)
      const { order, added, refused } = await addLines(buyer, lines)
      if (!order) return { status: 400, body: { code: 'lines_refused', message: M.noLineAdded(refused.map((r) => r.message)), refused } }
      return { body: { code: 'success', order, added, refused } }
    },
  },
})

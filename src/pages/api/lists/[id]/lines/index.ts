import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { addLine } from '@/server/lists/lists'
import { listIdSchema, listLineSchema } from '@/server/lists/schemas'

/**
 * POST /api/lists/{id}/lines `{ product_id, quantity? }`: adds a product (its minimum without a quantity) → 201
 * `{ code: 'success', list, added: true }`, or 200 with `added: false` when it was already in the list.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('lists/[id]/lines'),
    async run(req, buyer) {
      const line = parse(listLineSchema, req.body)
      const { list, added } = await addLine(buyer, parse(listIdSchema, param(req, 'id')), line.productId, line.quantity)
      return { status: added ? 201 : 200, body: { code: 'success', list, added } }
    },
  },
})

import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse, productIdParamSchema } from '@/server/http/parse'
import { removeLine, setLineQuantity } from '@/server/lists/lists'
import { listIdSchema, listQuantitySchema } from '@/server/lists/schemas'

/** PATCH /api/lists/{id}/lines/{productId} `{ quantity }` and DELETE: one line of a list → `{ code: 'success', list }`. */
export const config = { api: { bodyParser: false } }

const ids = (req: Parameters<typeof param>[0]) =>
  [parse(listIdSchema, param(req, 'id')), parse(productIdParamSchema, param(req, 'productId'))] as const

export default buyerRoute({
  PATCH: {
    changesState: true,
    allow: cartWrites('lists/[id]/lines/[productId]'),
    async run(req, buyer) {
      const [list, product] = ids(req)
      return { body: { code: 'success', list: await setLineQuantity(buyer, list, product, parse(listQuantitySchema, req.body)) } }
    },
  },
  DELETE: {
    changesState: true,
    allow: cartWrites('lists/[id]/lines/[productId]'),
    async run(req, buyer) {
      const [list, product] = ids(req)
      return { body: { code: 'success', list: await removeLine(buyer, list, product) } }
    },
  },
})

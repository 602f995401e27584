import { buyerRoute, cartWrites, erpReads, param } from '@/server/http/buyerRoute'
import { parse, productIdParamSchema } from '@/server/http/parse'
import { partNumberFor, setPartNumber } from '@/server/part-numbers/partNumbers'
import { partNumberBodySchema } from '@/server/part-numbers/schemas'

/**
 * « Ma référence » of the buyer's company for one product (docs/part-numbers-api.md).
 * GET → `{ code: 'success', partNumber: { productId, reference } | null }`;
 * POST `{ reference }` sets it (an empty text removes it) → the same reply; 404 for a product not displayed.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  GET: {
    allow: erpReads('part-numbers/[productId]'),
    run: async (req, buyer) => ({
      body: { code: 'success', partNumber: await partNumberFor(buyer, parse(productIdParamSchema, param(req, 'productId'))) },
    }),
  },
  POST: {
    changesState: true,
    allow: cartWrites('part-numbers/[productId]'),
    async run(req, buyer) {
      const productId = parse(productIdParamSchema, param(req, 'productId'))
      const reference = parse(partNumberBodySchema, req.body)
      return { body: { code: 'success', partNumber: await setPartNumber(buyer, productId, reference) } }
    },
  },
})

import { removeFavorite } from '@/server/account/favorites'
import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse, productIdParamSchema } from '@/server/http/parse'

/** DELETE /api/favorites/{productId}: removes one of the buyer's favourites → `{ code: 'success' }`; 404 if not theirs. */
export default buyerRoute({
  DELETE: {
    changesState: true,
    allow: cartWrites('favorites/[productId]'),
    async run(req, buyer) {
      await removeFavorite(buyer, parse(productIdParamSchema, param(req, 'productId')))
      return { body: { code: 'success' } }
    },
  },
})

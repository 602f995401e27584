import { addFavorite, listFavorites } from '@/server/account/favorites'
import { favoriteBodySchema } from '@/server/account/schemas'
import { buyerRoute, cartWrites, erpReads } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'

/**
 * GET /api/favorites: the buyer's favourites, newest first → `{ code: 'success', favorites: [{ product, added_at }] }`.
 * POST /api/favorites `{ product_id }` → 201 (200 when already a favourite) `{ code: 'success', favorite }`.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  GET: {
    allow: erpReads('favorites/index'),
    run: async (_req, buyer) => ({ body: { code: 'success', favorites: await listFavorites(buyer) } }),
  },
  POST: {
    changesState: true,
    allow: cartWrites('favorites/index'),
    async run(req, buyer) {
      const { favorite, created } = await addFavorite(buyer, parse(favoriteBodySchema, req.body))
      return { status: created ? 201 : 200, body: { code: 'success', favorite } }
    },
  },
})

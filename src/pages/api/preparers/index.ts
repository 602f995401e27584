import { addPreparer } from '@/server/account/preparers'
import { preparerBodySchema } from '@/server/account/schemas'
import { buyerRoute, cartWrites } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'

/**
 * POST /api/preparers `{ email }`: adds a client of the buyer's company as a preparer → 201 `{ code: 'success',
 * preparateur }`. The list is spec §7 GET {cms}/api/listing-preparateurs (src/cms/endpoints/listingPreparateurs.ts).
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    changesState: true,
    allow: cartWrites('preparers/index'),
    run: async (req, buyer) => ({
      status: 201,
      body: { code: 'success', preparateur: await addPreparer(buyer, parse(preparerBodySchema, req.body).email) },
    }),
  },
})

import { PART_NUMBER_HITS } from '@/lib/part-numbers/api'
import { buyerRoute, erpReads, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { searchPartNumbers } from '@/server/part-numbers/partNumbers'
import { partNumberQuerySchema } from '@/server/part-numbers/schemas'

/**
 * GET /api/part-numbers?q=…: the products whose « Ma référence » of the buyer's company begins with (or contains) the
 * text, exact first → `{ code: 'success', hits: [{ partNumber, product }] }`. The search dropdown and results merge
 * them above the public hits for this buyer only (the search records never hold part numbers).
 */
export default buyerRoute({
  GET: {
    allow: erpReads('part-numbers/index'),
    run: async (req, buyer) => ({
      body: {
        code: 'success',
        hits: await searchPartNumbers(buyer, parse(partNumberQuerySchema, param(req, 'q') ?? ''), PART_NUMBER_HITS),
      },
    }),
  },
})

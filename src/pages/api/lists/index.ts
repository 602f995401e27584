import { buyerRoute, cartWrites, erpReads } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { createList, listLists } from '@/server/lists/lists'
import { listNameSchema } from '@/server/lists/schemas'

/**
 * GET /api/lists: the company's shopping lists, latest changed first → `{ code: 'success', lists }`.
 * POST /api/lists `{ name }` → 201 `{ code: 'success', list }`; 409 `list_name_taken`, `lists_limit`.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  GET: {
    allow: erpReads('lists/index'),
    run: async (_req, buyer) => ({ body: { code: 'success', lists: await listLists(buyer) } }),
  },
  POST: {
    changesState: true,
    allow: cartWrites('lists/index'),
    run: async (req, buyer) => ({ status: 201, body: { code: 'success', list: await createList(buyer, parse(listNameSchema, req.body)) } }),
  },
})

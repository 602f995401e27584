import { buyerRoute, cartWrites, erpReads, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { deleteList, readList, renameList } from '@/server/lists/lists'
import { listIdSchema, listNameSchema } from '@/server/lists/schemas'

/**
 * GET /api/lists/{id} → `{ code: 'success', list }` with its lines; PATCH `{ name }` renames it; DELETE removes it (its
 * creator only, 403 `list_delete_forbidden` otherwise). Another company's list → 404 `not_found`.
 */
export const config = { api: { bodyParser: false } }

const listId = (req: Parameters<typeof param>[0]) => parse(listIdSchema, param(req, 'id'))

export default buyerRoute({
  GET: {
    allow: erpReads('lists/[id]'),
    run: async (req, buyer) => ({ body: { code: 'success', list: await readList(buyer, listId(req)) } }),
  },
  PATCH: {
    changesState: true,
    allow: cartWrites('lists/[id]'),
    run: async (req, buyer) => ({ body: { code: 'success', list: await renameList(buyer, listId(req), parse(listNameSchema, req.body)) } }),
  },
  DELETE: {
    changesState: true,
    allow: cartWrites('lists/[id]'),
    async run(req, buyer) {
      await deleteList(buyer, listId(req))
      return { body: { code: 'success' } }
    },
  },
})

import { deleteAddress, updateAddress } from '@/server/account/addresses'
import { addressIdSchema, addressPatchSchema } from '@/server/account/addressSchemas'
import { buyerRoute, cartWrites, param } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'

/**
 * PATCH /api/addresses/{id} `{ name?, street?, postal_code?, city?, country?, is_default? }` → `{ code: 'success',
 * address }`; DELETE /api/addresses/{id} → `{ code: 'success' }`. Another buyer's address id → 404 `not_found`.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  PATCH: {
    changesState: true,
    allow: cartWrites('addresses/[id]'),
    async run(req, buyer) {
      const id = parse(addressIdSchema, param(req, 'id'))
      return { body: { code: 'success', address: await updateAddress(buyer, id, parse(addressPatchSchema, req.body)) } }
    },
  },
  DELETE: {
    changesState: true,
    allow: cartWrites('addresses/[id]'),
    async run(req, buyer) {
      await deleteAddress(buyer, parse(addressIdSchema, param(req, 'id')))
      return { body: { code: 'success' } }
    },
  },
})

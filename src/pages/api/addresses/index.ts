import { createAddress, listAddresses } from '@/server/account/addresses'
import { newAddressSchema } from '@/server/account/addressSchemas'
import { buyerRoute, cartWrites, erpReads } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'

/**
 * GET /api/addresses: `{ code: 'success', company, addresses, max }` — the company's delivery address (client record)
 * and the buyer's own, default first. POST /api/addresses `{ name, street, postal_code, city, country, is_default? }`
 * → 201 (200 when the same address is already saved) `{ code: 'success', address }`. docs/addresses-api.md.
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  GET: {
    allow: erpReads('addresses/index'),
    run: async (_req, buyer) => ({ body: await listAddresses(buyer) }),
  },
  POST: {
    changesState: true,
    allow: cartWrites('addresses/index'),
    async run(req, buyer) {
      const { address, created } = await createAddress(buyer, parse(newAddressSchema, req.body))
      return { status: created ? 201 : 200, body: { code: 'success', address } }
    },
  },
})

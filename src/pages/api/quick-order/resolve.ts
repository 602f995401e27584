import { buyerRoute } from '@/server/http/buyerRoute'
import { parse } from '@/server/http/parse'
import { createRateLimiter } from '@/server/http/rateLimit'
import { resolveLines } from '@/server/quick-order/resolve'
import { resolveSchema } from '@/server/quick-order/schemas'

/**
 * POST /api/quick-order/resolve `{ lines: [{ reference, quantity }] }` (1 to 500): each line recognised (« Ma
 * référence », shop reference, EAN, manufacturer's reference), priced for the buyer, its quantity packed to the
 * product's rules → `{ code: 'success', lines: ResolvedLine[] }` in the same order. docs/quick-order-api.md.
 * A POST for its body's size; it changes nothing (no origin check, no queue).
 */
export const config = { api: { bodyParser: false } }

export default buyerRoute({
  POST: {
    // a resolve reads the whole catalogue's identifiers: fewer than the cart's reads
    allow: createRateLimiter({ name: 'quick-order:resolve', limit: 60, windowMs: 60_000 }),
    // 500 lines of a reference (64 characters at most) and a quantity
    maxBodyBytes: 64 * 1024,
    run: async (req, buyer) => ({ body: { code: 'success', lines: await resolveLines(buyer, parse(resolveSchema, req.body)) } }),
  },
})

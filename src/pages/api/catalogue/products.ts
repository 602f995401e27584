import type { NextApiRequest, NextApiResponse } from 'next'

import { CATALOGUE_MESSAGES } from '@/lib/catalogue/messages'
import { parseListingQuery } from '@/lib/catalogue/query'
import type { ProductListing } from '@/lib/catalogue/types'
import { listProducts } from '@/server/catalogue/listing'
import { reportApiError } from '@/server/ops/errors'

type ErrorBody = { code: string; message: string }

/**
 * GET /api/catalogue/products?catalogue=&categorie=&marque=&tri=a-z|z-a|reference&page=1&limite=24
 * One page of displayed products (public data, no price). 400 on bad input, 404 on an unknown scope.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse<ProductListing | ErrorBody>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).json({ code: 'method_not_allowed', message: CATALOGUE_MESSAGES.methodNotAllowed })
  }
  const parsed = parseListingQuery(req.query)
  if (!parsed.ok) {
    res.setHeader('Cache-Control', 'no-store')
    return res.status(400).json({ code: parsed.code, message: parsed.message })
  }
  const { catalogue, categorie, marque, tri, page, limite } = parsed.query
  try {
    const listing = await listProducts({ catalogue, categorie, marque }, { tri, page, limit: limite })
    // same answer for every visitor: shared caches may keep it briefly
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300')
    if (!listing) return res.status(404).json({ code: 'not_found', message: CATALOGUE_MESSAGES.notFound })
    return res.status(200).json(listing)
  } catch (error) {
    reportApiError('[api/catalogue/products]', error, req)
    res.setHeader('Cache-Control', 'no-store')
    return res.status(500).json({ code: 'server_error', message: CATALOGUE_MESSAGES.serverError })
  }
}

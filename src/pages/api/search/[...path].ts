import type { NextApiRequest, NextApiResponse } from 'next'

import { SEARCH_INDEX } from '@/lib/search/types'
import { cms } from '@/server/http/payload'
import { LOCAL_SEARCH_PATH, searchBackend } from '@/server/search'
import { createSearchHandler } from '@/server/search/http'
import { loadIndexContent } from '@/server/search/indexer'
import { localSearchKeys } from '@/server/search/keys'
import { localEngineNow } from '@/server/search/local'

// /api/search/1/…: the embedded Algolia-compatible endpoint (src/server/search/http.ts); the official clients point
// their host at {origin}/api/search. The body is read raw: JSON sent as text/plain, gzip, and bad JSON answered 400.
export const config = { api: { bodyParser: false, responseLimit: false } }

const handle = createSearchHandler({
  basePath: LOCAL_SEARCH_PATH,
  keys: async () => localSearchKeys((await cms()).secret),
  // during the start-up build: 503 + Retry-After after a short wait, never a request held for the whole build
  engine: async () => {
    const payload = await cms()
    return localEngineNow(SEARCH_INDEX, () => loadIndexContent(payload))
  },
})

export default async function search(req: NextApiRequest, res: NextApiResponse) {
  if (searchBackend() === 'algolia') {
    return res.status(404).json({ message: 'Search is served by Algolia: the embedded endpoint is off', status: 404 })
  }
  await handle(req, res)
}

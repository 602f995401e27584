/**
 * Rebuilds the search index from the database: `npx tsx scripts/search-reindex.ts` (after a bulk import, or a seed
 * while the server runs). Uses the official client and the write key, like every indexer:
 *  - with the Algolia settings: the Algolia index (settings, replicas, the editors' synonyms, every record through
 *    replaceAllObjects);
 *  - embedded: the running shop's endpoint {NEXT_PUBLIC_APP_URL or http://localhost:$PORT}/api/search, whose index
 *    lives in the server process (a server that is not running rebuilds its index at start-up anyway).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { SEARCH_INDEX } from '@/lib/search/types'
import { LOCAL_SEARCH_PATH, reindexAll, searchBackend, searchIndex } from '@/server/search'
import { AlgoliaSearchIndex, algoliaClient } from '@/server/search/algolia'
import { localSearchKeys } from '@/server/search/keys'

const payload = await getPayload({ config })
try {
  const started = Date.now()
  let index = searchIndex()
  let target = 'Algolia'
  if (searchBackend() === 'local') {
    const origin = new URL(process.env.NEXT_PUBLIC_APP_URL || `http://localhost:${process.env.PORT ?? 3000}`)
    const keys = localSearchKeys(payload.secret)
    const host = {
      url: `${origin.host}${LOCAL_SEARCH_PATH}`,
      accept: 'readWrite' as const,
      protocol: origin.protocol === 'https:' ? ('https' as const) : ('http' as const),
    }
    index = new AlgoliaSearchIndex(algoliaClient(keys.appId, keys.writeKey, [host]), SEARCH_INDEX)
    target = `${origin.origin}${LOCAL_SEARCH_PATH}`
  }
  const { records, synonyms } = await reindexAll(payload, index)
  console.log(
    `[search] ${records} fiches et ${synonyms} synonymes indexés dans ${SEARCH_INDEX} (${target}) en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  process.exit(0)
} catch (error) {
  console.error('[search] échec de la réindexation :', error)
  process.exit(1)
}

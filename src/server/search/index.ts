/**
 * The shop's search index, chosen once from the environment: Algolia when the `algolia` settings group is set
 * (app id, search key, write key), otherwise the embedded engine served by this app at `/api/search`.
 */
import type { Payload } from 'payload'

import { env, features } from '@/env'
import { SEARCH_INDEX, type SearchClientConfig } from '@/lib/search/types'
import { AlgoliaSearchIndex, algoliaClient } from './algolia'
import { loadIndexContent } from './indexer'
import { localSearchKeys } from './keys'
import { ensureLocalIndex, LocalSearchIndex } from './local'
import { startSearchSync } from './sync'
import type { SearchIndex } from './types'

export type { SearchIndex } from './types'
export type { SearchClientConfig } from '@/lib/search/types'

/** Path of the embedded endpoint on the app's origin (the clients' host is origin + this path). */
export const LOCAL_SEARCH_PATH = '/api/search'
/** Path of the embedded Insights endpoint (search-insights' host is origin + this path). */
const LOCAL_INSIGHTS_PATH = '/api/insights'

export const searchBackend = (): 'algolia' | 'local' => (features.algolia ? 'algolia' : 'local')

let current: SearchIndex | null = null

export function searchIndex(): SearchIndex {
  if (current) return current
  if (searchBackend() === 'algolia') {
    const client = algoliaClient(env.NEXT_PUBLIC_ALGOLIA_APP_ID as string, env.ALGOLIA_WRITE_KEY as string)
    current = new AlgoliaSearchIndex(client, SEARCH_INDEX)
  } else current = new LocalSearchIndex(SEARCH_INDEX)
  return current
}

/**
 * Makes sure the index holds the catalogue: the embedded engine is built from the database (once per process) and,
 * with Redis, follows the changes made on the other instances (./sync.ts: subscribed before the build reads the
 * database, so nothing falls in between); an empty Algolia index is configured and filled. Resolves when done.
 */
export async function ensureSearchIndex(payload: Payload): Promise<void> {
  if (searchBackend() === 'local') {
    const index = searchIndex()
    await startSearchSync(
      payload,
      async (save, remove) => {
        await index.saveObjects(save)
        await index.deleteObjects(remove)
      },
      () => ensureLocalIndex(SEARCH_INDEX, () => loadIndexContent(payload), true),
      async (save, remove) => {
        await index.saveSynonyms(save)
        await index.deleteSynonyms(remove)
      },
    ).catch((error: unknown) => payload.logger.warn({ err: error }, 'search index: no updates from the other instances (Redis)'))
    await ensureLocalIndex(SEARCH_INDEX, () => loadIndexContent(payload))
    return
  }
  const index = searchIndex()
  if ((await index.count()) > 0) return
  const { records, synonyms } = await loadIndexContent(payload)
  await index.configure()
  await index.replaceAllSynonyms(synonyms)
  await index.replaceAllObjects(records)
}

/**
 * Rebuilds the whole index (settings, synonyms, records) from the database now, in this process's index or the one
 * given (the reindex script's client of a running shop); returns how many records and synonyms it wrote.
 */
export async function reindexAll(payload: Payload, index: SearchIndex = searchIndex()): Promise<{ records: number; synonyms: number }> {
  const { records, synonyms } = await loadIndexContent(payload)
  await index.configure()
  await index.replaceAllSynonyms(synonyms)
  await index.replaceAllObjects(records)
  return { records: records.length, synonyms: synonyms.length }
}

/** The browser's search settings (see SearchClientConfig): with Algolia, its public ones; embedded, the derived search key. */
export function searchClientConfig(payload: Pick<Payload, 'secret'>): SearchClientConfig {
  if (searchBackend() === 'algolia') {
    return {
      appId: env.NEXT_PUBLIC_ALGOLIA_APP_ID as string,
      searchKey: env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY as string,
      indexName: SEARCH_INDEX,
      localPath: null,
      insightsPath: null,
    }
  }
  const keys = localSearchKeys(payload.secret)
  return {
    appId: keys.appId,
    searchKey: keys.searchKey,
    indexName: SEARCH_INDEX,
    localPath: LOCAL_SEARCH_PATH,
    insightsPath: LOCAL_INSIGHTS_PATH,
  }
}

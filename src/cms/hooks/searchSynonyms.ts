import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, RequestContext } from 'payload'

import { searchBackend, searchIndex } from '@/server/search'
import { synonymHitOf, synonymObjectId, type SynonymDoc } from '@/server/search/synonyms'
import { publishSynonymChange } from '@/server/search/sync'
import { redisConfigured } from '@/server/redis'

/**
 * Keeps the search synonyms current: an editor's save pushes the synonym to the search backend
 * (embedded engine, or Algolia through the official client), a deletion removes it; the save waits for it, so the
 * next search uses it. With several embedded instances (REDIS_URL), the others re-read it (server/search/sync.ts).
 * Skipped with `context.disableSearchIndex` and during the seed: a build pushes every synonym of the database.
 */
const skipped = (context: RequestContext | undefined): boolean => Boolean(context?.disableSearchIndex || context?.seed)
const shared = (): boolean => searchBackend() === 'local' && redisConfigured()

export const pushSynonym: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  const local = searchIndex().acceptsWrites()
  if (skipped(context) || (!local && !shared())) return doc
  try {
    const current = doc as SynonymDoc & { updatedAt?: string }
    if (local) {
      const hit = synonymHitOf(current)
      if (hit) await searchIndex().saveSynonyms([hit])
      else await searchIndex().deleteSynonyms([synonymObjectId(current.id)])
    }
    if (shared()) await publishSynonymChange(req.payload, Number(current.id), current.updatedAt ?? new Date().toISOString())
  } catch (error) {
    // the save itself succeeded: the next build pushes every synonym again
    req.payload.logger.warn({ err: error }, 'search synonym update failed')
  }
  return doc
}

export const removeSynonym: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  const local = searchIndex().acceptsWrites()
  if (skipped(context) || (!local && !shared())) return doc
  try {
    const id = (doc as SynonymDoc).id
    if (local) await searchIndex().deleteSynonyms([synonymObjectId(id)])
    if (shared()) await publishSynonymChange(req.payload, Number(id), null)
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'search synonym deletion failed')
  }
  return doc
}

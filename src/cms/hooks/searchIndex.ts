import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Payload, RequestContext } from 'payload'

import { searchBackend, searchIndex } from '@/server/search'
import { changesFor, productsShowing, replacementNeighbours, type Change } from '@/server/search/indexer'
import { objectIdOf, type IndexedCollection } from '@/server/search/records'
import { publishSearchChanges, type SearchChange } from '@/server/search/sync'
import { redisConfigured } from '@/server/redis'

/**
 * Keeps the search index current: after a create, an update (including `should_be_displayed` or a
 * publication status changing) or a delete, the document's record is saved or removed; a brand or catalogue whose
 * name changes also refreshes the products that show it. The editor's save waits for the index (the embedded one
 * is updated in memory at once), so the change is searchable when the save returns.
 *
 * With several instances (embedded engine and REDIS_URL), the instance that made the change then sends the changed
 * ids to the others, which re-read them from the database (src/server/search/sync.ts).
 *
 * Skipped with `context.disableSearchIndex` and during the seed (`context.seed`): the index is rebuilt from the
 * database at start-up, or by `npx tsx scripts/search-reindex.ts`.
 */
type Doc = Record<string, unknown> & { id: number }

const DRAFTABLE = new Set<IndexedCollection>(['case-studies', 'brochures'])
const NAMED_BY = { marques: ['titre', 'slug'], catalogues: ['titre'] } as const

const skipped = (context: RequestContext | undefined): boolean => Boolean(context?.disableSearchIndex || context?.seed)

/** Should this change be sent to the other instances (each holds its own embedded index)? */
const shared = (): boolean => searchBackend() === 'local' && redisConfigured()

async function apply(change: Change): Promise<void> {
  const index = searchIndex()
  await index.saveObjects(change.save)
  await index.deleteObjects(change.remove)
}

function searchIndexHooks(collection: IndexedCollection): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, req, context }) => {
        const local = searchIndex().acceptsWrites()
        if (skipped(context) || (!local && !shared())) return doc
        try {
          let current = doc as Doc
          if (DRAFTABLE.has(collection)) {
            // a saved draft leaves the published document as it was: index what visitors see
            const published = await req.payload.findByID({
              collection,
              id: current.id,
              draft: false,
              depth: 0,
              overrideAccess: true,
              req,
              disableErrors: true,
            })
            current = (published as unknown as Doc | null) ?? { ...current, _status: 'draft' }
          }
          const changes: SearchChange[] = [{ collection, ids: [current.id] }]
          if (local) await apply(await changesFor(req.payload, collection, [current], req))
          if (collection === 'marques' || collection === 'catalogues') {
            const renamed = previousDoc && NAMED_BY[collection].some((field) => (previousDoc as Doc)[field] !== (doc as Doc)[field])
            if (renamed) {
              const products = await productsShowing(req.payload, collection, current.id, req)
              if (products.length > 0 && local) await apply(await changesFor(req.payload, 'produits', products, req))
              changes.push({ collection: 'produits', ids: products.map((p) => p.id) })
            }
          }
          if (collection === 'produits') {
            // a replacement is searched by the names of the products it replaces (« Remplacé par »)
            const linked = await replacementNeighbours(req.payload, current, (previousDoc as Doc | undefined) ?? null, req)
            if (linked.length > 0 && local) await apply(await changesFor(req.payload, 'produits', linked, req))
            if (linked.length > 0) changes.push({ collection: 'produits', ids: linked.map((p) => p.id) })
          }
          if (shared()) {
            const updatedAt = typeof current.updatedAt === 'string' ? current.updatedAt : new Date().toISOString()
            await publishSearchChanges(req.payload, { collection, id: current.id, updatedAt }, changes)
          }
        } catch (error) {
          // the save itself succeeded: a failed index update is logged and caught up by the next change or rebuild
          req.payload.logger.warn({ err: error }, `search index update after a change of ${collection} failed`)
        }
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req, context }) => {
        const local = searchIndex().acceptsWrites()
        if (skipped(context) || (!local && !shared())) return doc
        try {
          const id = (doc as Doc).id
          if (local) await searchIndex().deleteObjects([objectIdOf(collection, id)])
          const changes: SearchChange[] = [{ collection, ids: [id] }]
          // the replacement it named no longer carries its name
          const linked =
            collection === 'produits'
              ? await replacementNeighbours(req.payload, { ...(doc as Doc), should_be_displayed: false }, doc as Doc, req)
              : []
          if (linked.length > 0 && local) await apply(await changesFor(req.payload, 'produits', linked, req))
          if (linked.length > 0) changes.push({ collection: 'produits', ids: linked.map((p) => p.id) })
          if (shared()) await publishSearchChanges(req.payload, { collection, id, updatedAt: null }, changes)
        } catch (error) {
          req.payload.logger.warn({ err: error }, `search index update after a deletion of ${collection} failed`)
        }
        return doc
      },
    ],
  }
}

/**
 * A batch of changed documents at once (the catalogue import writes with `disableSearchIndex`, then calls this once
 * its batch is committed): their records saved or removed in one call, and their ids sent to the other instances.
 * `docs` are the documents as saved (depth 0). Throws when the index refuses them (the caller reports it).
 */
export async function indexDocuments(payload: Payload, collection: IndexedCollection, docs: Doc[]): Promise<void> {
  const local = searchIndex().acceptsWrites()
  if (docs.length === 0 || (!local && !shared())) return
  if (local) await apply(await changesFor(payload, collection, docs))
  if (shared()) {
    const last = docs[docs.length - 1] as Doc
    const updatedAt = typeof last.updatedAt === 'string' ? last.updatedAt : null
    await publishSearchChanges(payload, { collection, id: last.id, updatedAt }, [{ collection, ids: docs.map((d) => d.id) }])
  }
}

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * A collection's hooks plus those that keep its search records current, which run first: the listing pages are
 * rendered from the search index, so the collection's own hooks (the pages' revalidation) must see the change in it.
 */
export function withSearchIndex(hooks: Hooks, collection: IndexedCollection): Hooks {
  const search = searchIndexHooks(collection)
  return {
    ...hooks,
    afterChange: [...search.afterChange, ...(hooks.afterChange ?? [])],
    afterDelete: [...search.afterDelete, ...(hooks.afterDelete ?? [])],
  }
}

/**
 * The embedded search engine on several instances (REDIS_URL set): each instance keeps its own index in memory, built
 * from the database at start-up. A CMS change is applied by the instance that made it (src/cms/hooks/searchIndex.ts),
 * which then publishes the changed document ids on a Redis channel; every other instance re-reads those documents
 * from the database and applies them to its own index. An instance ignores its own messages (instance id).
 *
 * The hooks run inside the editor's transaction, before it commits: a message names the edited document and its
 * `updatedAt`, and a receiver waits (bounded) until the database shows that version — or the deletion — before
 * re-reading. Whatever it then reads is the truth: a rolled-back change is re-read as it was.
 *
 * The editors' search synonyms travel the same way (a message naming the edited synonym: `synonym`), each instance
 * re-reading it and saving or deleting it in its own engine.
 */
import type { CollectionSlug, Payload } from 'payload'
import { z } from 'zod'

import { instanceId, redis, redisConfigured, redisKey, redisSubscriber } from '@/server/redis'

import { changesFor } from './indexer'
import { INDEXED_COLLECTIONS, objectIdOf, type IndexedCollection } from './records'
import { synonymHitOf, synonymObjectId, SYNONYMS_COLLECTION, type SynonymDoc, type SynonymHit } from './synonyms'

export const SEARCH_CHANNEL = redisKey('search', 'changes')

/** How long a receiver waits for the publisher's transaction to show in the database. */
const COMMIT_WAIT_MS = 5_000
const COMMIT_POLL_MS = 50

const collectionSchema = z.enum(Object.keys(INDEXED_COLLECTIONS) as [IndexedCollection, ...IndexedCollection[]])
const idSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])

const messageSchema = z.object({
  from: z.string(),
  /** The edited document: re-read once the database shows this version (`updatedAt`), or its deletion (null). */
  waitFor: z.object({ collection: collectionSchema, id: idSchema, updatedAt: z.string().nullable() }),
  /** The documents whose records to refresh (the edited one, and the products showing a renamed brand). */
  changes: z.array(z.object({ collection: collectionSchema, ids: z.array(idSchema) })),
})

/** A synonym an editor changed (saved: its `updatedAt`; deleted: null). */
const synonymMessageSchema = z.object({
  from: z.string(),
  synonym: z.object({ id: idSchema, updatedAt: z.string().nullable() }),
})

type SearchChangeMessage = z.input<typeof messageSchema>
export type SearchChange = { collection: IndexedCollection; ids: number[] }
export type CommitMark = { collection: IndexedCollection; id: number; updatedAt: string | null }
type AnyMark = Omit<CommitMark, 'collection'> & { collection: IndexedCollection | typeof SYNONYMS_COLLECTION }

/** Where received changes go (the local index), replaceable in tests. */
export type ApplyRecords = (save: Awaited<ReturnType<typeof changesFor>>['save'], remove: string[]) => Promise<void>

/** Where received synonym changes go (the local engine): saved, deleted by objectID. */
export type ApplySynonyms = (save: SynonymHit[], remove: string[]) => Promise<void>

/** Publishes a synonym change made by this instance (no-op without Redis). Never throws. */
export async function publishSynonymChange(payload: Payload, id: number, updatedAt: string | null): Promise<void> {
  if (!redisConfigured()) return
  const message: z.input<typeof synonymMessageSchema> = { from: instanceId(), synonym: { id, updatedAt } }
  try {
    await redis().publish(SEARCH_CHANNEL, JSON.stringify(message))
  } catch (error) {
    payload.logger.warn({ err: error }, 'search synonym change could not be sent to the other instances')
  }
}

/** Publishes changes made by this instance (no-op without Redis). Never throws: the save itself succeeded. */
export async function publishSearchChanges(payload: Payload, waitFor: CommitMark, changes: readonly SearchChange[]): Promise<void> {
  if (!redisConfigured() || changes.every((change) => change.ids.length === 0)) return
  const message: SearchChangeMessage = { from: instanceId(), waitFor, changes: changes.filter((change) => change.ids.length > 0) }
  try {
    await redis().publish(SEARCH_CHANNEL, JSON.stringify(message))
  } catch (error) {
    payload.logger.warn({ err: error }, 'search index change could not be sent to the other instances')
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Has the database caught up with the mark (the version is there, or the document is gone)? */
async function committed(payload: Payload, mark: AnyMark): Promise<boolean> {
  const doc = (await payload.findByID({
    collection: mark.collection as CollectionSlug,
    id: mark.id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    select: { updatedAt: true },
  })) as { updatedAt?: string } | null
  if (mark.updatedAt === null) return doc === null
  return Boolean(doc?.updatedAt) && new Date(doc!.updatedAt!).getTime() >= new Date(mark.updatedAt).getTime()
}

/** Re-reads the changed documents and applies their records (public: saved; hidden or gone: removed). */
async function reread(payload: Payload, change: SearchChange, applyRecords: ApplyRecords): Promise<void> {
  const { docs } = await payload.find({
    collection: change.collection as CollectionSlug,
    where: { id: { in: change.ids } },
    depth: 0,
    draft: false,
    pagination: false,
    overrideAccess: true,
  })
  const found = docs as unknown as (Record<string, unknown> & { id: number })[]
  const { save, remove } = await changesFor(payload, change.collection, found)
  const present = new Set(found.map((doc) => doc.id))
  const gone = change.ids.filter((id) => !present.has(id)).map((id) => objectIdOf(change.collection, id))
  await applyRecords(save, [...remove, ...gone])
}

/** Re-reads a synonym once its change shows in the database, and saves it (or deletes it: gone or emptied). */
async function receiveSynonym(
  payload: Payload,
  message: z.infer<typeof synonymMessageSchema>,
  applySynonyms: ApplySynonyms,
): Promise<void> {
  const mark: AnyMark = { collection: SYNONYMS_COLLECTION, id: message.synonym.id, updatedAt: message.synonym.updatedAt }
  const deadline = Date.now() + COMMIT_WAIT_MS
  while (!(await committed(payload, mark)) && Date.now() < deadline) await pause(COMMIT_POLL_MS)
  const doc = (await payload.findByID({
    collection: SYNONYMS_COLLECTION,
    id: mark.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as SynonymDoc | null
  const hit = doc ? synonymHitOf(doc) : null
  await applySynonyms(hit ? [hit] : [], hit ? [] : [synonymObjectId(mark.id)])
}

/** Handles one message of the channel; returns false for one this instance ignores (its own, or unreadable). */
export async function receiveSearchChanges(
  payload: Payload,
  raw: string,
  applyRecords: ApplyRecords,
  applySynonyms?: ApplySynonyms,
): Promise<boolean> {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return false
  }
  const synonym = synonymMessageSchema.safeParse(json)
  if (synonym.success) {
    if (synonym.data.from === instanceId() || !applySynonyms) return false
    await receiveSynonym(payload, synonym.data, applySynonyms)
    return true
  }
  let parsed: z.infer<typeof messageSchema>
  try {
    parsed = messageSchema.parse(json)
  } catch {
    return false
  }
  if (parsed.from === instanceId()) return false
  const deadline = Date.now() + COMMIT_WAIT_MS
  while (!(await committed(payload, parsed.waitFor)) && Date.now() < deadline) await pause(COMMIT_POLL_MS)
  for (const change of parsed.changes) await reread(payload, change, applyRecords)
  return true
}

const STATE = Symbol.for('boutique.search.sync')
type SyncState = { started: Promise<void> }

/**
 * Subscribes this process to the other instances' changes (once per process; no-op without Redis). Messages are
 * handled one after the other, in the order they arrive. Messages sent while this instance was cut from Redis are
 * lost (publish/subscribe keeps nothing): after a reconnection `rebuild` reads the whole index from the database.
 */
export function startSearchSync(
  payload: Payload,
  applyRecords: ApplyRecords,
  rebuild: () => Promise<unknown>,
  applySynonyms?: ApplySynonyms,
): Promise<void> {
  if (!redisConfigured()) return Promise.resolve()
  const g = globalThis as unknown as Record<symbol, SyncState | undefined>
  const existing = g[STATE]
  if (existing) return existing.started
  let queue = Promise.resolve()
  const subscriber = redisSubscriber()
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== SEARCH_CHANNEL) return
    queue = queue
      .then(() => receiveSearchChanges(payload, raw, applyRecords, applySynonyms))
      .then(
        () => undefined,
        (error: unknown) => payload.logger.warn({ err: error }, 'search index change from another instance failed'),
      )
  })
  let connections = 0
  subscriber.on('ready', () => {
    if (++connections > 1)
      void rebuild().catch((error: unknown) =>
        payload.logger.warn({ err: error }, 'search index rebuild after a Redis reconnection failed'),
      )
  })
  if (subscriber.status === 'ready') connections = 1
  const started = subscriber.subscribe(SEARCH_CHANNEL).then(() => undefined)
  g[STATE] = { started }
  // a failed subscription (Redis away at start) is tried again by the next ensureSearchIndex
  started.catch(() => {
    if (g[STATE]?.started === started) g[STATE] = undefined
  })
  return started
}

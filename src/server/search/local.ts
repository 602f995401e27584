/**
 * The embedded default: one engine per process, kept on `globalThis` because Next compiles the admin (app router,
 * where the CMS hooks run), the pages API routes and the instrumentation hook into separate module graphs that
 * share the process. The index is built from the database at start-up by the instrumentation (or on first use);
 * writes that arrive while it is being built are applied after it.
 *
 * The build never holds a search: it yields to the event loop between slices of records, and a search arriving
 * before the first build is done is answered `503` with `Retry-After` (`localEngineNow`) once a short wait is over
 * (the browser keeps the server-rendered listing from the database meanwhile). A rebuild (reindex, Redis
 * reconnection) keeps serving the previous index until the new one replaces it.
 *
 * The engine runs on a thread of its own (./worker: node:worker_threads) where it holds the index, is built and takes
 * every write: a burst of expensive searches slows the searches, never the pages and APIs of this event loop. Under
 * Vitest it runs in this thread unless a test asks for the thread (`useSearchThread`).
 */
import type { SearchHits, SearchRecord } from '@/lib/search/types'
import { SearchEngine } from './engine/engine'
import { indexBuilding } from './engine/errors'
import type { Rec } from './engine/store'
import { checkSynonym, type SynonymHit } from './engine/synonyms'
import { INDEX_SETTINGS, REPLICA_SETTINGS } from './settings'
import type { IndexContent, SearchIndex, SearchParams } from './types'
import { inProcessEngine, WorkerEngine, type LocalEngine } from './worker/client'

type Write =
  | { kind: 'save'; records: Rec[] }
  | { kind: 'delete'; ids: string[] }
  | { kind: 'synonyms'; hits: SynonymHit[]; replace: boolean }
  | { kind: 'unsynonym'; ids: string[] }

type LocalState = {
  engine: LocalEngine
  /** empty: never built; loading: being built (served meanwhile if built before: builtAt); ready: built. */
  status: 'empty' | 'loading' | 'ready'
  loading: Promise<void> | null
  pending: Write[]
  builtAt: number | null
}

const STATE = Symbol.for('boutique.search.local')

/** A configured, empty engine. */
export function createLocalEngine(indexName: string): SearchEngine {
  const engine = new SearchEngine()
  engine.setSettings(indexName, INDEX_SETTINGS)
  for (const [name, settings] of Object.entries(REPLICA_SETTINGS)) engine.setSettings(name, settings)
  return engine
}

const THREAD = Symbol.for('boutique.search.thread')
type ThreadChoice = { useThread: boolean }
const threadChoice = (): ThreadChoice =>
  ((globalThis as unknown as Record<symbol, ThreadChoice | undefined>)[THREAD] ??= { useThread: !process.env.VITEST })

/** Whether the engines created from now on run on their own thread (the app: yes; tests choose). */
export function useSearchThread(useThread: boolean): void {
  threadChoice().useThread = useThread
}

/** A configured, empty engine: on its own thread (the settings sent first), or in this one. */
function newLocalEngine(indexName: string): LocalEngine {
  if (!threadChoice().useThread) return inProcessEngine(createLocalEngine(indexName))
  const engine = new WorkerEngine()
  // a thread that fails is reported by its 'error' event and replaced (localState)
  const settled = () => undefined
  void engine.call('setSettings', indexName, INDEX_SETTINGS).catch(settled)
  for (const [name, settings] of Object.entries(REPLICA_SETTINGS)) void engine.call('setSettings', name, settings).catch(settled)
  return engine
}

export function localState(indexName: string): LocalState {
  const g = globalThis as unknown as Record<symbol, Map<string, LocalState> | undefined>
  const all = (g[STATE] ??= new Map())
  let state = all.get(indexName)
  if (state?.engine instanceof WorkerEngine && state.engine.dead && state.status !== 'loading') {
    // the thread could not start or stopped: an engine on this thread, built again at the next use
    console.error('[search] the search engine thread is stopped: the engine runs on the main thread from now on')
    state.engine = inProcessEngine(createLocalEngine(indexName))
    state.status = 'empty'
    state.builtAt = null
  }
  if (!state) {
    state = { engine: newLocalEngine(indexName), status: 'empty', loading: null, pending: [], builtAt: null }
    all.set(indexName, state)
  }
  return state
}

/** Forgets the process's engine (tests); its thread, if any, is stopped. */
export function resetLocalState(indexName: string): void {
  const all = (globalThis as unknown as Record<symbol, Map<string, LocalState> | undefined>)[STATE]
  const engine = all?.get(indexName)?.engine
  if (engine instanceof WorkerEngine) void engine.terminate()
  all?.delete(indexName)
}

/** The synonyms the engine takes (one it refuses is left out and logged, the others still apply). */
function validSynonyms(hits: SynonymHit[]): SynonymHit[] {
  return hits.filter((hit) => {
    try {
      checkSynonym(hit)
      return true
    } catch (error) {
      console.warn(`[search] synonym ${hit.objectID} left out: ${error instanceof Error ? error.message : String(error)}`)
      return false
    }
  })
}

/** Applies a write (in order with every other call: the thread takes its messages one after the other). */
async function apply(engine: LocalEngine, indexName: string, write: Write): Promise<void> {
  switch (write.kind) {
    case 'save':
      return engine.call('saveRecords', indexName, write.records)
    case 'delete':
      return engine.call('deleteRecords', indexName, write.ids)
    case 'synonyms':
      // the sorted replicas search with the same synonyms
      await engine.call('saveSynonyms', indexName, validSynonyms(write.hits), true, write.replace)
      return
    case 'unsynonym':
      await Promise.all(write.ids.map((id) => engine.call('deleteSynonym', indexName, id, true)))
      return
  }
}

/** A write not awaited by its caller: its failure is logged. */
const applyLater = (engine: LocalEngine, indexName: string, write: Write) =>
  void apply(engine, indexName, write).catch((error: unknown) => console.error('[search] index write failed', error))

/**
 * Builds the index from `load()` unless it is built or being built; resolves when it is ready. A failed build
 * leaves it empty, so the next call tries again.
 */
export function ensureLocalIndex(indexName: string, load: () => Promise<IndexContent>, force = false): Promise<LocalEngine> {
  const before = localState(indexName).engine
  return buildLocalIndex(indexName, load, force).catch((error: unknown) => {
    // the thread could not start or stopped during the build: localState puts an engine on this thread, built now
    // (not at some later use: until it is built the instance is not ready)
    if (before instanceof WorkerEngine && before.dead && localState(indexName).engine !== before)
      return buildLocalIndex(indexName, load, force)
    throw error
  })
}

function buildLocalIndex(indexName: string, load: () => Promise<IndexContent>, force: boolean): Promise<LocalEngine> {
  const state = localState(indexName)
  if (state.status === 'ready' && !force) return Promise.resolve(state.engine)
  if (state.status === 'loading' && state.loading) return state.loading.then(() => state.engine)
  state.status = 'loading'
  state.loading = (async () => {
    try {
      const { records, synonyms } = await load()
      await state.engine.replaceAll(indexName, records as unknown as Rec[], true)
      await apply(state.engine, indexName, { kind: 'synonyms', hits: synonyms, replace: true })
      // the writes made during the build, until none is left (one may arrive while another is applied)
      for (let write = state.pending.shift(); write; write = state.pending.shift()) await apply(state.engine, indexName, write)
      state.status = 'ready'
      state.builtAt = Date.now()
    } catch (error) {
      // a failed rebuild leaves the previous index serving (the writes meanwhile were applied to it)
      state.pending = []
      state.status = state.builtAt === null ? 'empty' : 'ready'
      throw error
    } finally {
      state.loading = null
    }
  })()
  return state.loading.then(() => state.engine)
}

/** How long a search waits for a first build before it is answered 503 (a small catalogue builds within it). */
const BUILD_WAIT_MS = 1_000
/** The `Retry-After` of that 503, in seconds. */
const BUILD_RETRY_AFTER_S = 2

const serving = (state: LocalState) => state.status === 'ready' || (state.status === 'loading' && state.builtAt !== null)

/**
 * The engine for a search request: at once when it holds an index (built, or rebuilding from a previous one);
 * otherwise the build is started if needed and awaited at most `waitMs`, then the request is refused with
 * `503` + `Retry-After` (the SearchApiError of ./engine/errors.ts) instead of waiting for the whole build.
 */
export async function localEngineNow(indexName: string, load: () => Promise<IndexContent>, waitMs = BUILD_WAIT_MS): Promise<LocalEngine> {
  const state = localState(indexName)
  if (serving(state)) return state.engine
  const building = ensureLocalIndex(indexName, load)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)))
  try {
    const outcome = await Promise.race([building.then(() => 'built' as const), timeout])
    if (outcome === 'timeout') throw indexBuilding(BUILD_RETRY_AFTER_S)
    return state.engine
  } catch (error) {
    // a failed build is logged by whoever started it (instrumentation); this request is told to retry
    void building.catch(() => undefined)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** The embedded engine behind the SearchIndex interface. */
export class LocalSearchIndex implements SearchIndex {
  readonly backend = 'local'
  constructor(readonly indexName: string) {}

  private write(write: Write): void {
    const state = localState(this.indexName)
    if (state.status === 'ready') applyLater(state.engine, this.indexName, write)
    else if (state.status === 'loading') {
      // applied again after the build (it may have read the database before this change)
      state.pending.push(write)
      if (state.builtAt !== null) applyLater(state.engine, this.indexName, write)
    }
    // 'empty': nothing to do, the build reads the database when it happens
  }

  acceptsWrites(): boolean {
    return localState(this.indexName).status !== 'empty'
  }

  async configure(): Promise<void> {
    const { engine } = localState(this.indexName)
    await engine.call('setSettings', this.indexName, INDEX_SETTINGS)
    for (const [name, settings] of Object.entries(REPLICA_SETTINGS)) await engine.call('setSettings', name, settings)
  }

  async saveObjects(records: SearchRecord[]): Promise<void> {
    if (records.length > 0) this.write({ kind: 'save', records: records as unknown as Rec[] })
  }

  async deleteObjects(objectIDs: string[]): Promise<void> {
    if (objectIDs.length > 0) this.write({ kind: 'delete', ids: objectIDs })
  }

  async replaceAllObjects(records: SearchRecord[]): Promise<void> {
    const state = localState(this.indexName)
    await state.engine.replaceAll(this.indexName, records as unknown as Rec[], false)
    state.pending = []
    state.status = 'ready'
    state.builtAt = Date.now()
  }

  async saveSynonyms(hits: SynonymHit[]): Promise<void> {
    if (hits.length > 0) this.write({ kind: 'synonyms', hits, replace: false })
  }

  async deleteSynonyms(objectIDs: string[]): Promise<void> {
    if (objectIDs.length > 0) this.write({ kind: 'unsynonym', ids: objectIDs })
  }

  async replaceAllSynonyms(hits: SynonymHit[]): Promise<void> {
    await apply(localState(this.indexName).engine, this.indexName, { kind: 'synonyms', hits, replace: true })
  }

  async search(params: SearchParams, indexName = this.indexName): Promise<SearchHits> {
    return (await localState(this.indexName).engine.call('search', indexName, params)) as unknown as SearchHits
  }

  async count(): Promise<number> {
    return localState(this.indexName).engine.call('size', this.indexName)
  }
}

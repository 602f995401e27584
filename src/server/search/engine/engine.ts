/**
 * The embedded Algolia-compatible engine: named indexes (with replicas over their primary's records), their
 * settings, and the read and write operations of Algolia's search API. Writes apply at once: every task is
 * "published" by the time its answer is sent.
 */
import { randomUUID } from 'node:crypto'

import { badRequest, notFound } from './errors'
import { checkRequestCost, MAX_QUERIES_PER_REQUEST, type QueryCost } from './limits'
import { prepareOrder, prepareOrderInSlices } from './order'
import { rawParams, toQuery, type Query } from './params'
import { facetAttributes, searchFacetValues, searchView, type FacetAnswer, type SearchAnswer, type View } from './respond'
import {
  DEFAULT_SETTINGS,
  layoutOf,
  parseSettings,
  replicaNames,
  sameLayout,
  sortCriteria,
  type Settings,
  type SortCriterion,
} from './settings'
import { Store, type Rec } from './store'
import { checkSynonym, Synonyms, type SynonymHit, type SynonymSearch } from './synonyms'

type Index = {
  name: string
  settings: Settings
  /** The primary a replica reads its records from (null for a primary). */
  primary: string | null
  /** Records of a primary (null for a replica). */
  store: Store | null
  /** Its own synonyms (a replica's too: `forwardToReplicas` copies a primary's changes to them). */
  synonyms: Synonyms
  createdAt: string
  updatedAt: string
}

export type Json = Record<string, unknown>
export type TaskAnswer = { taskID: number } & Json

const MAX_RECORD_BYTES = 100_000
const now = () => new Date().toISOString()

function checkRecord(body: unknown, objectID?: string): Rec {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('A record must be a JSON object')
  const rec = { ...(body as Json) }
  const id = objectID ?? rec.objectID
  if (typeof id === 'number' && Number.isFinite(id)) rec.objectID = String(id)
  else if (typeof id === 'string' && id !== '') rec.objectID = id
  else if (id === undefined) rec.objectID = randomUUID()
  else throw badRequest('objectID must be a non-empty string')
  if (JSON.stringify(rec).length > MAX_RECORD_BYTES)
    throw badRequest(`Record ${String(rec.objectID)} is too big (${MAX_RECORD_BYTES} bytes at most)`)
  return rec as Rec
}

/** Records built in process by the indexer: only the objectID is checked (no size check, no copy). */
function trusted(rec: Rec): Rec {
  if (typeof rec.objectID !== 'string' || rec.objectID === '') throw badRequest('objectID must be a non-empty string')
  return rec
}

type PartialOperation = { _operation: string; value?: unknown }

function applyPartial(base: Rec, changes: Json): Rec {
  const out: Json = { ...base }
  for (const [key, change] of Object.entries(changes)) {
    if (key === 'objectID') continue
    if (change && typeof change === 'object' && !Array.isArray(change) && '_operation' in change) {
      const { _operation: op, value } = change as PartialOperation
      const current = out[key]
      const items = Array.isArray(current) ? current : current === undefined ? [] : [current]
      switch (op) {
        case 'Increment':
          out[key] = (typeof current === 'number' ? current : 0) + Number(value ?? 1)
          break
        case 'Decrement':
          out[key] = (typeof current === 'number' ? current : 0) - Number(value ?? 1)
          break
        case 'Add':
          out[key] = [...items, value]
          break
        case 'AddUnique':
          out[key] = items.includes(value) ? items : [...items, value]
          break
        case 'Remove':
          out[key] = items.filter((v) => v !== value)
          break
        default:
          throw badRequest(`Unknown partial update operation '${op}'`)
      }
    } else out[key] = change
  }
  return out as Rec
}

/** What a hits query asks for: its page of hits and its facet values (`*`: every countable facet). */
function hitsCost(view: View, q: Query): QueryCost {
  const hits = q.offset !== null || q.length !== null ? (q.length ?? q.hitsPerPage) : q.hitsPerPage
  return { hits, facetValues: facetAttributes(view.store, q.facets).length * q.maxValuesPerFacet }
}

export type BatchRequest = { action: string; body?: unknown; indexName?: string }

export class SearchEngine {
  private indexes = new Map<string, Index>()
  private tasks = 0

  /* ---------------------------------------------------------------- */
  /* Indexes                                                          */
  /* ---------------------------------------------------------------- */

  has(name: string): boolean {
    return this.indexes.has(name)
  }

  private existing(name: string): Index {
    const index = this.indexes.get(name)
    if (!index) throw notFound(`Index ${name} does not exist`)
    return index
  }

  private ensure(name: string): Index {
    let index = this.indexes.get(name)
    if (!index) {
      if (!name || name.length > 512) throw badRequest('Invalid index name')
      const at = now()
      index = {
        name,
        settings: { ...DEFAULT_SETTINGS },
        primary: null,
        store: new Store(layoutOf(DEFAULT_SETTINGS)),
        synonyms: new Synonyms(),
        createdAt: at,
        updatedAt: at,
      }
      this.indexes.set(name, index)
    }
    return index
  }

  /** The index whose records `name` holds, for writing. */
  private writable(name: string): Index & { store: Store } {
    const index = this.ensure(name)
    if (index.primary) throw badRequest(`Index ${name} is a replica of ${index.primary}: write to the primary index`)
    return index as Index & { store: Store }
  }

  private storeOf(index: Index): Store {
    if (index.store) return index.store
    const primary = index.primary ? this.indexes.get(index.primary) : undefined
    if (!primary?.store) throw notFound(`Index ${index.name} has no primary index`)
    return primary.store
  }

  view(name: string): View {
    const index = this.existing(name)
    const ranking = index.settings.ranking
    const relevanceAt = ranking.findIndex((r) => !r.includes('('))
    const sort = sortCriteria(relevanceAt === -1 ? ranking : ranking.slice(0, relevanceAt))
    return {
      name,
      store: this.storeOf(index),
      settings: index.settings,
      ranking: { sort, custom: sortCriteria(index.settings.customRanking) },
      synonyms: index.synonyms,
    }
  }

  /** The sort orders `name` and its replicas read (custom ranking, replica sorts), each as its criteria. */
  private ordersOf(name: string): SortCriterion[][] {
    const index = this.indexes.get(name)
    if (!index) return []
    const names = [
      name,
      ...replicaNames(index.settings.replicas)
        .map((r) => r.name)
        .filter((r) => this.indexes.get(r)?.primary === name),
    ]
    return names.map((n) => {
      const { ranking } = this.view(n)
      return [...ranking.sort, ...ranking.custom]
    })
  }

  /**
   * Sorts the orders `name` and its replicas read now, so that the first search after a build does not sort the
   * whole store (later writes only patch them: ./order.ts).
   */
  prepareOrders(name: string): void {
    const index = this.indexes.get(name)
    if (!index) return
    for (const criteria of this.ordersOf(name)) prepareOrder(this.storeOf(index), criteria)
  }

  private task(index?: Index): number {
    if (index) index.updatedAt = now()
    return ++this.tasks
  }

  /* ---------------------------------------------------------------- */
  /* Reads                                                            */
  /* ---------------------------------------------------------------- */

  search(name: string, body: Json = {}): SearchAnswer {
    const started = performance.now()
    const view = this.view(name)
    const q = toQuery(rawParams(body), view.settings)
    checkRequestCost([hitsCost(view, q)])
    return searchView(view, q, started)
  }

  searchForFacetValues(name: string, facet: string, body: Json = {}): FacetAnswer {
    const started = performance.now()
    const view = this.view(name)
    return searchFacetValues(view, facet, toQuery(rawParams(body), view.settings), started)
  }

  /**
   * POST /1/indexes/*\/queries: hits and facet queries, answered in order. Every query is read and the request's
   * cost checked (./limits.ts) before any is run.
   */
  multiSearch(body: Json): { results: (SearchAnswer | FacetAnswer)[] } {
    const requests = body.requests
    if (!Array.isArray(requests)) throw badRequest('requests must be an array')
    if (requests.length > MAX_QUERIES_PER_REQUEST) checkRequestCost(requests.map(() => ({ hits: 0, facetValues: 0 })))
    const planned = requests.map((r: unknown) => {
      if (!r || typeof r !== 'object' || typeof (r as Json).indexName !== 'string') throw badRequest('Every request needs an indexName')
      const { indexName, type, facet, ...params } = r as Json
      const view = this.view(indexName as string)
      const q = toQuery(rawParams(params), view.settings)
      if (type === 'facet') {
        if (typeof facet !== 'string') throw badRequest('A facet request needs a facet')
        return { view, q, facet, cost: { hits: 0, facetValues: q.maxFacetHits } }
      }
      return { view, q, facet: null, cost: hitsCost(view, q) }
    })
    checkRequestCost(planned.map((p) => p.cost))
    return {
      results: planned.map(({ view, q, facet }) => {
        const started = performance.now()
        return facet === null ? searchView(view, q, started) : searchFacetValues(view, facet, q, started)
      }),
    }
  }

  getObject(name: string, objectID: string, attributes?: string[] | null): Rec {
    const rec = this.storeOf(this.existing(name)).get(objectID)
    if (!rec) throw notFound('ObjectID does not exist')
    if (!attributes || attributes.includes('*')) return rec
    return Object.fromEntries(Object.entries(rec).filter(([k]) => k === 'objectID' || attributes.includes(k))) as Rec
  }

  getObjects(body: Json): { results: (Rec | null)[] } {
    const requests = body.requests
    if (!Array.isArray(requests)) throw badRequest('requests must be an array')
    return {
      results: requests.map((r: unknown) => {
        // each request names an index and a record, as Algolia's API requires: anything else is the caller's error
        if (!r || typeof r !== 'object' || Array.isArray(r)) throw badRequest('each request must be an object')
        const { indexName, objectID } = r as Json
        if (typeof indexName !== 'string' || typeof objectID !== 'string') throw badRequest('indexName and objectID must be strings')
        const index = this.indexes.get(indexName)
        const rec = index ? this.storeOf(index).get(objectID) : undefined
        return rec ?? null
      }),
    }
  }

  getSettings(name: string): Json {
    const index = this.existing(name)
    return index.primary ? { ...index.settings, primary: index.primary } : { ...index.settings }
  }

  listIndices(): Json {
    const items = [...this.indexes.values()].map((i) => ({
      name: i.name,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
      entries: this.storeOf(i).size,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
      ...(i.primary ? { primary: i.primary } : {}),
      ...(i.settings.replicas.length > 0 ? { replicas: replicaNames(i.settings.replicas).map((r) => r.name) } : {}),
    }))
    return { items, nbPages: 1 }
  }

  /** POST /1/indexes/{index}/browse: every matching record, 1000 at a time, with a cursor. */
  browse(name: string, body: Json = {}): Json {
    const started = performance.now()
    const view = this.view(name)
    let offset = 0
    let params = rawParams(body)
    if (typeof body.cursor === 'string') {
      try {
        const decoded = JSON.parse(Buffer.from(body.cursor, 'base64url').toString('utf8')) as { offset: number; params: Json }
        offset = decoded.offset
        params = decoded.params
      } catch {
        throw badRequest('Invalid cursor')
      }
    }
    const q = toQuery(
      { hitsPerPage: 1000, ...params, attributesToHighlight: [] },
      { ...view.settings, paginationLimitedTo: Number.MAX_SAFE_INTEGER },
    )
    const answer = searchView(
      { ...view, settings: { ...view.settings, paginationLimitedTo: Number.MAX_SAFE_INTEGER } },
      { ...q, offset, length: q.hitsPerPage },
      started,
    )
    const next = offset + answer.hits.length
    return {
      ...answer,
      ...(next < answer.nbHits ? { cursor: Buffer.from(JSON.stringify({ offset: next, params }), 'utf8').toString('base64url') } : {}),
    }
  }

  /** Tasks are numbered for the whole engine: a task of an index moved away (replaceAllObjects) is still known. */
  getTask(_name: string, taskID: number): Json {
    if (!Number.isInteger(taskID) || taskID < 0 || taskID > this.tasks) throw notFound('Task does not exist')
    return { status: 'published', pendingTask: false }
  }

  getAppTask(taskID: number): Json {
    if (!Number.isInteger(taskID) || taskID < 0 || taskID > this.tasks) throw notFound('Task does not exist')
    return { status: 'published' }
  }

  /* ---------------------------------------------------------------- */
  /* Writes                                                           */
  /* ---------------------------------------------------------------- */

  batch(name: string, body: Json): TaskAnswer {
    const requests = body.requests
    if (!Array.isArray(requests)) throw badRequest('requests must be an array')
    const objectIDs = this.applyBatch(name, requests as BatchRequest[])
    return { taskID: this.task(this.indexes.get(name)), objectIDs }
  }

  /** POST /1/indexes/*\/batch: each request names its index. */
  multipleBatch(body: Json): TaskAnswer {
    const requests = body.requests
    if (!Array.isArray(requests)) throw badRequest('requests must be an array')
    const taskID: Record<string, number> = {}
    const objectIDs: string[] = []
    for (const r of requests as BatchRequest[]) {
      if (typeof r?.indexName !== 'string') throw badRequest('Every request needs an indexName')
      objectIDs.push(...this.applyBatch(r.indexName, [r]))
      taskID[r.indexName] = this.task(this.indexes.get(r.indexName))
    }
    return { taskID: taskID as unknown as number, objectIDs }
  }

  private applyBatch(name: string, requests: BatchRequest[]): string[] {
    // checked first, applied after: a bad request changes nothing
    const ops = requests.map((r) => {
      if (!r || typeof r !== 'object' || typeof r.action !== 'string') throw badRequest('Every batch request needs an action')
      switch (r.action) {
        case 'addObject':
        case 'updateObject': {
          const rec = checkRecord(r.body)
          if (r.action === 'updateObject' && !(r.body as Json)?.objectID) throw badRequest('updateObject needs an objectID')
          return { kind: 'save' as const, rec }
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          const body = r.body as Json | undefined
          if (!body || typeof body.objectID !== 'string') throw badRequest(`${r.action} needs an objectID`)
          return { kind: 'partial' as const, id: body.objectID, changes: body, create: r.action === 'partialUpdateObject' }
        }
        case 'deleteObject': {
          const id = (r.body as Json | undefined)?.objectID
          if (typeof id !== 'string') throw badRequest('deleteObject needs an objectID')
          return { kind: 'delete' as const, id }
        }
        case 'clear':
          return { kind: 'clear' as const }
        case 'delete':
          return { kind: 'drop' as const }
        default:
          throw badRequest(`Invalid batch action '${r.action}'`)
      }
    })
    const ids: string[] = []
    for (const op of ops) {
      switch (op.kind) {
        case 'save':
          this.writable(name).store.add(op.rec)
          ids.push(op.rec.objectID)
          break
        case 'partial':
          this.partial(name, op.id, op.changes, op.create)
          ids.push(op.id)
          break
        case 'delete':
          this.writable(name).store.remove(op.id)
          ids.push(op.id)
          break
        case 'clear':
          this.writable(name).store.clear()
          break
        case 'drop':
          this.indexes.delete(name)
          break
      }
    }
    return ids
  }

  saveObject(name: string, body: unknown): TaskAnswer {
    const rec = checkRecord(body)
    const index = this.writable(name)
    index.store.add(rec)
    return { createdAt: now(), taskID: this.task(index), objectID: rec.objectID }
  }

  addOrUpdateObject(name: string, objectID: string, body: unknown): TaskAnswer {
    const rec = checkRecord(body, objectID)
    const index = this.writable(name)
    index.store.add(rec)
    return { objectID, taskID: this.task(index), updatedAt: now() }
  }

  private partial(name: string, objectID: string, changes: Json, create: boolean): void {
    const index = this.writable(name)
    const current = index.store.get(objectID)
    if (!current && !create) return
    index.store.add(checkRecord(applyPartial(current ?? ({ objectID } as Rec), changes), objectID))
  }

  partialUpdateObject(name: string, objectID: string, changes: unknown, create = true): TaskAnswer {
    if (!changes || typeof changes !== 'object' || Array.isArray(changes)) throw badRequest('Attributes to update must be a JSON object')
    this.partial(name, objectID, changes as Json, create)
    return { objectID, taskID: this.task(this.indexes.get(name)), updatedAt: now() }
  }

  deleteObject(name: string, objectID: string): TaskAnswer {
    const index = this.writable(name)
    index.store.remove(objectID)
    return { taskID: this.task(index), deletedAt: now() }
  }

  clearObjects(name: string): TaskAnswer {
    const index = this.writable(name)
    index.store.clear()
    return { taskID: this.task(index), updatedAt: now() }
  }

  deleteIndex(name: string): TaskAnswer {
    const index = this.indexes.get(name)
    if (index) {
      this.indexes.delete(name)
      // its replicas become empty primaries; a deleted replica leaves its primary's list
      for (const other of this.indexes.values()) {
        if (other.primary === name) {
          other.primary = null
          other.store = new Store(layoutOf(other.settings))
        }
        if (index.primary === other.name) {
          other.settings.replicas = other.settings.replicas.filter((r) => replicaNames([r])[0]?.name !== name)
        }
      }
    }
    return { taskID: this.task(), deletedAt: now() }
  }

  setSettings(name: string, body: unknown, forwardToReplicas = false): TaskAnswer {
    const changes = parseSettings(body)
    const index = this.ensure(name)
    this.applySettings(index, changes)
    if (forwardToReplicas && !index.primary) {
      const { replicas: _ignored, ...forwarded } = changes
      for (const r of replicaNames(index.settings.replicas)) {
        const replica = this.indexes.get(r.name)
        if (replica) this.applySettings(replica, forwarded)
      }
    }
    this.prepareOrders(index.primary ?? name)
    return { taskID: this.task(index), updatedAt: now() }
  }

  private applySettings(index: Index, changes: Partial<Settings>): void {
    const before = index.settings
    const next = { ...before } as Settings
    for (const [key, value] of Object.entries(changes)) {
      if (value === null && key in DEFAULT_SETTINGS) next[key] = DEFAULT_SETTINGS[key]
      else if (value !== undefined) next[key] = value
    }
    index.settings = next
    if (index.store && !sameLayout(layoutOf(before), layoutOf(next))) {
      const fresh = new Store(layoutOf(next))
      for (const rec of index.store.all()) fresh.add(rec)
      index.store = fresh
    }
    if (changes.replicas && !index.primary) this.linkReplicas(index, before.replicas)
  }

  private linkReplicas(primary: Index, previous: string[]): void {
    const wanted = replicaNames(primary.settings.replicas).map((r) => r.name)
    for (const name of wanted) {
      if (name === primary.name) throw badRequest('An index cannot be its own replica')
      const replica = this.ensure(name)
      if (replica.primary && replica.primary !== primary.name) throw badRequest(`Index ${name} is already a replica of ${replica.primary}`)
      replica.primary = primary.name
      replica.store = null
    }
    for (const old of replicaNames(previous)) {
      const replica = this.indexes.get(old.name)
      if (replica && !wanted.includes(old.name) && replica.primary === primary.name) {
        replica.primary = null
        replica.store = new Store(layoutOf(replica.settings))
      }
    }
  }

  /** POST /1/indexes/{index}/operation: copy or move an index (records and settings; `scope` limits a copy). */
  operationIndex(name: string, body: Json): TaskAnswer {
    const { operation, destination, scope } = body
    if (operation !== 'copy' && operation !== 'move') throw badRequest("operation must be 'copy' or 'move'")
    if (typeof destination !== 'string' || destination === '' || destination === name) throw badRequest('Invalid destination index')
    if (scope !== undefined && (!Array.isArray(scope) || !scope.every((s) => ['settings', 'synonyms', 'rules'].includes(s)))) {
      throw badRequest("scope must list 'settings', 'synonyms' or 'rules'")
    }
    const source = this.indexes.get(name)
    if (!source) {
      // Algolia copies a missing index as nothing (replaceAllObjects relies on it for a first build)
      return { taskID: this.task(), updatedAt: now() }
    }
    const { replicas: _r, ...settings } = source.settings
    const target = this.ensure(destination)
    if (target.primary) throw badRequest(`Index ${destination} is a replica: it cannot be overwritten`)
    const copyRecords = operation === 'move' || scope === undefined
    const copySettings = operation === 'move' || scope === undefined || (scope as string[]).includes('settings')
    if (copySettings) this.applySettings(target, settings)
    if (operation === 'move' || scope === undefined || (scope as string[]).includes('synonyms')) {
      target.synonyms.save(source.synonyms.all(), true)
    }
    if (copyRecords) {
      const fresh = new Store(layoutOf(target.settings))
      for (const rec of this.storeOf(source).all()) fresh.add(rec)
      target.store = fresh
    }
    this.prepareOrders(destination)
    if (operation === 'move') this.deleteIndex(name)
    return { taskID: this.task(target), updatedAt: now() }
  }

  /* ---------------------------------------------------------------- */
  /* Synonyms (engine/synonyms.ts)                                    */
  /* ---------------------------------------------------------------- */

  /** The index and, with `forwardToReplicas`, its replicas: each has its own synonyms. */
  private withReplicas(name: string, forwardToReplicas: boolean): Index[] {
    const index = this.ensure(name)
    if (!forwardToReplicas || index.primary) return [index]
    const replicas = replicaNames(index.settings.replicas)
      .map((r) => this.indexes.get(r.name))
      .filter((r): r is Index => r !== undefined)
    return [index, ...replicas]
  }

  /** PUT /1/indexes/{index}/synonyms/{objectID} */
  saveSynonym(name: string, objectID: string, body: unknown, forwardToReplicas = false): TaskAnswer {
    const hit = checkSynonym(body, objectID)
    const targets = this.withReplicas(name, forwardToReplicas)
    for (const index of targets) index.synonyms.save([hit])
    return { taskID: this.task(targets[0]), updatedAt: now(), id: hit.objectID }
  }

  /** POST /1/indexes/{index}/synonyms/batch: a JSON array of synonyms, all checked before any is saved. */
  saveSynonyms(name: string, body: unknown, forwardToReplicas = false, replaceExistingSynonyms = false): TaskAnswer {
    if (!Array.isArray(body)) throw badRequest('The body must be a JSON array of synonyms')
    const hits = body.map((b) => checkSynonym(b))
    const targets = this.withReplicas(name, forwardToReplicas)
    for (const index of targets) index.synonyms.save(hits, replaceExistingSynonyms)
    return { taskID: this.task(targets[0]), updatedAt: now() }
  }

  /** GET /1/indexes/{index}/synonyms/{objectID} */
  getSynonym(name: string, objectID: string): SynonymHit {
    return this.existing(name).synonyms.get(objectID)
  }

  /** DELETE /1/indexes/{index}/synonyms/{objectID} (a missing synonym is no error, as for records) */
  deleteSynonym(name: string, objectID: string, forwardToReplicas = false): TaskAnswer {
    const targets = this.withReplicas(name, forwardToReplicas)
    for (const index of targets) index.synonyms.delete(objectID)
    return { taskID: this.task(targets[0]), deletedAt: now() }
  }

  /** POST /1/indexes/{index}/synonyms/clear */
  clearSynonyms(name: string, forwardToReplicas = false): TaskAnswer {
    const targets = this.withReplicas(name, forwardToReplicas)
    for (const index of targets) index.synonyms.clear()
    return { taskID: this.task(targets[0]), updatedAt: now() }
  }

  /** POST /1/indexes/{index}/synonyms/search: `{ query, type, page, hitsPerPage }` → `{ hits, nbHits }` */
  searchSynonyms(name: string, body: Json = {}): SynonymSearch {
    return this.existing(name).synonyms.search(body)
  }

  /* ---------------------------------------------------------------- */
  /* In-process use (the local adapter)                               */
  /* ---------------------------------------------------------------- */

  /** Replaces every record of `name` at once (the current records stay searchable until the new ones are ready). */
  replaceAllObjects(name: string, records: Iterable<Rec>): void {
    const index = this.writable(name)
    const fresh = new Store(layoutOf(index.settings))
    for (const rec of records) fresh.add(trusted(rec))
    this.swapIn(index, fresh)
  }

  /**
   * The same, yielding to the event loop every `slice` records (searches are answered meanwhile, from the
   * current records): the start-up build of a large catalogue.
   */
  async replaceAllObjectsInSlices(name: string, records: readonly Rec[], sliceMs = 10): Promise<void> {
    const layout = layoutOf(this.writable(name).settings)
    const fresh = new Store(layout)
    const pause = () => new Promise<void>((resolve) => setImmediate(resolve))
    let started = performance.now()
    for (let i = 0; i < records.length; i++) {
      fresh.add(trusted(records[i] as Rec))
      if ((i & 63) === 63 && performance.now() - started > sliceMs) {
        await pause()
        started = performance.now()
      }
    }
    // the orders, one at a time (the swap below finds them ready)
    for (const criteria of this.ordersOf(name)) {
      await pause()
      await prepareOrderInSlices(fresh, criteria, pause)
    }
    const index = this.writable(name)
    // settings changed meanwhile (another layout): indexed again, at once
    if (!sameLayout(layoutOf(index.settings), layout)) {
      this.replaceAllObjects(name, fresh.all())
      return
    }
    this.swapIn(index, fresh)
  }

  private swapIn(index: Index, fresh: Store): void {
    index.store = fresh
    // sorted before any search reads it (all synchronous): never a full sort on the request path
    this.prepareOrders(index.name)
    this.task(index)
  }

  saveRecords(name: string, records: Rec[]): void {
    const checked = records.map(trusted)
    const index = this.writable(name)
    for (const rec of checked) index.store.add(rec)
    this.task(index)
  }

  deleteRecords(name: string, objectIDs: string[]): void {
    const index = this.writable(name)
    for (const id of objectIDs) index.store.remove(id)
    this.task(index)
  }

  size(name: string): number {
    const index = this.indexes.get(name)
    return index ? this.storeOf(index).size : 0
  }
}

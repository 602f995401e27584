/**
 * Sort orders of a store (the custom ranking, a standard replica's sort): the position of every living document.
 *
 * `run()` reads an order through `pos[doc]` (position of a living document) and `docAt[position]` (the document at a
 * position); positions are dense, from 0 to the number of living documents.
 *
 * An order is sorted in full once per store (at the build: `prepareOrder`, off the request path) and then kept in
 * step with the writes: on the next use after writes, the dead documents are dropped and each new one is inserted
 * by binary search (O(k log n) comparisons and one O(n) copy of typed arrays), never re-sorted. A compaction of
 * the store renumbers the documents: the order is renumbered with them (`Store.remap`), not re-sorted.
 *
 * Text is compared with French collation (`Intl.Collator('fr', { numeric: true })`: "Palier à bride" before
 * "Palier tendeur", "Clé 8 mm" before "Clé 10 mm", case and accents only break ties). A full sort turns every
 * distinct string into its numeric rank first (one collator sort of the distinct values), so the document sort
 * compares numbers; an insertion compares ranks, or calls the collator for a value unseen at the full sort.
 * Ties keep insertion order; missing values come last whatever the direction.
 */
import type { SortCriterion } from './settings'
import { valueAt, type Store } from './store'

export type Order = {
  /** Position of each living document (indexed by document). */
  pos: Int32Array
  /** Document at each position (the first `size` entries). */
  docAt: Int32Array
  size: number
}

type Value = number | string | null

/** Sort values of one attribute, by document, read once per document (dead documents keep theirs). */
type Column = { values: Value[]; filled: number; ranks: Map<string, number>; rankedAt: number }

type State = Order & {
  criteria: SortCriterion[]
  columns: Column[]
  version: number
  epoch: number
  /** Documents numbered below this have been placed (or were dead when it was synced). */
  seen: number
}

type PerStore = { epoch: number; columns: Map<string, Column>; orders: Map<string, State> }

const stores = new WeakMap<Store, PerStore>()

const collator = new Intl.Collator('fr', { numeric: true })

function sortValue(v: unknown): Value {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string') return v
  if (Array.isArray(v) && v.length > 0) return sortValue(v[0])
  return null
}

function perStore(store: Store): PerStore {
  let p = stores.get(store)
  if (!p || p.epoch !== store.epoch) {
    p = { epoch: store.epoch, columns: new Map(), orders: p?.orders ?? new Map() }
    stores.set(store, p)
  }
  return p
}

function columnOf(p: PerStore, attr: string): Column {
  let column = p.columns.get(attr)
  if (!column) p.columns.set(attr, (column = { values: [], filled: 0, ranks: new Map(), rankedAt: -1 }))
  return column
}

/** Reads the values of the documents numbered up to `store.nDocs` (the dead ones have none: never read). */
function fill(store: Store, column: Column, attr: string): void {
  const { values } = column
  for (let d = column.filled; d < store.nDocs; d++) {
    const rec = store.records[d]
    values[d] = rec ? sortValue(valueAt(rec, attr)) : null
  }
  column.filled = store.nDocs
}

function distinctStrings(store: Store, column: Column): string[] {
  const distinct = new Set<string>()
  for (let d = 0; d < store.nDocs; d++) {
    const v = column.values[d]
    if (store.alive[d] && typeof v === 'string') distinct.add(v)
  }
  return [...distinct]
}

/** Ranks every distinct string of the living documents in French order (equal strings share a rank). */
function rank(store: Store, column: Column, sorted = distinctStrings(store, column).sort(collator.compare)): void {
  const ranks = new Map<string, number>()
  let r = 0
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && collator.compare(sorted[i - 1] as string, sorted[i] as string) !== 0) r++
    ranks.set(sorted[i] as string, r)
  }
  column.ranks = ranks
  column.rankedAt = store.version
}

const SLICE = 4096

/**
 * The collator sort of many strings in steps of a few milliseconds (`pause` between them): slices sorted one by
 * one, then merged two by two. At 100k labels one `Array.sort` with the collator holds the thread ~0.3 s.
 */
async function sortInSlices(items: string[], pause: () => Promise<void>): Promise<string[]> {
  let runs: string[][] = []
  for (let i = 0; i < items.length; i += SLICE) {
    runs.push(items.slice(i, i + SLICE).sort(collator.compare))
    await pause()
  }
  while (runs.length > 1) {
    const merged: string[][] = []
    for (let r = 0; r < runs.length; r += 2) {
      const a = runs[r] as string[]
      const b = runs[r + 1]
      if (!b) {
        merged.push(a)
        continue
      }
      const out = new Array<string>(a.length + b.length)
      let i = 0
      let j = 0
      let k = 0
      while (i < a.length && j < b.length) {
        out[k++] = collator.compare(a[i] as string, b[j] as string) <= 0 ? (a[i++] as string) : (b[j++] as string)
        if ((k & 8191) === 0) await pause()
      }
      while (i < a.length) out[k++] = a[i++] as string
      while (j < b.length) out[k++] = b[j++] as string
      merged.push(out)
    }
    runs = merged
  }
  return runs[0] ?? []
}

/** Numbers before strings; strings by rank, or by the collator when one was not ranked. */
function compareValues(a: number | string, b: number | string, ranks: Map<string, number>): number {
  if (typeof a === 'number') return typeof b === 'number' ? a - b : -1
  if (typeof b === 'number') return 1
  const ra = ranks.get(a)
  const rb = ranks.get(b)
  return ra !== undefined && rb !== undefined ? ra - rb : collator.compare(a, b)
}

function compareDocs(order: State, a: number, b: number): number {
  const { criteria, columns } = order
  for (let c = 0; c < criteria.length; c++) {
    const column = columns[c] as Column
    const va = column.values[a] ?? null
    const vb = column.values[b] ?? null
    if (va === vb) continue
    if (va === null) return 1 // missing values last, whatever the direction
    if (vb === null) return -1
    const cmp = compareValues(va, vb, column.ranks)
    if (cmp !== 0) return (criteria[c] as SortCriterion).desc ? -cmp : cmp
  }
  return a - b
}

/** Sorts every living document (numeric keys: kind 0 number, 1 string, 2 missing; then value or rank). */
function fullSort(store: Store, order: State): void {
  const docs: number[] = []
  for (let d = 0; d < store.nDocs; d++) if (store.alive[d]) docs.push(d)
  const n = store.nDocs
  const kinds: Uint8Array[] = []
  const keys: Float64Array[] = []
  for (const column of order.columns) {
    const kind = new Uint8Array(n)
    const key = new Float64Array(n)
    for (const d of docs) {
      const v = column.values[d] ?? null
      if (v === null) kind[d] = 2
      else if (typeof v === 'number') key[d] = v
      else {
        kind[d] = 1
        key[d] = column.ranks.get(v) as number
      }
    }
    kinds.push(kind)
    keys.push(key)
  }
  const { criteria } = order
  docs.sort((a, b) => {
    for (let c = 0; c < criteria.length; c++) {
      const kind = kinds[c] as Uint8Array
      const key = keys[c] as Float64Array
      const ka = kind[a] as number
      const kb = kind[b] as number
      let cmp: number
      if (ka !== kb) {
        if (ka === 2) return 1
        if (kb === 2) return -1
        cmp = ka - kb
      } else if (ka === 2) continue
      else cmp = (key[a] as number) - (key[b] as number)
      if (cmp !== 0) return (criteria[c] as SortCriterion).desc ? -cmp : cmp
    }
    return a - b
  })
  order.docAt = Int32Array.from(docs)
  order.size = docs.length
  order.pos = new Int32Array(Math.max(store.alive.length, 1))
  for (let i = 0; i < docs.length; i++) order.pos[docs[i] as number] = i
}

function build(store: Store, p: PerStore, key: string, criteria: SortCriterion[]): State {
  const columns = criteria.map((c) => columnOf(p, c.attr))
  criteria.forEach((c, i) => {
    const column = columns[i] as Column
    fill(store, column, c.attr)
    // one collator sort per attribute and store version (the three shop orders share `label`)
    if (column.rankedAt !== store.version) rank(store, column)
  })
  const order: State = {
    criteria,
    columns,
    version: store.version,
    epoch: store.epoch,
    seen: store.nDocs,
    pos: new Int32Array(1),
    docAt: new Int32Array(1),
    size: 0,
  }
  fullSort(store, order)
  p.orders.set(key, order)
  return order
}

/** First index in `docAt[0, size)` whose document comes after `doc`. */
function insertionPoint(order: State, docAt: Int32Array, size: number, doc: number): number {
  let lo = 0
  let hi = size
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareDocs(order, docAt[mid] as number, doc) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Brings an order up to the store's version: drops the dead, inserts the new (no full sort). */
function patch(store: Store, order: State): void {
  order.criteria.forEach((c, i) => fill(store, order.columns[i] as Column, c.attr))
  const alive = store.alive
  const added: number[] = []
  for (let d = order.seen; d < store.nDocs; d++) if (alive[d]) added.push(d)
  added.sort((a, b) => compareDocs(order, a, b))
  // where each new document goes among the old ones (dead ones included: they keep their values and their place)
  const at = added.map((d) => insertionPoint(order, order.docAt, order.size, d))
  let kept = 0
  for (let i = 0; i < order.size; i++) if (alive[order.docAt[i] as number]) kept++
  const size = kept + added.length
  const docAt = new Int32Array(Math.max(size, 1))
  const pos = order.pos.length >= alive.length ? order.pos : new Int32Array(alive.length)
  if (pos !== order.pos) pos.set(order.pos)
  let out = 0
  let k = 0
  const put = (d: number) => {
    docAt[out] = d
    pos[d] = out++
  }
  for (let i = 0; i < order.size; i++) {
    while (k < added.length && (at[k] as number) <= i) put(added[k++] as number)
    const d = order.docAt[i] as number
    if (alive[d]) put(d)
  }
  while (k < added.length) put(added[k++] as number)
  order.docAt = docAt
  order.pos = pos
  order.size = size
  order.seen = store.nDocs
  order.version = store.version
}

/** After a compaction (documents renumbered by `Store.remap`): the same order under the new numbers. */
function renumber(store: Store, p: PerStore, order: State): void {
  const remap = store.remap as NonNullable<Store['remap']>
  const docAt = new Int32Array(Math.max(order.size, 1))
  let size = 0
  for (let i = 0; i < order.size; i++) {
    const d = remap.oldToNew[order.docAt[i] as number] ?? -1
    if (d >= 0 && store.alive[d]) docAt[size++] = d
  }
  // documents added before the compaction but never placed: placed now as new ones
  const placed = new Uint8Array(Math.max(store.nDocs, 1))
  for (let i = 0; i < size; i++) placed[docAt[i] as number] = 1
  const columns = order.criteria.map((c) => columnOf(p, c.attr))
  columns.forEach((column, i) => {
    column.ranks = (order.columns[i] as Column).ranks
    fill(store, column, (order.criteria[i] as SortCriterion).attr)
  })
  order.columns = columns
  order.docAt = docAt
  order.size = size
  order.pos = new Int32Array(Math.max(store.alive.length, 1))
  for (let i = 0; i < size; i++) order.pos[docAt[i] as number] = i
  order.epoch = store.epoch
  const unplaced: number[] = []
  for (let d = 0; d < store.nDocs; d++) if (store.alive[d] && !placed[d]) unplaced.push(d)
  // the new ones (numbered above every renumbered one) are found by patch(); earlier unplaced ones are inserted here
  order.seen = store.nDocs
  for (const d of unplaced) insertOne(order, d)
}

function insertOne(order: State, doc: number): void {
  const i = insertionPoint(order, order.docAt, order.size, doc)
  const docAt = order.docAt.length > order.size ? order.docAt : growTo(order.docAt, order.size + 1)
  docAt.copyWithin(i + 1, i, order.size)
  docAt[i] = doc
  order.size++
  order.docAt = docAt
  for (let j = i; j < order.size; j++) order.pos[docAt[j] as number] = j
}

const growTo = (a: Int32Array, n: number): Int32Array => {
  const b = new Int32Array(Math.max(n, a.length * 2))
  b.set(a)
  return b
}

/**
 * The order of `criteria` on `store`, up to date with its writes. A store never sorted before (or cleared, or
 * compacted twice since) is sorted in full here: the engine prepares its orders when it builds a store, so that
 * happens off the request path.
 */
export function orderFor(store: Store, criteria: SortCriterion[]): Order {
  const key = JSON.stringify(criteria)
  const p = perStore(store)
  const order = p.orders.get(key)
  if (!order) return build(store, p, key, criteria)
  if (order.epoch !== store.epoch) {
    if (store.remap && store.remap.fromEpoch === order.epoch && store.remap.toEpoch === store.epoch) renumber(store, p, order)
    else return build(store, p, key, criteria)
  }
  if (order.version !== store.version) patch(store, order)
  return order
}

/** Sorts (or brings up to date) the order of `criteria` now: called when a store is built, before it serves. */
export const prepareOrder = (store: Store, criteria: SortCriterion[]): void => void orderFor(store, criteria)

/**
 * The same for a store being built while the process serves (start-up): the strings are ranked in short steps
 * (`pause` between them), then the documents sorted by those numbers in one go (no collator call left in it). The
 * store must not change meanwhile (it is not serving yet).
 */
export async function prepareOrderInSlices(store: Store, criteria: SortCriterion[], pause: () => Promise<void>): Promise<void> {
  const p = perStore(store)
  for (const c of criteria) {
    const column = columnOf(p, c.attr)
    fill(store, column, c.attr)
    if (column.rankedAt === store.version) continue
    rank(store, column, await sortInSlices(distinctStrings(store, column), pause))
    await pause()
  }
  orderFor(store, criteria)
}

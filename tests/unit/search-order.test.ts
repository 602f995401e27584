/**
 * Sort orders of the embedded engine at scale and the French A-Z: after writes an order
 * is patched, never re-sorted on the request path, and stays what a full sort of the same records gives; text
 * sorts with French collation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SEARCH_INDEX, SEARCH_SORT_INDEX } from '@/lib/search/types'
import type { SearchEngine } from '@/server/search/engine/engine'
import { createLocalEngine } from '@/server/search/local'

type Rec = { objectID: string; type_rank: number; label?: string; titre?: string; reference?: string }

const WORDS = [
  'Palier',
  'palier',
  'Écrou',
  'écrou',
  'Ecrou',
  'Clé',
  'cle',
  'Roulement',
  'Œillet',
  'Zinc',
  'à bride',
  'tendeur',
  '8 mm',
  '10 mm',
  'Disque',
]

/** A deterministic pseudo-random generator (same records on every run). */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31
    return s / 2 ** 31
  }
}

function recordOf(n: number, rand: () => number): Rec {
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)] as string
  const rec: Rec = { objectID: `r${n}`, type_rank: rand() < 0.1 ? 1 : 5, reference: `REF-${Math.floor(rand() * 50)}` }
  // some records have no label (missing values sort last, whatever the direction)
  if (rand() < 0.95) rec.label = `${pick()} ${pick()}`
  rec.titre = rec.label ?? 'sans titre'
  return rec
}

/** Every hit's objectID of an empty query, in order. */
function ids(engine: SearchEngine, index: string): string[] {
  const out: string[] = []
  for (let page = 0; ; page++) {
    const answer = engine.search(index, {
      query: '',
      hitsPerPage: 1000,
      page,
      attributesToRetrieve: ['objectID'],
      attributesToHighlight: [],
    })
    out.push(...answer.hits.map((h) => h.objectID as string))
    if (page + 1 >= answer.nbPages) return out
  }
}

/** The sorted replicas (the main index breaks relevance ties by popularity, then stock: not a sort). */
const INDEXES = [SEARCH_SORT_INDEX['a-z'], SEARCH_SORT_INDEX['z-a'], SEARCH_SORT_INDEX.reference]

/** The shop's engine, reading up to 20 000 hits (the 2 000 records are paginated past the shop's 1 000). */
function wideEngine(): SearchEngine {
  const engine = createLocalEngine(SEARCH_INDEX)
  for (const i of INDEXES) engine.setSettings(i, { paginationLimitedTo: 20000 })
  return engine
}

const french = new Intl.Collator('fr', { numeric: true })

/** The expected order of each index (spec: type first, then A-Z / Z-A / reference; ties in insertion order). */
function expectedOrders(model: Map<string, { rec: Rec; seq: number }>): Record<string, string[]> {
  const text = (a: string | undefined, b: string | undefined, desc: boolean) =>
    a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : (desc ? -1 : 1) * french.compare(a, b)
  const entries = [...model.values()]
  const by = (cmp: (a: Rec, b: Rec) => number) =>
    [...entries].sort((x, y) => x.rec.type_rank - y.rec.type_rank || cmp(x.rec, y.rec) || x.seq - y.seq).map((e) => e.rec.objectID)
  return {
    [SEARCH_SORT_INDEX['a-z']]: by((a, b) => text(a.label, b.label, false)),
    [SEARCH_SORT_INDEX['z-a']]: by((a, b) => text(a.label, b.label, true)),
    [SEARCH_SORT_INDEX.reference]: by((a, b) => text(a.reference, b.reference, false) || text(a.label, b.label, false)),
  }
}

afterEach(() => vi.restoreAllMocks())

describe('sort orders kept in step with the writes', () => {
  it('after adds, removes and replaces (with a compaction), every order is still type, then French A-Z / Z-A / reference, ties in insertion order', () => {
    const engine = wideEngine()
    const rand = random(7)
    const model = new Map<string, { rec: Rec; seq: number }>()
    let seq = 0
    const saved = (recs: Rec[]) => {
      for (const rec of recs) model.set(rec.objectID, { rec, seq: seq++ })
      return recs as never
    }
    let next = 0
    engine.replaceAllObjects(SEARCH_INDEX, saved(Array.from({ length: 2000 }, () => recordOf(next++, rand))))
    for (let round = 0; round < 12; round++) {
      // a round of writes: new records, replaced records (new label), removed ones; then a query of each order
      const ids0 = [...model.keys()]
      const save = Array.from({ length: 20 }, () => recordOf(next++, rand))
      const replaced = ids0.filter(() => rand() < 0.01).map((id) => ({ ...recordOf(0, rand), objectID: id }))
      const removed = ids0.filter(() => rand() < (round === 6 ? 0.7 : 0.02))
      engine.saveRecords(SEARCH_INDEX, saved([...save, ...replaced]))
      engine.deleteRecords(SEARCH_INDEX, removed)
      for (const id of removed) model.delete(id)
      if (round % 3 === 2) {
        const expected = expectedOrders(model)
        for (const i of INDEXES) expect(ids(engine, i), `${i}, round ${round}`).toEqual(expected[i])
      } else for (const i of INDEXES) ids(engine, i) // queried between writes too: the orders are patched
    }
  })

  it('a store built in slices (the start-up build) has the same orders', async () => {
    const engine = wideEngine()
    const rand = random(3)
    const model = new Map<string, { rec: Rec; seq: number }>()
    // more distinct labels than one slice of the sort (4 096): slices sorted, then merged
    const recs = Array.from({ length: 9000 }, (_, i) => {
      const rec = recordOf(i, rand)
      if (rec.label) rec.label = `${rec.label} ${Math.floor(rand() * 5000)}`
      return rec
    })
    recs.forEach((rec, seq) => model.set(rec.objectID, { rec, seq }))
    await engine.replaceAllObjectsInSlices(SEARCH_INDEX, recs as never)
    const expected = expectedOrders(model)
    for (const i of INDEXES) expect(ids(engine, i), i).toEqual(expected[i])
  })

  it('a query after a save does not sort the whole index again (only the new record is placed)', () => {
    const engine = createLocalEngine(SEARCH_INDEX)
    const rand = random(11)
    const n = 3000
    engine.replaceAllObjects(SEARCH_INDEX, Array.from({ length: n }, (_, i) => recordOf(i, rand)) as never)
    engine.saveRecords(SEARCH_INDEX, [{ ...recordOf(n, rand), label: 'Palier à bride' }] as never)
    engine.deleteRecords(SEARCH_INDEX, ['r5'])
    const sizes: number[] = []
    const sort = Array.prototype.sort
    vi.spyOn(Array.prototype, 'sort').mockImplementation(function (this: unknown[], compare?: (a: unknown, b: unknown) => number) {
      sizes.push(this.length)
      return sort.call(this, compare)
    })
    for (const i of INDEXES) engine.search(i, { query: '', hitsPerPage: 5 })
    expect(sizes.filter((s) => s >= n / 2)).toEqual([])
  })
})

describe('A-Z in French', () => {
  const titles = ['Palier tendeur', 'Clé 10 mm', 'Écrou', 'Palier à bride', 'Clé 8 mm', 'ecrou', 'Zinc', 'Œillet', 'Ecrou']
  const engineWith = () => {
    const engine = createLocalEngine(SEARCH_INDEX)
    engine.replaceAllObjects(SEARCH_INDEX, titles.map((t, i) => ({ objectID: `p${i}`, type_rank: 5, label: t, titre: t })) as never)
    return engine
  }
  const labels = (engine: SearchEngine, index: string) =>
    engine.search(index, { query: '', hitsPerPage: 50 }).hits.map((h) => (h as unknown as { label: string }).label)
  const AZ = ['Clé 8 mm', 'Clé 10 mm', 'ecrou', 'Ecrou', 'Écrou', 'Œillet', 'Palier à bride', 'Palier tendeur', 'Zinc']

  it('sorts A-Z with French collation: "Palier à bride" before "Palier tendeur", numbers by value, case and accents as ties', () => {
    expect(labels(engineWith(), SEARCH_SORT_INDEX['a-z'])).toEqual(AZ)
    expect(labels(engineWith(), SEARCH_SORT_INDEX['z-a'])).toEqual([...AZ].reverse())
  })

  it('keeps the French order when records are saved after the build', () => {
    const engine = createLocalEngine(SEARCH_INDEX)
    engine.replaceAllObjects(SEARCH_INDEX, [{ objectID: 'z', type_rank: 5, label: 'Zinc' }] as never)
    labels(engine, SEARCH_SORT_INDEX['a-z'])
    engine.saveRecords(
      SEARCH_INDEX,
      titles.filter((t) => t !== 'Zinc').map((t, i) => ({ objectID: `p${i}`, type_rank: 5, label: t })) as never,
    )
    expect(labels(engine, SEARCH_SORT_INDEX['a-z'])).toEqual(AZ)
  })
})

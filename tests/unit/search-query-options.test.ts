// @vitest-environment node
/**
 * Algolia query options the engine honours: removeWordsIfNoResults, optionalWords, advancedSyntax,
 * restrictSearchableAttributes, distinct, getRankingInfo; and the shop's tie-break by popularity then stock.
 */
import { describe, expect, it } from 'vitest'

import { SEARCH_INDEX } from '@/lib/search/types'
import { SearchEngine } from '@/server/search/engine/engine'
import { createLocalEngine } from '@/server/search/local'
import { popularityFrom } from '@/server/search/popularity'

const RECORDS = [
  { objectID: 'a', titre: 'Disque à tronçonner acier 125 mm', marque: 'Norton', famille: 'disques', description: 'Pour meuleuse' },
  { objectID: 'b', titre: 'Disque à tronçonner inox 125 mm', marque: 'Klingspor', famille: 'disques', description: 'Acier inoxydable' },
  { objectID: 'c', titre: 'Disque à lamelles 125 mm', marque: 'Norton', famille: 'lamelles', description: '' },
  { objectID: 'd', titre: 'Meuleuse 125 mm', marque: 'Bosch', famille: 'machines', description: 'Pour disque à tronçonner' },
]

function engine(settings: Record<string, unknown> = {}): SearchEngine {
  const e = new SearchEngine()
  e.setSettings('i', { searchableAttributes: ['titre', 'marque', 'unordered(description)'], ...settings })
  e.saveRecords('i', RECORDS)
  return e
}

const ids = (e: SearchEngine, query: string, params: Record<string, unknown> = {}) =>
  e.search('i', { query, hitsPerPage: 50, ...params }).hits.map((h) => h.objectID)

describe('removeWordsIfNoResults', () => {
  const e = engine()
  it('none (Algolia default): a word found nowhere gives no hit', () => {
    expect(ids(e, 'disque acier pas cher')).toEqual([])
  })
  it('lastWords drops words from the end until something matches', () => {
    expect(ids(e, 'disque acier introuvable', { removeWordsIfNoResults: 'lastWords' })).toEqual(['a', 'b'])
  })
  it('firstWords drops words from the start', () => {
    expect(ids(e, 'introuvable norton lamelles', { removeWordsIfNoResults: 'firstWords' })).toEqual(['c'])
  })
  it('allOptional ranks the hits by the number of words they match', () => {
    const found = ids(e, 'disque norton lamelles introuvable', { removeWordsIfNoResults: 'allOptional' })
    expect(found[0]).toBe('c') // three words
    expect(found).toEqual(expect.arrayContaining(['a', 'b', 'd']))
  })
  it('refuses an unknown mode with a 400', () => {
    expect(() => ids(e, 'disque', { removeWordsIfNoResults: 'some' })).toThrow(/removeWordsIfNoResults/)
  })
})

describe('optionalWords', () => {
  it('a hit need not contain an optional word, and ranks after those that do', () => {
    const e = engine()
    expect(ids(e, 'disque norton', { optionalWords: ['norton'] })).toEqual(['a', 'c', 'b', 'd'])
    expect(ids(e, 'disque norton')).toEqual(['a', 'c'])
  })
})

describe('advancedSyntax', () => {
  const e = engine({ advancedSyntax: true })
  it('a quoted phrase matches the words side by side and in order only', () => {
    expect(ids(e, '"disque à tronçonner"')).toEqual(['a', 'b', 'd'])
    expect(ids(e, '"tronçonner disque"')).toEqual([])
  })
  it('-word excludes the hits containing it', () => {
    expect(ids(e, 'disque -norton').sort()).toEqual(['b', 'd'])
  })
  it('is off unless asked for: quotes and minus are separators', () => {
    expect(ids(engine(), 'disque -norton').sort()).toEqual(['a', 'c'])
  })
})

describe('restrictSearchableAttributes', () => {
  it('searches the named attributes only', () => {
    const e = engine()
    expect(ids(e, 'acier').sort()).toEqual(['a', 'b'])
    expect(ids(e, 'acier', { restrictSearchableAttributes: ['titre'] })).toEqual(['a'])
    expect(ids(e, 'acier', { restrictSearchableAttributes: ['description'] })).toEqual(['b'])
  })
})

describe('distinct', () => {
  it('keeps the best hit of each attributeForDistinct value', () => {
    const e = engine({ attributeForDistinct: 'famille' })
    const answer = e.search('i', { query: '125', distinct: true, hitsPerPage: 50 })
    expect(answer.hits.map((h) => h.famille).sort()).toEqual(['disques', 'lamelles', 'machines'])
    expect(answer.nbHits).toBe(3)
    expect(e.search('i', { query: '125', hitsPerPage: 50 }).nbHits).toBe(4)
  })
})

describe('getRankingInfo', () => {
  it('adds _rankingInfo to each hit: typos, words, proximity, exact words', () => {
    const e = engine()
    const [hit] = e.search('i', { query: 'disque tronconner', getRankingInfo: true }).hits as Record<string, any>[]
    expect(hit?._rankingInfo).toMatchObject({ nbTypos: 0, words: 2, proximityDistance: 2, nbExactWords: 2, filters: 0 })
    expect(e.search('i', { query: 'disque' }).hits[0]).not.toHaveProperty('_rankingInfo')
  })
})

describe('the shop breaks relevance ties by popularity, then stock, never A-Z', () => {
  it('the most clicked and bought product first, then the one with most stock', () => {
    const e = createLocalEngine(SEARCH_INDEX)
    const rec = (objectID: string, titre: string, popularity: number, stock: number) => ({
      objectID,
      algolia_type: 'product',
      type_rank: 5,
      label: titre,
      titre,
      popularity,
      stock,
    })
    e.replaceAllObjects(SEARCH_INDEX, [
      rec('p1', 'Gants nitrile A', 0, 500),
      rec('p2', 'Gants nitrile B', 12, 3),
      rec('p3', 'Gants nitrile C', 0, 40),
      rec('p4', 'Gants nitrile D', 0, 0),
    ])
    const found = e.search(SEARCH_INDEX, { query: 'gants nitrile' }).hits.map((h) => h.objectID)
    expect(found).toEqual(['p2', 'p1', 'p3', 'p4'])
  })

  it('popularity counts clicks once and conversions three times, per object', () => {
    const map = popularityFrom([
      { event_type: 'click', object_ids: ['product-1', 'product-2'] },
      { event_type: 'conversion', object_ids: ['product-1'] },
      { event_type: 'view', object_ids: ['product-3'] },
    ])
    expect(Object.fromEntries(map)).toEqual({ 'product-1': 4, 'product-2': 1 })
  })
})

describe('getObjects (the write key’s batch read)', () => {
  it('reads records by index and objectID, null for a missing one', () => {
    const e = engine()
    const { results } = e.getObjects({
      requests: [
        { indexName: 'i', objectID: 'a' },
        { indexName: 'i', objectID: 'zz' },
      ],
    })
    expect(results.map((r) => r?.objectID ?? null)).toEqual(['a', null])
  })
  it.each([[[null]], [[false]], [['i']], [[{ indexName: 'i' }]], [[{ indexName: 7, objectID: 'a' }]]])(
    'a malformed request %j is a 400 of the API, never a crash (the fuzz found `requests: [false, null…]`)',
    (requests) => {
      expect(() => engine().getObjects({ requests })).toThrow(expect.objectContaining({ status: 400 }))
    },
  )
})

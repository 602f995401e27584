/**
 * Synonyms of the embedded engine: Algolia's synonyms API on SearchEngine (save, batch, get,
 * delete, clear, search, forwardToReplicas, replaceExistingSynonyms) and their effect on a query: a typed word, or
 * adjacent typed words, also match their alternatives, OR-ed with the words typed.
 */
import { beforeEach, describe, expect, it } from 'vitest'

import { SEARCH_INDEX, SEARCH_SORT_INDEX } from '@/lib/search/types'
import type { SearchEngine } from '@/server/search/engine/engine'
import { isSearchApiError } from '@/server/search/engine/errors'
import { createLocalEngine } from '@/server/search/local'

const product = (id: string, titre: string) => ({
  objectID: id,
  algolia_type: 'product',
  type_rank: 5,
  label: titre,
  titre,
  reference: id.toUpperCase(),
  reference_variants: [],
  marque: 'Marque',
  short_desc: '',
})

const RECORDS = [
  product('foret-8', 'Foret HSS 8 mm'),
  product('foret-10', 'Foret HSS 10 mm'),
  product('meche-8', 'Mèche à bois 8 mm'),
  product('cle-plate', 'Clé plate 13 mm'),
  product('clef-mixte', 'Clef mixte 17 mm'),
  product('casque', 'Casque antibruit EPI'),
  product('lunettes', 'Lunettes, équipement de protection individuelle'),
  product('disque-inox', 'Disque à tronçonner acier inoxydable 125 mm'),
  product('tournevis', 'Tournevis plat'),
]

let e: SearchEngine
const ids = (query: string) =>
  e
    .search(SEARCH_INDEX, { query, hitsPerPage: 50 })
    .hits.map((h) => h.objectID as string)
    .sort()

const status = (fn: () => unknown): number => {
  try {
    fn()
  } catch (error) {
    if (isSearchApiError(error)) return error.status
    throw error
  }
  return 200
}

beforeEach(() => {
  e = createLocalEngine(SEARCH_INDEX)
  e.replaceAllObjects(SEARCH_INDEX, RECORDS)
})

describe('synonyms API of the embedded engine', () => {
  it('saves one synonym and answers Algolia’s shapes (taskID, updatedAt, id), then reads it back', () => {
    const saved = e.saveSynonym(SEARCH_INDEX, 'foret-meche', { objectID: 'foret-meche', type: 'synonym', synonyms: ['foret', 'mèche'] })
    expect(saved).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String), id: 'foret-meche' })
    expect(e.getSynonym(SEARCH_INDEX, 'foret-meche')).toEqual({ objectID: 'foret-meche', type: 'synonym', synonyms: ['foret', 'mèche'] })
    expect(e.getTask(SEARCH_INDEX, saved.taskID)).toMatchObject({ status: 'published' })
  })

  it('accepts the camelCase type names and stores the canonical one', () => {
    e.saveSynonym(SEARCH_INDEX, 'o', { type: 'oneWaySynonym', input: 'EPI', synonyms: ['casque'] })
    expect(e.getSynonym(SEARCH_INDEX, 'o').type).toBe('onewaysynonym')
  })

  it('refuses bad synonyms with a 400: placeholder, unknown type, missing words, objectID differing from the path', () => {
    expect(status(() => e.saveSynonym(SEARCH_INDEX, 'p', { type: 'placeholder', placeholder: '<x>', replacements: ['a'] }))).toBe(400)
    expect(status(() => e.saveSynonym(SEARCH_INDEX, 'p', { type: 'nope', synonyms: ['a', 'b'] }))).toBe(400)
    expect(status(() => e.saveSynonym(SEARCH_INDEX, 'p', { type: 'synonym', synonyms: ['seul'] }))).toBe(400)
    expect(status(() => e.saveSynonym(SEARCH_INDEX, 'p', { type: 'onewaysynonym', synonyms: ['a'] }))).toBe(400)
    expect(status(() => e.saveSynonym(SEARCH_INDEX, 'p', { type: 'synonym', synonyms: ['a', '  '] }))).toBe(400)
    expect(status(() => e.saveSynonym(SEARCH_INDEX, 'p', { objectID: 'q', type: 'synonym', synonyms: ['a', 'b'] }))).toBe(400)
    expect(status(() => e.saveSynonyms(SEARCH_INDEX, { objectID: 'x' }))).toBe(400)
    expect(status(() => e.getSynonym(SEARCH_INDEX, 'p'))).toBe(404)
  })

  it('saves a batch all or nothing, replaces the existing ones on request, deletes and clears', () => {
    e.saveSynonyms(SEARCH_INDEX, [{ objectID: 'a', type: 'synonym', synonyms: ['clé', 'clef'] }])
    // the second one is invalid: nothing of the batch is saved
    expect(
      status(() =>
        e.saveSynonyms(SEARCH_INDEX, [
          { objectID: 'b', type: 'synonym', synonyms: ['x', 'y'] },
          { objectID: 'c', type: 'synonym' },
        ]),
      ),
    ).toBe(400)
    expect(status(() => e.getSynonym(SEARCH_INDEX, 'b'))).toBe(404)

    const answer = e.saveSynonyms(SEARCH_INDEX, [{ objectID: 'b', type: 'synonym', synonyms: ['x', 'y'] }], false, true)
    expect(answer).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) })
    expect(status(() => e.getSynonym(SEARCH_INDEX, 'a'))).toBe(404)
    expect(e.searchSynonyms(SEARCH_INDEX).nbHits).toBe(1)

    expect(e.deleteSynonym(SEARCH_INDEX, 'b')).toEqual({ taskID: expect.any(Number), deletedAt: expect.any(String) })
    expect(e.searchSynonyms(SEARCH_INDEX).nbHits).toBe(0)
    e.saveSynonyms(SEARCH_INDEX, [{ objectID: 'a', type: 'synonym', synonyms: ['clé', 'clef'] }])
    expect(e.clearSynonyms(SEARCH_INDEX)).toEqual({ taskID: expect.any(Number), updatedAt: expect.any(String) })
    expect(e.searchSynonyms(SEARCH_INDEX)).toEqual({ hits: [], nbHits: 0 })
  })

  it('searches synonyms by words (accents folded, prefix), by type, page by page', () => {
    e.saveSynonyms(SEARCH_INDEX, [
      { objectID: 'cle', type: 'synonym', synonyms: ['clé', 'clef'] },
      { objectID: 'epi', type: 'onewaysynonym', input: 'EPI', synonyms: ['équipement de protection individuelle'] },
      { objectID: 'inox', type: 'synonym', synonyms: ['inox', 'acier inoxydable'] },
    ])
    expect(e.searchSynonyms(SEARCH_INDEX, { query: 'equip' }).hits.map((h) => h.objectID)).toEqual(['epi'])
    expect(e.searchSynonyms(SEARCH_INDEX, { query: 'CLE' }).hits.map((h) => h.objectID)).toEqual(['cle'])
    expect(e.searchSynonyms(SEARCH_INDEX, { type: 'onewaysynonym' }).hits.map((h) => h.objectID)).toEqual(['epi'])
    const page = e.searchSynonyms(SEARCH_INDEX, { hitsPerPage: 2, page: 1 })
    expect(page).toEqual({ hits: [expect.objectContaining({ objectID: 'inox' })], nbHits: 3 })
    expect(status(() => e.searchSynonyms(SEARCH_INDEX, { type: 'placeholder' }))).toBe(400)
  })

  it('forwards to the replicas only when asked (each index has its own synonyms)', () => {
    const replica = SEARCH_SORT_INDEX['z-a']
    e.saveSynonym(SEARCH_INDEX, 'cle', { type: 'synonym', synonyms: ['clé', 'clef'] })
    expect(status(() => e.getSynonym(replica, 'cle'))).toBe(404)
    e.saveSynonym(SEARCH_INDEX, 'foret', { type: 'synonym', synonyms: ['foret', 'mèche'] }, true)
    expect(e.getSynonym(replica, 'foret').objectID).toBe('foret')
    expect(e.search(replica, { query: 'meche 8' }).hits.map((h) => h.objectID)).toContain('foret-8')
    e.clearSynonyms(SEARCH_INDEX, true)
    expect(e.searchSynonyms(replica).nbHits).toBe(0)
  })

  it('copies synonyms with an index copy (scope synonyms) and a move', () => {
    e.saveSynonym(SEARCH_INDEX, 'cle', { type: 'synonym', synonyms: ['clé', 'clef'] })
    e.operationIndex(SEARCH_INDEX, { operation: 'copy', destination: 'tmp', scope: ['settings', 'synonyms'] })
    expect(e.getSynonym('tmp', 'cle').type).toBe('synonym')
    e.operationIndex(SEARCH_INDEX, { operation: 'copy', destination: 'tmp2', scope: ['settings'] })
    expect(e.searchSynonyms('tmp2').nbHits).toBe(0)
  })
})

describe('query expansion with synonyms', () => {
  it('a multi-way synonym finds the other word: « mèche 8 » finds the drills titled « Foret », and the other way round', () => {
    expect(ids('mèche 8')).toEqual(['meche-8'])
    e.saveSynonym(SEARCH_INDEX, 'foret-meche', { type: 'synonym', synonyms: ['foret', 'mèche'] })
    expect(ids('mèche 8')).toEqual(['foret-8', 'meche-8'])
    expect(ids('foret 8')).toEqual(['foret-8', 'meche-8'])
    // the other words still apply: 10 mm drills only
    expect(ids('meche 10')).toEqual(['foret-10'])
  })

  it('the search parameter synonyms=false searches the typed words only (as Algolia)', () => {
    e.saveSynonym(SEARCH_INDEX, 'foret-meche', { type: 'synonym', synonyms: ['foret', 'mèche'] })
    const only = (synonyms: unknown) => e.search(SEARCH_INDEX, { query: 'mèche 8', synonyms }).hits.map((h) => h.objectID)
    expect(only(false)).toEqual(['meche-8'])
    expect(e.search(SEARCH_INDEX, { params: 'query=m%C3%A8che%208&synonyms=false' }).hits.map((h) => h.objectID)).toEqual(['meche-8'])
    expect(only(true).sort()).toEqual(['foret-8', 'meche-8'])
  })

  it('clé/clef: either spelling finds both, accents folded as in the index', () => {
    e.saveSynonym(SEARCH_INDEX, 'cle', { type: 'synonym', synonyms: ['clé', 'clef'] })
    expect(ids('clef')).toEqual(['cle-plate', 'clef-mixte'])
    expect(ids('CLE')).toEqual(['cle-plate', 'clef-mixte'])
  })

  it('a multi-word synonym: « EPI » finds « équipement de protection individuelle » and the phrase finds « EPI »', () => {
    e.saveSynonym(SEARCH_INDEX, 'epi', { type: 'synonym', synonyms: ['EPI', 'équipement de protection individuelle'] })
    expect(ids('epi')).toEqual(['casque', 'lunettes'])
    expect(ids('equipement de protection individuelle')).toEqual(['casque', 'lunettes'])
    // the alternative's words are all required: « protection » alone is not « EPI »
    expect(ids('protection')).toEqual(['lunettes'])
  })

  it('inox / acier inoxydable, with another word in the query', () => {
    e.saveSynonym(SEARCH_INDEX, 'inox', { type: 'synonym', synonyms: ['inox', 'acier inoxydable'] })
    expect(ids('disque inox')).toEqual(['disque-inox'])
  })

  it('a one-way synonym works in one direction only', () => {
    e.saveSynonym(SEARCH_INDEX, 'visseuse', { type: 'onewaysynonym', input: 'outil', synonyms: ['tournevis'] })
    expect(ids('outil')).toEqual(['tournevis'])
    expect(ids('tournevis')).toEqual(['tournevis'])
    e.saveSynonym(SEARCH_INDEX, 'tv', { type: 'onewaysynonym', input: 'tournevis', synonyms: ['foret'] })
    expect(ids('outil')).toEqual(['tournevis'])
  })

  it('a deleted or cleared synonym stops matching', () => {
    e.saveSynonym(SEARCH_INDEX, 'foret-meche', { type: 'synonym', synonyms: ['foret', 'mèche'] })
    e.deleteSynonym(SEARCH_INDEX, 'foret-meche')
    expect(ids('mèche 8')).toEqual(['meche-8'])
    e.saveSynonym(SEARCH_INDEX, 'foret-meche', { type: 'synonym', synonyms: ['foret', 'mèche'] })
    e.clearSynonyms(SEARCH_INDEX)
    expect(ids('mèche 8')).toEqual(['meche-8'])
  })

  it('an exact match of the typed word ranks before a multi-word synonym match (both first words of the title)', () => {
    // labels order them the other way round: only the exactness criterion puts the typed word first
    e.saveRecords(SEARCH_INDEX, [
      { ...product('typed', 'EPI auditif bleu'), label: 'Z' },
      { ...product('alternative', 'Équipement de protection individuelle auditif bleu'), label: 'A' },
    ])
    e.saveSynonym(SEARCH_INDEX, 'epi', { type: 'synonym', synonyms: ['EPI', 'équipement de protection individuelle'] })
    const hits = e.search(SEARCH_INDEX, { query: 'epi auditif' }).hits.map((h) => h.objectID)
    expect(hits).toEqual(['typed', 'alternative'])
  })

  it('facet counts count the synonym matches too', () => {
    e.saveSynonym(SEARCH_INDEX, 'foret-meche', { type: 'synonym', synonyms: ['foret', 'mèche'] })
    const answer = e.search(SEARCH_INDEX, { query: 'meche', facets: ['algolia_type'] })
    expect(answer.nbHits).toBe(3)
    expect(answer.facets).toEqual({ algolia_type: { product: 3 } })
  })
})

describe('highlighting of synonym matches', () => {
  it('highlights the synonym found in the record, and the match counts as full', () => {
    e.saveSynonym(SEARCH_INDEX, 'foret-meche', { type: 'synonym', synonyms: ['foret', 'mèche'] })
    const hit = e.search(SEARCH_INDEX, { query: 'mèche 8', attributesToHighlight: ['titre'] }).hits.find((h) => h.objectID === 'foret-8')
    expect(hit?._highlightResult).toMatchObject({ titre: { value: '<em>Foret</em> HSS <em>8</em> mm', matchLevel: 'full' } })
  })

  it('highlights every word of a multi-word alternative', () => {
    e.saveSynonym(SEARCH_INDEX, 'epi', { type: 'synonym', synonyms: ['EPI', 'équipement de protection individuelle'] })
    const hit = e.search(SEARCH_INDEX, { query: 'epi', attributesToHighlight: ['titre'] }).hits.find((h) => h.objectID === 'lunettes')
    expect(hit?._highlightResult).toMatchObject({
      titre: { value: 'Lunettes, <em>équipement</em> <em>de</em> <em>protection</em> <em>individuelle</em>', matchLevel: 'full' },
    })
  })
})

/**
 * Relevance of the embedded engine with the shop's index settings: references with or without
 * separators, typo tolerance by word length, prefix on the last word, folded accents, exact matches first.
 */
import { describe, expect, it } from 'vitest'

import { SEARCH_INDEX } from '@/lib/search/types'
import type { SearchEngine } from '@/server/search/engine/engine'
import { createLocalEngine } from '@/server/search/local'

type Fixture = { id: string; kind?: string; titre: string; reference?: string; marque?: string; short_desc?: string; ean?: string }

const product = (f: Fixture) => ({
  objectID: f.id,
  algolia_type: f.kind ?? 'product',
  type_rank: f.kind === 'marque' ? 1 : f.kind === 'expertise' ? 3 : 5,
  label: f.titre,
  ...(f.kind === 'expertise' ? { title: f.titre } : { titre: f.titre }),
  reference: f.reference,
  reference_variants: [],
  ean: f.ean ?? null,
  marque: f.marque,
  short_desc: f.short_desc ?? '',
})

const FIXTURES: Fixture[] = [
  {
    id: 'skf-6204',
    titre: 'Roulement à billes 6204-2RS SKF',
    reference: 'SKF-6204-2RS',
    marque: 'SKF',
    short_desc: 'Roulement rigide à une rangée de billes, deux joints.',
    ean: '7316577016577',
  },
  { id: 'nsk-6305', titre: 'Roulement à billes 6305ZZ NSK', reference: 'NSK-6305ZZ', marque: 'NSK', ean: '4958657016570' },
  { id: 'skf-6204-c3', titre: 'Roulement à billes 6204-C3 SKF', reference: 'SKF-6204-C3', marque: 'SKF' },
  { id: 'grease', titre: 'Graisse pour roulements LGMT 2', reference: 'SKF-LGMT2-1', marque: 'SKF' },
  {
    id: 'motor',
    titre: 'Moteur électrique triphasé 1,5 kW',
    reference: 'ABB-M3AA90',
    marque: 'ABB',
    short_desc: 'Moteur monté sur roulement étanche, carter aluminium.',
  },
  { id: 'wrench', titre: 'Clé dynamométrique 1/2" 40-200 N·m', reference: 'FAC-S.208-200', marque: 'Facom' },
  { id: 'epi', titre: 'Équipement de protection auditive', reference: '3M-X5A', marque: '3M' },
  { id: 'disc', titre: 'Disque à tronçonner inox 125 mm', reference: 'BOS-125-INOX', marque: 'Bosch Professional' },
  { id: 'pliers-a', titre: 'Pince à bec multiprise', reference: 'KNI-8701', marque: 'Knipex' },
  { id: 'pliers', titre: 'Pince multiprise', reference: 'KNI-8702', marque: 'Knipex' },
  { id: 'pliers-b', titre: 'Pince multiprise Cobra 250 mm', reference: 'KNI-8703', marque: 'Knipex' },
  { id: 'brand-skf', kind: 'marque', titre: 'SKF', short_desc: 'Fabricant suédois de roulements.' },
  { id: 'exp-maint', kind: 'expertise', titre: 'Maintenance industrielle' },
]

function engine(): SearchEngine {
  const e = createLocalEngine(SEARCH_INDEX)
  e.replaceAllObjects(SEARCH_INDEX, FIXTURES.map(product))
  return e
}

const e = engine()
const ids = (query: string, params: Record<string, unknown> = {}) =>
  e.search(SEARCH_INDEX, { query, hitsPerPage: 50, ...params }).hits.map((h) => h.objectID as string)

describe('search relevance', () => {
  describe('a reference is found with or without its separators', () => {
    it.each(['SKF-6204-2RS', '6204-2RS', '62042rs', '62042RS', 'skf 6204 2rs', 'skf62042rs', 'skf 6204-2rs'])(
      '%s → SKF-6204-2RS first',
      (query) => {
        expect(ids(query)[0]).toBe('skf-6204')
      },
    )

    it('skf 6204 finds the SKF 6204 bearings only, and 6204-2 as typed so far finds the 2RS one', () => {
      expect(ids('skf 6204').sort()).toEqual(['skf-6204', 'skf-6204-c3'])
      expect(ids('6204-2')).toEqual(['skf-6204'])
    })

    it('an EAN finds its product first, and only it (no typo on codes)', () => {
      expect(ids('7316577016577')).toEqual(['skf-6204'])
      expect(ids('4958657016570')).toEqual(['nsk-6305'])
      expect(ids('7316577016578')).toEqual([])
    })

    it('no typo on codes: 6205 does not find 6204', () => {
      expect(ids('6205')).toEqual([])
    })
  })

  describe('typo tolerance by word length', () => {
    it('rouelment (one transposition) → the roulement products first, then 2-typo and description matches', () => {
      const found = ids('rouelment')
      expect(found.slice(0, 3).sort()).toEqual(['nsk-6305', 'skf-6204', 'skf-6204-c3'])
      // roulements: 2 typos away; the motor mentions roulement in its description only
      expect(found.indexOf('grease')).toBeGreaterThan(2)
      expect(found.indexOf('motor')).toBeGreaterThan(2)
      expect(found).not.toContain('wrench')
    })

    it('no typo under 4 letters, 1 from 4, 2 from 8', () => {
      expect(ids('nks')).toEqual([]) // nsk, 3 letters: exact only
      expect(ids('pnice ')).toEqual(expect.arrayContaining(['pliers', 'pliers-a', 'pliers-b'])) // 5 letters, 1 typo
      expect(ids('pnicee ')).toEqual([]) // 6 letters, 2 typos: too many
      expect(ids('dynamometirque')).toEqual(['wrench']) // 14 letters, 1 transposition
      expect(ids('dinamometirque')).toEqual(['wrench']) // 2 typos allowed from 8 letters
      expect(ids('dinamomatirque')).toEqual([]) // 3 typos
    })

    it('typoTolerance: false turns typos off', () => {
      expect(ids('rouelment', { typoTolerance: false })).toEqual([])
    })
  })

  describe('prefix search on the last word', () => {
    it('finds words as they are typed', () => {
      expect(ids('dynamo')).toEqual(['wrench'])
      expect(ids('r').length).toBeGreaterThanOrEqual(5)
      expect(ids('pince multi').sort()).toEqual(['pliers', 'pliers-a', 'pliers-b'])
    })

    it('only the last word is a prefix; a trailing space ends it', () => {
      // without the shop's relaxation, which would return the wrench for its second word
      expect(ids('dyna cle', { removeWordsIfNoResults: 'none' })).toEqual([])
      expect(ids('dynamo ')).toEqual([])
    })

    it('exact word above prefix: roulement before roulements', () => {
      const found = ids('roulement')
      expect(found.indexOf('grease')).toBeGreaterThan(found.indexOf('skf-6204'))
    })
  })

  describe('accents and case are folded', () => {
    it.each([
      ['equipement', 'epi'],
      ['EQUIPEMENT protection', 'epi'],
      ['équipement', 'epi'],
      ['tronconner', 'disc'],
      ['cle dynamometrique', 'wrench'],
    ])('%s finds %s', (query, id) => {
      expect(ids(query)).toEqual([id])
    })
  })

  describe('ranking', () => {
    it('an exact title match comes first, then the words side by side (proximity) before words apart', () => {
      // all three titles hold both words at the start; "Pince à bec multiprise" has two words between them
      expect(ids('pince multiprise')[0]).toBe('pliers')
      expect(ids('Pince multiprise')).toEqual(['pliers', 'pliers-b', 'pliers-a'])
    })

    it('the brand named exactly like the query comes before its products', () => {
      expect(ids('skf')[0]).toBe('brand-skf')
    })

    it('title matches come before description matches (the motor, the SKF brand)', () => {
      const found = ids('roulement')
      expect(found.slice(0, 4).sort()).toEqual(['grease', 'nsk-6305', 'skf-6204', 'skf-6204-c3'])
      expect(found.slice(4).sort()).toEqual(['brand-skf', 'motor'])
    })

    it('every kind is searchable', () => {
      expect(ids('maintenance')).toEqual(['exp-maint'])
    })
  })

  describe('highlighting', () => {
    const hit = (query: string, params: Record<string, unknown> = {}) =>
      e.search(SEARCH_INDEX, { query, ...params }).hits[0] as Record<string, any>

    it('wraps the typed prefix, whole typo matches and joined references in the requested tags', () => {
      expect(hit('roul')._highlightResult.titre.value).toBe('<em>Roul</em>ement à billes 6204-2RS SKF')
      expect(hit('rouelment', { highlightPreTag: '[', highlightPostTag: ']' })._highlightResult.titre.value).toBe(
        '[Roulement] à billes 6204-2RS SKF',
      )
      expect(hit('62042rs')._highlightResult.reference.value).toBe('SKF-<em>6204-2RS</em>')
      expect(hit('equipement')._highlightResult.titre).toEqual({
        value: '<em>Équipement</em> de protection auditive',
        matchLevel: 'full',
        matchedWords: ['equipement'],
        fullyHighlighted: false,
      })
    })

    it('reports partial matches per attribute and snippets long text', () => {
      const h = hit('skf roulement rigide', { attributesToSnippet: ['short_desc:4'] })
      expect(h.objectID).toBe('skf-6204')
      expect(h._highlightResult.titre.matchLevel).toBe('partial')
      expect(h._highlightResult.short_desc.matchLevel).toBe('partial')
      expect(h._snippetResult.short_desc.value).toBe('<em>Roulement</em> <em>rigide</em> à une…')
    })
  })

  describe('facets and filters', () => {
    const f = createLocalEngine(SEARCH_INDEX)
    f.replaceAllObjects(SEARCH_INDEX, [
      {
        objectID: 'a',
        algolia_type: 'product',
        titre: 'Roulement A',
        label: 'A',
        marque: 'SKF',
        categorie: ['Roulements à billes', 'Roulements'],
        disponibilite: 'En stock',
        stock_rank: 2,
      },
      {
        objectID: 'b',
        algolia_type: 'product',
        titre: 'Roulement B',
        label: 'B',
        marque: 'NSK',
        categorie: ['Roulements à rouleaux', 'Roulements'],
        disponibilite: 'Stock faible',
        stock_rank: 1,
      },
      {
        objectID: 'c',
        algolia_type: 'product',
        titre: 'Courroie C',
        label: 'C',
        marque: 'Gates',
        categorie: ['Courroies'],
        disponibilite: 'Délai à confirmer',
        stock_rank: 0,
      },
      { objectID: 'm', algolia_type: 'marque', titre: 'SKF', label: 'SKF' },
    ])
    const run = (params: Record<string, unknown>) => f.search(SEARCH_INDEX, { query: '', hitsPerPage: 10, ...params })
    const found = (params: Record<string, unknown>) =>
      run(params)
        .hits.map((h) => h.objectID)
        .sort()

    it('counts multi-valued facets, most frequent first', () => {
      expect(run({ query: 'roulement', facets: ['categorie', 'marque'] }).facets).toEqual({
        categorie: { Roulements: 2, 'Roulements à billes': 1, 'Roulements à rouleaux': 1 },
        marque: { NSK: 1, SKF: 1 },
      })
    })

    it('filters: OR inside a facet, AND between them, negation, numbers, the filters syntax', () => {
      expect(found({ facetFilters: [['marque:SKF', 'marque:Gates'], 'algolia_type:product'] })).toEqual(['a', 'c'])
      expect(found({ facetFilters: ['categorie:roulements', '-marque:nsk'] })).toEqual(['a'])
      expect(found({ numericFilters: ['stock_rank:1 TO 1'] })).toEqual(['b'])
      expect(found({ filters: '(disponibilite:"En stock" OR disponibilite:"Stock faible") AND stock_rank > 1' })).toEqual(['a'])
      expect(found({ filters: 'NOT algolia_type:product' })).toEqual(['m'])
      expect(() => run({ filters: 'marque:SKF AND (' })).toThrow(/filters/)
    })
  })
})

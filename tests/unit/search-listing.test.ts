/**
 * The product listings' facets (brand, category, availability, main characteristics) with
 * counts, within the page's scope, in the address; the server's first page rendered in the order InstantSearch uses.
 */
import algoliasearchHelper from 'algoliasearch-helper'
import { describe, expect, it } from 'vitest'

import { listingQueryFromState, listingStateFromQuery, toQueryString } from '@/features/search/routeState'
import { FACET_LIMIT, facetItems, listingFacets, listingInitialResults, listingRequestParams } from '@/lib/search/listing'
import { SEARCH_INDEX, SEARCH_SORT_INDEX } from '@/lib/search/types'
import { createLocalEngine } from '@/server/search/local'
import { productRecord } from '@/server/search/records'

type P = { id: number; titre: string; marque: string; cat: [string, string][]; caracs: [string, string, string][]; stock?: number }

const PRODUCTS: P[] = [
  {
    id: 1,
    titre: 'Roulement 6204 SKF',
    marque: 'SKF',
    cat: [
      ['roulements-a-billes', 'Roulements à billes'],
      ['roulements', 'Roulements'],
    ],
    caracs: [
      ['Diamètre intérieur', 'mm', '20'],
      ['Matière', '', 'Acier'],
    ],
  },
  {
    id: 2,
    titre: 'Roulement 6205 SKF',
    marque: 'SKF',
    cat: [
      ['roulements-a-billes', 'Roulements à billes'],
      ['roulements', 'Roulements'],
    ],
    caracs: [
      ['Diamètre intérieur', 'mm', '25'],
      ['Matière', '', 'Acier'],
    ],
    stock: 0,
  },
  {
    id: 3,
    titre: 'Roulement 6204 NSK',
    marque: 'NSK',
    cat: [
      ['roulements-a-billes', 'Roulements à billes'],
      ['roulements', 'Roulements'],
    ],
    caracs: [['Diamètre intérieur', 'mm', '20']],
  },
  {
    id: 4,
    titre: 'Foret HSS 8 mm',
    marque: 'Dormer',
    cat: [['forets', 'Forets']],
    caracs: [
      ['Diamètre', 'mm', '8'],
      ['Matière', '', 'HSS'],
    ],
  },
]

function engine() {
  const e = createLocalEngine(SEARCH_INDEX)
  const records = PRODUCTS.map((p) =>
    productRecord(
      {
        id: p.id,
        titre: p.titre,
        slug: `p-${p.id}`,
        dimasys_reference: `R-${p.id}`,
        stock: [{ shop_qty: p.stock ?? 10 }],
        caracteristiques: p.caracs.map(([reference_carac, type, valeur]) => ({ reference_carac, type, valeur })),
      },
      {
        marque: { titre: p.marque, slug: p.marque.toLowerCase() },
        categories: p.cat.map(([slug, titre]) => ({ slug, titre })),
        catalogues: [p.cat[0]![0] === 'forets' ? { slug: 'usinage', titre: 'Usinage' } : { slug: 'transmission', titre: 'Transmission' }],
        image: null,
      },
    ),
  )
  e.replaceAllObjects(SEARCH_INDEX, records as never)
  return e
}

describe('listing facets', () => {
  it('a category page counts the facet values present in that category only', () => {
    const answer = engine().search(
      SEARCH_INDEX,
      listingRequestParams({ catalogue: 'transmission', categorie: 'roulements' }),
    ) as unknown as {
      nbHits: number
      facets: Record<string, Record<string, number>>
    }
    expect(answer.nbHits).toBe(3)
    expect(answer.facets.marque).toEqual({ SKF: 2, NSK: 1 })
    expect(answer.facets['carac.diametre_interieur']).toEqual({ '20 mm': 2, '25 mm': 1 })
    expect(answer.facets['carac.matiere']).toEqual({ Acier: 2 })
    expect(answer.facets.disponibilite).toEqual({ 'En stock': 2, 'Délai à confirmer': 1 })
    expect(answer.facets['carac.diametre']).toBeUndefined() // the drill's, outside the category
  })

  it('a brand page is restricted to the brand and shows no brand facet; a catalogue page no catalogue facet', () => {
    const params = listingRequestParams({ marque: 'skf' })
    expect(params.facets).not.toContain('marque')
    expect((engine().search(SEARCH_INDEX, params) as { nbHits: number }).nbHits).toBe(2)
    expect(listingFacets({ catalogue: 'usinage' }).map((f) => f.attribute)).not.toContain('catalogue')
    expect(
      listingFacets({})
        .map((f) => f.title)
        .slice(0, 5),
    ).toEqual(['Catalogue', 'Catégorie', 'Marque', 'Disponibilité', 'Diamètre'])
  })

  it('a characteristic refines the listing (facetFilters on carac.<name>)', () => {
    const answer = engine().search(SEARCH_INDEX, { ...listingRequestParams({}), facetFilters: [['carac.matiere:Acier']] }) as {
      nbHits: number
    }
    expect(answer.nbHits).toBe(2)
  })
})

describe('listing address: French, readable keys for the characteristics', () => {
  it('?diametre-interieur=20+mm&matiere=Acier ↔ the refinements, both ways', () => {
    const state = listingStateFromQuery({ 'diametre-interieur': '20 mm', matiere: ['Acier', 'HSS'], marque: 'SKF' })
    expect(state.refinementList).toEqual({ 'carac.diametre_interieur': ['20 mm'], 'carac.matiere': ['Acier', 'HSS'], marque: ['SKF'] })
    expect(toQueryString(listingQueryFromState(state))).toBe('?marque=SKF&diametre-interieur=20+mm&matiere=Acier&matiere=HSS')
  })
})

describe('the first page rendered on the server', () => {
  const answer = engine().search(SEARCH_INDEX, listingRequestParams({})) as never

  it('InstantSearch reads the initial results with every facet, in the order the static HTML shows them', () => {
    const initial = listingInitialResults({}, answer)[SEARCH_INDEX]!
    // keyed by InstantSearch's root index, for the A-Z replica the listing's default sort searches
    expect(initial.state.index).toBe(SEARCH_SORT_INDEX['a-z'])
    const results = new algoliasearchHelper.SearchResults(new algoliasearchHelper.SearchParameters(initial.state), initial.results as never)
    for (const { attribute } of listingFacets({})) {
      const helperOrder =
        (results.getFacetValues(attribute, { sortBy: ['isRefined:desc', 'count:desc', 'name:asc'] }) as
          | { name: string; count: number }[]
          | undefined) ?? []
      const ours = facetItems((answer as { facets: Record<string, Record<string, number>> }).facets[attribute], FACET_LIMIT)
      expect(
        ours.map((i) => [i.value, i.count]),
        attribute,
      ).toEqual(helperOrder.slice(0, FACET_LIMIT).map((v) => [v.name, v.count]))
    }
    expect(results.nbHits).toBe(4)
    expect(results.hits).toHaveLength(4)
  })

  it('counts equal, the values by decreasing count then by name', () => {
    expect(facetItems({ b: 1, a: 1, c: 3 }, 2)).toEqual([
      { value: 'c', count: 3 },
      { value: 'a', count: 1 },
    ])
  })
})

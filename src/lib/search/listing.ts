/**
 * The product listings as searches: /tous-nos-produits, a catalogue, a category, a brand. One
 * definition of the query, used by the server (the first page rendered into the HTML) and by the browser
 * (InstantSearch, which starts from that first page), so that both show the same hits and facets.
 */
import { CHARACTERISTIC_FACETS, characteristicAttribute } from './characteristics'
import { SEARCH_FACETS, SEARCH_INDEX, SEARCH_SORT_INDEX, type SearchHits } from './types'

/** What a listing is restricted to (slugs); none for /tous-nos-produits. */
export type ListingScope = { catalogue?: string; categorie?: string; marque?: string }

/** Products per listing page (as the catalogue pages). */
export const LISTING_PAGE_SIZE = 24
/** Facet values shown at first, and after 'Voir plus'. */
export const FACET_LIMIT = 8
export const FACET_SHOW_MORE_LIMIT = 50

/** The hit fields a listing card needs (a lighter answer than the whole record). */
export const LISTING_HIT_ATTRIBUTES = ['id', 'slug', 'titre', 'reference', 'marque', 'image', 'disponibilite', 'delai_a_confirmer'] as const

export type ListingFacet = { attribute: string; title: string }

const BASE_FACETS = {
  catalogue: { attribute: SEARCH_FACETS.catalogue, title: 'Catalogue' },
  categorie: { attribute: SEARCH_FACETS.category, title: 'Catégorie' },
  marque: { attribute: SEARCH_FACETS.brand, title: 'Marque' },
  disponibilite: { attribute: SEARCH_FACETS.stock, title: 'Disponibilité' },
} as const

const quote = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/** Algolia `filters` of a listing: products only, within the page's catalogue, category or brand. */
export function listingFilters(scope: ListingScope): string {
  const parts = [`${SEARCH_FACETS.kind}:product`]
  // a category page checks the category belongs to the catalogue: the category alone is the scope
  if (scope.categorie) parts.push(`${SEARCH_FACETS.categorySlug}:${quote(scope.categorie)}`)
  else if (scope.catalogue) parts.push(`${SEARCH_FACETS.catalogueSlug}:${quote(scope.catalogue)}`)
  if (scope.marque) parts.push(`${SEARCH_FACETS.brandSlug}:${quote(scope.marque)}`)
  return parts.join(' AND ')
}

/**
 * The facets a listing shows, in order: catalogue, category, brand, availability, then the main characteristics;
 * without the one the page is already restricted to (a brand page has no brand facet).
 */
export function listingFacets(scope: ListingScope): ListingFacet[] {
  const base: ListingFacet[] = []
  if (!scope.catalogue && !scope.categorie) base.push(BASE_FACETS.catalogue)
  if (!scope.categorie) base.push(BASE_FACETS.categorie)
  if (!scope.marque) base.push(BASE_FACETS.marque)
  base.push(BASE_FACETS.disponibilite)
  return [...base, ...CHARACTERISTIC_FACETS.map((f) => ({ attribute: characteristicAttribute(f), title: f.label }))]
}

/** The search parameters of a listing's first page in its default order (A-Z: the `SEARCH_SORT_INDEX['a-z']` replica). */
export function listingRequestParams(scope: ListingScope) {
  return {
    query: '',
    filters: listingFilters(scope),
    facets: listingFacets(scope).map((f) => f.attribute),
    hitsPerPage: LISTING_PAGE_SIZE,
    page: 0,
    maxValuesPerFacet: FACET_SHOW_MORE_LIMIT,
    attributesToRetrieve: [...LISTING_HIT_ATTRIBUTES],
    attributesToHighlight: [] as string[],
  }
}

/** A search answer as the server hands it to the page (Algolia's shape, JSON). */
export type ListingFirstPage = SearchHits<Record<string, unknown>>

export type FacetItem = { value: string; count: number }

/**
 * The values of a facet as the listing shows them: most frequent first, then by name (InstantSearch's
 * `['isRefined:desc', 'count:desc', 'name:asc']` with nothing refined: the static HTML lists them in the very order
 * the search will, so that nothing moves when it takes over).
 */
export function facetItems(counts: Record<string, number> | undefined, limit: number): FacetItem[] {
  return Object.entries(counts ?? {})
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit)
}

/**
 * InstantSearch's initial results (its SSR hydration) for a listing's first page: the answer the server got, with
 * the search parameters the listing's widgets ask for, so that the first render in the browser shows it at once
 * and sends no request. Keyed by InstantSearch's root index (`rootIndex`, the shop's index), while the state and the
 * answer are those of the index actually searched, the A-Z replica the listing's default sort reads.
 */
export function listingInitialResults(
  scope: ListingScope,
  firstPage: ListingFirstPage,
  rootIndex: string = SEARCH_INDEX,
  searched: string = SEARCH_SORT_INDEX['a-z'],
) {
  return initialResultsOf(rootIndex, firstPage, {
    index: searched,
    query: '',
    hitsPerPage: LISTING_PAGE_SIZE,
    maxValuesPerFacet: FACET_SHOW_MORE_LIMIT,
    disjunctiveFacets: listingFacets(scope).map((f) => f.attribute),
    filters: listingFilters(scope),
    attributesToRetrieve: [...LISTING_HIT_ATTRIBUTES],
    attributesToHighlight: [] as string[],
  })
}

type StateParams = { index: string; query: string; hitsPerPage: number; maxValuesPerFacet: number; disjunctiveFacets: string[] } & Record<
  string,
  unknown
>

/**
 * InstantSearch's initial results (its SSR hydration format) for a page the server searched: the helper's state of
 * that search (nothing refined, page 1) and its answer, keyed by InstantSearch's root index.
 */
export function initialResultsOf(rootIndex: string, answer: ListingFirstPage, { disjunctiveFacets, ...params }: StateParams) {
  return {
    [rootIndex]: {
      state: {
        page: 0,
        ...params,
        facets: [] as string[],
        disjunctiveFacets,
        hierarchicalFacets: [],
        facetsRefinements: {},
        facetsExcludes: {},
        disjunctiveFacetsRefinements: Object.fromEntries(disjunctiveFacets.map((a) => [a, [] as string[]])),
        numericRefinements: {},
        tagRefinements: [] as string[],
        hierarchicalFacetsRefinements: {},
      },
      results: [{ ...answer, index: params.index, query: params.query, exhaustiveNbHits: answer.exhaustiveNbHits ?? true }],
    },
  }
}

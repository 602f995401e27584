import { useState } from 'react'
import { Configure, useClearRefinements, useHits, useInstantSearch, usePagination, useSortBy } from 'react-instantsearch'

import { CATALOGUE_MESSAGES } from '@/lib/catalogue/messages'
import {
  FACET_LIMIT,
  FACET_SHOW_MORE_LIMIT,
  LISTING_HIT_ATTRIBUTES,
  LISTING_PAGE_SIZE,
  listingFacets,
  listingFilters,
  listingInitialResults,
  type ListingFirstPage,
  type ListingScope,
} from '@/lib/search/listing'
import { SEARCH_SORT_INDEX, type ProductRecord, type SearchClientConfig } from '@/lib/search/types'

import { Pagination } from './Pagination'
import { FacetFilter } from '../FacetFilter'
import { FilterPanel } from '../FilterPanel'
import { NoHits } from '../NoHits'
import { EVENT_NAMES } from '../insights'
import { listingQueryFromState, listingStateFromQuery, parseQueryString, sortIndexOf, sortParamOf, toQueryString } from '../routeState'
import { SearchProvider } from '../SearchProvider'
import { StalledIndicator } from '../StalledIndicator'
import { isDefaultListingState } from './listingState'
import { ListingSection } from './ListingSection'
import { productCount } from './productCard'
import { EmptyListing, HitsGrid, ListingControls, StaticProductGrid, type ListingTexts } from './StaticListing'

const SORT_ITEMS = [
  { value: SEARCH_SORT_INDEX['a-z'], label: 'A-Z' },
  { value: SEARCH_SORT_INDEX['z-a'], label: 'Z-A' },
  { value: SEARCH_SORT_INDEX.reference, label: 'Référence' },
]

type ListingProps = ListingTexts & { scope: ListingScope; firstPage: ListingFirstPage | null; threshold: number; path: string }

function Listing({ scope, firstPage, threshold, path, title, emptyMessage }: ListingProps) {
  const { items, results, sendEvent } = useHits<ProductRecord>()
  const { currentRefinement, nbPages, nbHits } = usePagination()
  const { currentRefinement: sortIndex, refine: refineSort } = useSortBy({ items: SORT_ITEMS })
  const { canRefine: filtered } = useClearRefinements()
  const { status, indexUiState } = useInstantSearch()
  const tri = sortParamOf(sortIndex)
  const ready = Boolean(results) && !(results as { __isArtificial?: boolean }).__isArtificial
  const page = currentRefinement + 1
  // Page links: the address of this state at another page, on the page's own path (Next's Link; the routing applies it).
  const hrefFor = (p: number) => `${path}${toQueryString(listingQueryFromState({ ...indexUiState, page: p }))}`

  return (
    <ListingSection
      title={title}
      ready={ready}
      live
      busy={!ready || status === 'loading' || status === 'stalled'}
      count={ready ? productCount(nbHits, page, nbPages) : firstPage ? productCount(firstPage.nbHits, 1, firstPage.nbPages) : '\u00a0'}
      controls={<ListingControls sort={tri} onSort={(next) => refineSort(sortIndexOf(next))} stalled={<StalledIndicator />} />}
      filters={
        <FilterPanel>
          {listingFacets(scope).map((f) => (
            <FacetFilter
              key={f.attribute}
              attribute={f.attribute}
              title={f.title}
              limit={FACET_LIMIT}
              showMoreLimit={FACET_SHOW_MORE_LIMIT}
            />
          ))}
        </FilterPanel>
      }
    >
      {!ready ? (
        <StaticProductGrid firstPage={firstPage} threshold={threshold} emptyMessage={emptyMessage} deferPrices />
      ) : items.length === 0 ? (
        filtered ? (
          <NoHits />
        ) : (
          <EmptyListing message={emptyMessage} />
        )
      ) : (
        <HitsGrid hits={items} threshold={threshold} onClick={(hit) => sendEvent('click', hit, EVENT_NAMES.click)} />
      )}
      <Pagination page={ready ? page : 1} totalPages={ready ? nbPages : Math.max(1, firstPage?.nbPages ?? 1)} hrefFor={hrefFor} />
      <p className="sr-only" role="status" aria-live="polite">
        {status === 'stalled' ? CATALOGUE_MESSAGES.loading : ''}
      </p>
    </ListingSection>
  )
}

type Props = ListingProps & { config: SearchClientConfig }

/**
 * A product listing as a search: /tous-nos-produits, a catalogue, a category or a brand (the
 * scope, a fixed filter). Facets catalogue, category, brand, availability and the main characteristics with counts,
 * the catalogue pages' sorts (A-Z, Z-A, Référence: the index's virtual replicas), 24 per page, state in the address
 * (?tri=z-a&page=2&marque=SKF&diametre=20+mm). Loaded by ProductSearchListing when the address asks for another state
 * than the static HTML's (StaticListing: a facet, a sort or a page chosen there, or an address arriving with them);
 * back on the first page, it starts from the server's first page: the same hits, counts and facets, no request.
 */
export default function ListingApp({ config, scope, firstPage, ...rest }: Props) {
  const [initialResults] = useState(() =>
    // the server searched the A-Z replica (the default sort) of the shop's index
    firstPage && isDefaultListingState(listingStateFromQuery(parseQueryString(window.location.search)))
      ? listingInitialResults(scope, firstPage, config.indexName, SEARCH_SORT_INDEX['a-z'])
      : null,
  )
  return (
    <SearchProvider config={config} fromQuery={listingStateFromQuery} toQuery={listingQueryFromState} initialResults={initialResults}>
      <Configure
        filters={listingFilters(scope)}
        hitsPerPage={LISTING_PAGE_SIZE}
        attributesToRetrieve={[...LISTING_HIT_ATTRIBUTES]}
        attributesToHighlight={[]}
      />
      <Listing scope={scope} firstPage={firstPage} {...rest} />
    </SearchProvider>
  )
}

import { useEffect } from 'react'
import { useRouter } from 'next/router'
import { Configure, useHits, useInstantSearch, usePagination, useSortBy } from 'react-instantsearch'

import { CATALOGUE_MESSAGES } from '@/features/catalogue/messages'
import { Pagination } from '@/features/catalogue/Pagination'
import { ProductCard } from '@/features/catalogue/ProductCard'
import { PAGE_SIZE, sortLabel } from '@/features/catalogue/listing'
import type { ProductListing } from '@/features/catalogue/types'
import { SortSelect } from '@/features/catalogue/SortSelect'
import { SEARCH_FACETS, SEARCH_SORT_INDEX, type ProductRecord, type SearchClientConfig } from '@/lib/search/types'
import { useUiStore } from '@/stores/ui'

import { FacetFilter } from '../FacetFilter'
import { FilterPanel } from '../FilterPanel'
import { NoHits } from '../NoHits'
import { EVENT_NAMES } from '../insights'
import { SEARCH_MESSAGES } from '../messages'
import { listingQueryFromState, listingStateFromQuery, sortIndexOf, sortParamOf } from '../routeState'
import { SearchProvider } from '../SearchProvider'
import { StalledIndicator } from '../StalledIndicator'
import { ListingSection } from './ListingSection'
import { productCardFromHit, productCount } from './productCard'
import { StaticProductGrid } from './StaticListing'

const SORT_ITEMS = [
  { value: SEARCH_SORT_INDEX['a-z'], label: 'A-Z' },
  { value: SEARCH_SORT_INDEX['z-a'], label: 'Z-A' },
  { value: SEARCH_SORT_INDEX.reference, label: 'Référence' },
]

function Listing({ initial, threshold }: { initial: ProductListing; threshold: number }) {
  const { items, results, sendEvent } = useHits<ProductRecord>()
  const { currentRefinement, nbPages, nbHits } = usePagination()
  const { currentRefinement: sortIndex, refine: refineSort } = useSortBy({ items: SORT_ITEMS })
  const { status, indexUiState } = useInstantSearch()
  const { pathname } = useRouter()
  // spec §4 global UI state: the listing's sort ('A-Z' by default), as the catalogue pages keep it
  const setStoreSort = useUiStore((s) => s.setSort)
  const tri = sortParamOf(sortIndex)
  useEffect(() => setStoreSort(sortLabel(tri)), [tri, setStoreSort])
  const ready = Boolean(results) && !(results as { __isArtificial?: boolean }).__isArtificial
  const page = currentRefinement + 1
  // Page links: the address of this state at another page (Next's Link; the routing applies it).
  const hrefFor = (p: number) => ({ pathname, query: listingQueryFromState({ ...indexUiState, page: p }) })

  return (
    <ListingSection
      ready={ready}
      busy={!ready || status === 'loading' || status === 'stalled'}
      count={ready ? productCount(nbHits, page, nbPages) : productCount(initial.totalDocs, initial.page, initial.totalPages)}
      controls={
        <div className="flex flex-col items-end gap-1">
          <SortSelect value={tri} onChange={(next) => refineSort(sortIndexOf(next))} />
          <StalledIndicator />
        </div>
      }
      filters={
        <FilterPanel>
          <FacetFilter attribute={SEARCH_FACETS.catalogue} title={SEARCH_MESSAGES.catalogueFilter} />
          <FacetFilter attribute={SEARCH_FACETS.category} title={SEARCH_MESSAGES.categoryFilter} limit={15} />
          <FacetFilter attribute={SEARCH_FACETS.brand} title={SEARCH_MESSAGES.brandFilter} limit={15} />
          <FacetFilter attribute={SEARCH_FACETS.stock} title={SEARCH_MESSAGES.stockFilter} />
        </FilterPanel>
      }
    >
      {!ready ? (
        <StaticProductGrid listing={initial} threshold={threshold} />
      ) : items.length === 0 ? (
        <NoHits />
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-grid">
          {items.map((hit, index) => (
            // the card is a link: its click (bubbling here) is the search's 'Hit Clicked'
            <li key={hit.objectID} onClickCapture={() => sendEvent('click', hit, EVENT_NAMES.click)}>
              <ProductCard product={productCardFromHit(hit)} threshold={threshold} preload={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {ready ? (
        <Pagination page={page} totalPages={nbPages} hrefFor={hrefFor} />
      ) : (
        <Pagination page={initial.page} totalPages={initial.totalPages} hrefFor={hrefFor} />
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {status === 'stalled' ? CATALOGUE_MESSAGES.loading : ''}
      </p>
    </ListingSection>
  )
}

/**
 * /tous-nos-produits as a search listing (issue 5): products only, facets catalogue, category, brand and stock,
 * the catalogue pages' sorts (A-Z, Z-A, Référence: the index's virtual replicas), 24 per page, state in the address
 * (?tri=z-a&page=2&marque=SKF). Loaded in the browser; the static HTML is the first page (StaticListing).
 */
export default function ListingApp({ config, initial, threshold }: { config: SearchClientConfig; initial: ProductListing; threshold: number }) {
  return (
    <SearchProvider config={config} fromQuery={listingStateFromQuery} toQuery={listingQueryFromState}>
      <Configure filters={`${SEARCH_FACETS.kind}:product`} hitsPerPage={PAGE_SIZE} />
      <Listing initial={initial} threshold={threshold} />
    </SearchProvider>
  )
}

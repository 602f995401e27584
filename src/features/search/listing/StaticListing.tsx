import { memo, useState, type ReactNode } from 'react'
import type { LinkProps } from 'next/link'

import { DeferPrices } from '@/features/prices/deferPrices'
import { ProductCard } from '@/features/product/ProductCard'
import type { SortParam } from '@/lib/catalogue/types'
import { FACET_LIMIT, FACET_SHOW_MORE_LIMIT, facetItems, type ListingFacet, type ListingFirstPage } from '@/lib/search/listing'
import type { ProductRecord } from '@/lib/search/types'

import { Pagination } from './Pagination'
import { SortSelect } from './SortSelect'
import { FacetList } from '../FacetList'
import { FilterPanelView } from '../FilterPanelView'
import { ListingSection, LISTING_GRID_CLASS } from './ListingSection'
import { productCardFromHit, productCount } from './productCard'

export type ListingTexts = { title: string; emptyMessage: string }

/** The sort select and the place of the stalled indicator (the same room before and after the search loads). */
export function ListingControls({ sort, onSort, stalled }: { sort: SortParam; onSort: (next: SortParam) => void; stalled: ReactNode }) {
  return (
    <div className="flex flex-col items-end gap-1">
      <SortSelect value={sort} onChange={onSort} />
      {stalled}
    </div>
  )
}

export function EmptyListing({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600">
      {message}
    </p>
  )
}

/** The cards of a page of hits (static or live: the same markup). */
export function HitsGrid<T extends ProductRecord>({
  hits,
  threshold,
  onClick,
}: {
  hits: T[]
  threshold: number
  onClick?: (hit: T) => void
}) {
  return (
    <ul className={LISTING_GRID_CLASS} data-testid="product-grid">
      {hits.map((hit, index) => (
        // the card is a link: its click (bubbling here) is the search's 'Hit Clicked'
        <li key={hit.objectID} onClickCapture={onClick ? () => onClick(hit) : undefined}>
          <ProductCard product={productCardFromHit(hit)} threshold={threshold} preload={index === 0} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The server's first page of hits, or the page's empty message. Memoised: the listing renders again when it
 * hydrates (its controls start to act), the cards, whose props have not changed, do not.
 */
export const StaticProductGrid = memo(function StaticProductGrid({
  firstPage,
  threshold,
  emptyMessage,
  deferPrices,
}: {
  firstPage: ListingFirstPage | null
  threshold: number
  emptyMessage: string
  /** The search's hits are about to replace these cards (they ask for their prices with their page). */
  deferPrices: boolean
}) {
  const hits = (firstPage?.hits ?? []) as unknown as ProductRecord[]
  if (firstPage && hits.length === 0) return <EmptyListing message={emptyMessage} />
  // no first page (the search did not answer on the server): room for it, so that the footer does not jump
  if (!firstPage) return <div className="min-h-[100vh]" aria-hidden="true" />
  // when the search's hits replace these cards, a buyer's prices come with theirs, in one request
  return (
    <DeferPrices when={deferPrices}>
      <HitsGrid hits={hits} threshold={threshold} />
    </DeferPrices>
  )
})

/** A facet value chosen on the static facets, before the search has loaded. */
export type StaticChoice = { attribute: string; value: string }

type FacetsProps = {
  facets: ListingFacet[]
  firstPage: ListingFirstPage | null
  /** Absent: shown but not usable (a listing without the search). */
  onToggle?: (choice: StaticChoice) => void
  chosen?: StaticChoice | null
}

/**
 * The server's facets, in the order and with the counts the search shows. They act once hydrated (a click before
 * that hydrates them first, then is delivered): a value chosen puts its filter in the address, which brings the search
 * in (the page does not load it before: a lighter first load). Memoised with stable handlers: the listing's own
 * renders (hydration, a choice) leave them alone.
 */
const StaticFacets = memo(function StaticFacets({ facets, firstPage, onToggle, chosen = null }: FacetsProps) {
  const [expanded, setExpanded] = useState<string[]>([])
  return (
    <>
      {facets.map((f) => {
        const counts = firstPage?.facets?.[f.attribute]
        const open = expanded.includes(f.attribute)
        const items = facetItems(counts, open ? FACET_SHOW_MORE_LIMIT : FACET_LIMIT)
        const more = Object.keys(counts ?? {}).length > FACET_LIMIT
        return (
          <FacetList
            key={f.attribute}
            attribute={f.attribute}
            title={f.title}
            items={items.map((i) => ({ ...i, label: i.value, isRefined: chosen?.attribute === f.attribute && chosen.value === i.value }))}
            onToggle={onToggle ? (value) => onToggle({ attribute: f.attribute, value }) : undefined}
            showMore={
              more
                ? {
                    expanded: open,
                    onToggle: onToggle
                      ? () => setExpanded((list) => (open ? list.filter((a) => a !== f.attribute) : [...list, f.attribute]))
                      : undefined,
                  }
                : null
            }
          />
        )
      })}
    </>
  )
})

const firstPageCount = (firstPage: ListingFirstPage | null): string =>
  firstPage ? productCount(firstPage.nbHits, 1, firstPage.nbPages) : '\u00a0'

type Props = ListingTexts & {
  firstPage: ListingFirstPage | null
  facets: ListingFacet[]
  threshold: number
  hrefFor: (page: number) => LinkProps['href']
  /** Hydrated: the facets and the sort act (through the address). */
  live?: boolean
  /** A choice made, the search on its way: the cards are about to change. */
  pending?: boolean
  chosen?: StaticChoice | null
  onToggle?: (choice: StaticChoice) => void
  sort?: SortParam
  onSort?: (next: SortParam) => void
}

/**
 * The server's first page, its facets, page links: the static HTML, the view without JavaScript, and the page until a
 * buyer filters, sorts or pages (the search then takes over, from the address).
 */
export function StaticListing({
  firstPage,
  facets,
  threshold,
  hrefFor,
  title,
  emptyMessage,
  live = false,
  pending = false,
  chosen,
  onToggle,
  sort = 'a-z',
  onSort,
}: Props) {
  return (
    <ListingSection
      title={title}
      // a choice made (or an address arriving with one): the search is on its way, these cards are about to change
      ready={live && !pending}
      busy={pending}
      count={firstPageCount(firstPage)}
      controls={<ListingControls sort={sort} onSort={onSort ?? (() => undefined)} stalled={<p className="sr-only" />} />}
      filters={
        <FilterPanelView>
          <StaticFacets facets={facets} firstPage={firstPage} onToggle={onToggle} chosen={chosen} />
        </FilterPanelView>
      }
    >
      <StaticProductGrid firstPage={firstPage} threshold={threshold} emptyMessage={emptyMessage} deferPrices={pending} />
      <Pagination page={1} totalPages={Math.max(1, firstPage?.nbPages ?? 1)} hrefFor={hrefFor} />
    </ListingSection>
  )
}

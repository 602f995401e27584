import { memo } from 'react'

import { DEFAULT_CATEGORY_FILTER } from '@/stores/ui'

import { Pagination } from './Pagination'
import { ProductGrid as ProductGridView } from './ProductGrid'
import { SortSelect } from './SortSelect'
import type { ListingScope, ProductListing } from './types'
import { useListingUrlState } from './useListingUrlState'
import { useProductListing } from './useProductListing'
import { CATALOGUE_MESSAGES } from './messages'

type Props = {
  scope: ListingScope
  initial: ProductListing
  threshold: number
  title: string
  emptyMessage: string
  /** value mirrored into the UI store's categoryFilter ('Tout' outside a category) */
  categoryFilter?: string
}

// The section renders again, in one uninterruptible task, once hydrated (the URL state): the grid, whose products are
// the same static page, skips that render.
const ProductGrid = memo(ProductGridView)

const countLabel = (n: number): string => (n <= 1 ? `${n} produit` : `${n} produits`)

/** Sortable, paginated product grid; sort and page live in the URL (shareable) and the UI store. */
export function ProductListingSection({ scope, initial, threshold, title, emptyMessage, categoryFilter = DEFAULT_CATEGORY_FILTER }: Props) {
  const { tri, page, ready, hrefFor, setSort } = useListingUrlState(categoryFilter)
  const { listing, isLoading, error } = useProductListing(scope, initial, tri, page)
  return (
    // data-ready: the URL state is read (hydrated), so the controls act; tests wait for it
    <section aria-labelledby="liste-produits" className="mt-10" data-testid="product-listing" data-ready={ready ? 'true' : 'false'}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="liste-produits" className="text-2xl font-bold text-brand-ink">
            {title}
          </h2>
          <p className="text-sm text-slate-600" data-testid="product-count">
            {countLabel(listing.totalDocs)}
            {listing.totalPages > 1 ? ` · page ${listing.page} sur ${listing.totalPages}` : ''}
          </p>
        </div>
        {listing.totalDocs > 1 ? <SortSelect value={tri} onChange={setSort} /> : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {isLoading ? CATALOGUE_MESSAGES.loading : ''}
      </p>
      {error ? (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div aria-busy={isLoading} data-loading={isLoading ? 'true' : undefined} className={`relative transition-opacity ${isLoading ? 'opacity-60' : ''}`}>
        {isLoading ? (
          <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex justify-center" aria-hidden="true">
            <span className="mt-2 rounded-full bg-white px-4 py-1 text-sm font-medium text-brand-ink shadow">{CATALOGUE_MESSAGES.loading}</span>
          </div>
        ) : null}
        <ProductGrid products={listing.items} threshold={threshold} emptyMessage={emptyMessage} />
      </div>
      <Pagination page={listing.page} totalPages={listing.totalPages} hrefFor={(p) => hrefFor({ page: p })} />
    </section>
  )
}

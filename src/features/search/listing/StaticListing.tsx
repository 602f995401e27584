import { DeferPrices } from '@/features/cart/deferPrices'
import { Pagination } from '@/features/catalogue/Pagination'
import { ProductGrid } from '@/features/catalogue/ProductGrid'
import { SortSelect } from '@/features/catalogue/SortSelect'
import { CATALOGUE_MESSAGES } from '@/features/catalogue/messages'
import type { ProductListing } from '@/features/catalogue/types'
import { useLayoutData } from '@/features/layout/LayoutContext'

import { ListingSection } from './ListingSection'
import { productCount } from './productCard'

/** The listing's first page as the server rendered it, until the search has answered. */
export function StaticProductGrid({ listing, threshold }: { listing: ProductListing; threshold: number }) {
  // the search's hits replace these cards: a buyer's prices come with theirs, in one request (issue 17 item 5)
  const replaced = useLayoutData().search !== null
  return (
    <DeferPrices when={replaced}>
      <ProductGrid products={listing.items} threshold={threshold} emptyMessage={CATALOGUE_MESSAGES.emptyAll} />
    </DeferPrices>
  )
}

/** The static HTML (and the view without JavaScript): first page, page links. */
export function StaticListing({ listing, threshold }: { listing: ProductListing; threshold: number }) {
  return (
    <ListingSection
      ready={false}
      busy={false}
      count={productCount(listing.totalDocs, listing.page, listing.totalPages)}
      // the same controls' room as once the search runs, so that nothing moves when it does
      controls={<SortSelect value="a-z" onChange={() => undefined} />}
      filters={<div aria-hidden="true" className="h-[38px] rounded border border-slate-200 lg:hidden" />}
    >
      <StaticProductGrid listing={listing} threshold={threshold} />
      <Pagination page={listing.page} totalPages={listing.totalPages} hrefFor={(p) => ({ pathname: '/tous-nos-produits', query: p > 1 ? { page: String(p) } : {} })} />
    </ListingSection>
  )
}

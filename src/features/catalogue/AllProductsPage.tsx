import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import { ProductSearchListing } from '@/features/search/listing/ProductSearchListing'
import type { ListingFirstPage } from '@/lib/search/listing'

import { CATALOGUE_MESSAGES } from '@/lib/catalogue/messages'

/** /tous-nos-produits: every displayed product, with facets, sorts and pages (a search listing, issues 5 and 17). */
export function AllProductsPage({ firstPage, threshold }: { firstPage: ListingFirstPage | null; threshold: number }) {
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: 'Tous nos produits' }]} />
      <h1 className="mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">Tous nos produits</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        L’ensemble de nos références en fournitures industrielles&nbsp;: maintenance, travail du métal et équipement professionnel.
      </p>
      <ProductSearchListing
        scope={{}}
        firstPage={firstPage}
        threshold={threshold}
        title="Nos références"
        emptyMessage={CATALOGUE_MESSAGES.emptyAll}
      />
    </main>
  )
}

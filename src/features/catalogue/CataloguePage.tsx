import Link from 'next/link'

import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import { CATALOGUE_MESSAGES } from '@/lib/catalogue/messages'
import { ProductSearchListing } from '@/features/search/listing/ProductSearchListing'
import { ROUTES } from '@/lib/routes'
import type { ListingFirstPage } from '@/lib/search/listing'

import type { CataloguePageData } from '@/lib/catalogue/types'

type Props = { catalogue: CataloguePageData; firstPage: ListingFirstPage | null; threshold: number }

/** /catalogues/{catalogueSlug}: its categories (level 1 with their level 2) and its products. */
export function CataloguePage({ catalogue, firstPage, threshold }: Props) {
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: 'Catalogues', href: ROUTES.catalogues }, { label: catalogue.title }]} />
      <h1 className="mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">{catalogue.title}</h1>
      {catalogue.description ? <p className="mt-2 max-w-3xl text-slate-600">{catalogue.description}</p> : null}
      {catalogue.categories.length > 0 ? (
        <section aria-labelledby="categories" className="mt-8">
          <h2 id="categories" className="text-2xl font-bold text-brand-ink">
            Catégories
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="category-list">
            {catalogue.categories.map((cat) => (
              <li key={cat.slug} className="rounded-lg border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-brand-ink">
                  <Link href={cat.href} className="hover:text-brand hover:underline">
                    {cat.title}
                  </Link>
                </h3>
                {cat.children.length > 0 ? (
                  <ul className="mt-2 space-y-1 text-sm">
                    {cat.children.map((child) => (
                      <li key={child.slug}>
                        <Link href={child.href} className="text-slate-600 hover:text-brand hover:underline">
                          {child.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProductSearchListing
        scope={{ catalogue: catalogue.slug }}
        firstPage={firstPage}
        threshold={threshold}
        title={`Produits du catalogue ${catalogue.title}`}
        emptyMessage={CATALOGUE_MESSAGES.emptyCatalogue}
      />
    </main>
  )
}

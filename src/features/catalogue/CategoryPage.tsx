import Link from 'next/link'

import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import type { Crumb } from '@/lib/layout/types'
import { CATALOGUE_MESSAGES } from '@/lib/catalogue/messages'
import { ProductSearchListing } from '@/features/search/listing/ProductSearchListing'
import { ROUTES } from '@/lib/routes'
import type { ListingFirstPage } from '@/lib/search/listing'

import type { CategoryPageData } from '@/lib/catalogue/types'

type Props = { category: CategoryPageData; firstPage: ListingFirstPage | null; threshold: number }

/** /catalogues/{catalogueSlug}/{categorySlug}: a level-1 or level-2 category, its sub-categories and products. */
export function CategoryPage({ category, firstPage, threshold }: Props) {
  const crumbs: Crumb[] = [
    { label: 'Catalogues', href: ROUTES.catalogues },
    { label: category.catalogue.title, href: category.catalogue.href },
    ...(category.parent ? [{ label: category.parent.title, href: category.parent.href }] : []),
    { label: category.title },
  ]
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">{category.title}</h1>
      {category.description ? <p className="mt-2 max-w-3xl text-slate-600">{category.description}</p> : null}
      {category.children.length > 0 ? (
        <nav aria-labelledby="sous-categories" className="mt-6">
          <h2 id="sous-categories" className="text-lg font-semibold text-brand-ink">
            Sous-catégories
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="subcategory-list">
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link
                  href={child.href}
                  className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:border-brand hover:text-brand"
                >
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductSearchListing
        scope={{ catalogue: category.catalogue.slug, categorie: category.slug }}
        firstPage={firstPage}
        threshold={threshold}
        title="Produits"
        emptyMessage={CATALOGUE_MESSAGES.emptyCategory}
      />
    </main>
  )
}

import Image from 'next/image'
import Link from 'next/link'

import { FALLBACK_IMAGE } from '@/lib/media'

import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import { ROUTES } from '@/lib/routes'
import type { CatalogueCardView } from '@/lib/catalogue/types'

/** /catalogues: a card per catalogue with its level-1 categories as links. */
export function CataloguesPage({ catalogues }: { catalogues: CatalogueCardView[] }) {
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: 'Catalogues' }]} />
      <h1 className="mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">Nos catalogues</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Parcourez nos catalogues de fournitures industrielles par famille de produits, ou consultez{' '}
        <Link href={ROUTES.allProducts} className="font-medium text-brand hover:underline">
          tous nos produits
        </Link>
        .
      </p>
      {catalogues.length === 0 ? (
        <p role="status" className="mt-8 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600">
          Aucun catalogue pour le moment.
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="catalogue-list">
          {catalogues.map((c, index) => {
            const image = c.image ?? FALLBACK_IMAGE
            return (
              <li
                key={c.slug}
                className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
                data-testid="catalogue-card"
              >
                <div className="relative aspect-[4/3] bg-slate-100">
                  <Image
                    src={image.thumbnailUrl ?? image.url}
                    alt=""
                    fill
                    preload={index === 0}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h2 className="text-xl font-semibold text-brand-ink">
                    <Link href={c.href} className="hover:text-brand hover:underline">
                      {c.title}
                    </Link>
                  </h2>
                  {c.description ? <p className="line-clamp-3 text-sm text-slate-600">{c.description}</p> : null}
                  {c.categories.length > 0 ? (
                    <ul className="flex flex-wrap gap-2" aria-label={`Catégories de ${c.title}`}>
                      {c.categories.map((cat) => (
                        <li key={cat.slug}>
                          <Link
                            href={cat.href}
                            className="inline-block rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand hover:text-brand"
                          >
                            {cat.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Link href={c.href} className="mt-auto pt-2 text-sm font-semibold text-brand hover:underline">
                    Voir le catalogue<span className="sr-only"> {c.title}</span> ›
                  </Link>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </main>
  )
}

import Image from 'next/image'

import { RichText } from '@/features/content/RichText'

import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import { CATALOGUE_MESSAGES } from '@/lib/catalogue/messages'
import { ProductSearchListing } from '@/features/search/listing/ProductSearchListing'
import { ROUTES } from '@/lib/routes'
import type { ListingFirstPage } from '@/lib/search/listing'

import type { BrandPageData } from '@/lib/catalogue/types'

type Props = { brand: BrandPageData; firstPage: ListingFirstPage | null; threshold: number }

/** /partenaires/{slug}: a brand with a single page, its content and its products. */
export function BrandPage({ brand, firstPage, threshold }: Props) {
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: 'Nos partenaires', href: ROUTES.partners }, { label: brand.title }]} />
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        {brand.logo ? (
          <div className="relative h-24 w-40 shrink-0 rounded border border-slate-200 bg-white">
            <Image
              src={brand.logo.url}
              alt={brand.logo.alt || `Logo ${brand.title}`}
              fill
              preload
              fetchPriority="high"
              sizes="160px"
              className="object-contain p-2"
            />
          </div>
        ) : null}
        <div>
          <h1 className="text-3xl font-bold text-brand-ink sm:text-4xl">{brand.title}</h1>
          {brand.description ? <p className="mt-2 max-w-3xl text-slate-600">{brand.description}</p> : null}
        </div>
      </div>
      {brand.body ? (
        <section aria-label={`À propos de ${brand.title}`}>
          <RichText
            content={brand.body}
            className="mt-8 max-w-3xl space-y-4 text-slate-700 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-ink [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
          />
        </section>
      ) : null}
      <ProductSearchListing
        scope={{ marque: brand.slug }}
        firstPage={firstPage}
        threshold={threshold}
        title={`Produits ${brand.title}`}
        emptyMessage={CATALOGUE_MESSAGES.emptyBrand}
      />
    </main>
  )
}

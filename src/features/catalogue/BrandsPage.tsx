import Image from 'next/image'
import Link from 'next/link'
import { useMemo } from 'react'

import { Breadcrumbs } from '@/features/ui/Breadcrumbs'
import { CATALOGUE_MESSAGES } from '@/lib/catalogue/messages'
import type { BrandCardView } from '@/lib/catalogue/types'
import { FALLBACK_IMAGE } from '@/lib/media'

import { filterByLetter, lettersInUse } from './letters'
import { LetterFilter } from './LetterFilter'
import { useLetterFilter } from './useLetterFilter'

function BrandCardBody({ brand, preload }: { brand: BrandCardView; preload: boolean }) {
  const logo = brand.logo ?? FALLBACK_IMAGE
  return (
    <>
      <div className="relative aspect-[3/2] bg-white">
        <Image
          src={logo.thumbnailUrl ?? logo.url}
          alt=""
          fill
          preload={preload}
          fetchPriority={preload ? 'high' : 'auto'}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="object-contain p-4"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t border-slate-100 p-4">
        <h2 className={`font-semibold text-brand-ink ${brand.href ? 'group-hover:text-brand' : ''}`}>{brand.title}</h2>
        {brand.description ? <p className="line-clamp-3 text-sm text-slate-600">{brand.description}</p> : null}
        {brand.href ? <span className="mt-auto pt-2 text-sm font-semibold text-brand">Découvrir la marque ›</span> : null}
      </div>
    </>
  )
}

const cardClass = 'flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm'

/** /partenaires: every brand, filtered by first letter; only brands with a single page are links (spec §2). */
export function BrandsPage({ brands }: { brands: BrandCardView[] }) {
  const { letter, setLetter, ready } = useLetterFilter()
  const available = useMemo(() => lettersInUse(brands), [brands])
  const shown = useMemo(() => filterByLetter(brands, letter), [brands, letter])
  return (
    <main id="contenu" className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: 'Nos partenaires' }]} />
      <h1 className="mt-4 text-3xl font-bold text-brand-ink sm:text-4xl">Nos partenaires</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Les fabricants dont nous distribuons les produits et avec qui nous construisons nos solutions.
      </p>
      <div className="mt-6" data-testid="letter-filter-wrapper" data-ready={ready ? 'true' : 'false'}>
        <LetterFilter letter={letter} available={available} onChange={setLetter} />
      </div>
      <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-600" data-testid="brand-count">
        {shown.length <= 1 ? `${shown.length} partenaire` : `${shown.length} partenaires`}
        {letter ? ` pour la lettre ${letter}` : ''}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600">
          {CATALOGUE_MESSAGES.emptyBrands}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="brand-list">
          {shown.map((brand, index) => (
            <li key={brand.slug} data-testid="brand-card" data-slug={brand.slug} data-single-page={brand.href ? 'true' : 'false'}>
              {brand.href ? (
                <Link href={brand.href} className={`group transition hover:shadow-md ${cardClass}`}>
                  <BrandCardBody brand={brand} preload={index === 0} />
                </Link>
              ) : (
                <div className={cardClass}>
                  <BrandCardBody brand={brand} preload={index === 0} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

import Image from 'next/image'
import Link from 'next/link'

import { ProductGrid } from '@/features/product/ProductGrid'
import { useLayoutData } from '@/features/ui/LayoutContext'
import { SearchBar } from '@/features/search/SearchBar'
import { FALLBACK_IMAGE } from '@/lib/media'
import { ROUTES } from '@/lib/routes'
import type { HomeCard, HomeData } from '@/lib/home/types'

function CardGrid({ title, cards, id }: { title: string; cards: HomeCard[]; id: string }) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={id} className="mb-6 text-2xl font-bold text-brand-ink">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const image = card.image ?? FALLBACK_IMAGE
          return (
            <li key={card.href + card.title}>
              <Link
                href={card.href}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
              >
                <div className="relative aspect-[4/3] bg-slate-100">
                  <Image
                    src={image.thumbnailUrl ?? image.url}
                    alt={image.alt}
                    fill
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <h3 className="font-semibold text-brand-ink group-hover:text-brand">{card.title}</h3>
                  {card.description ? <p className="line-clamp-3 text-sm text-slate-600">{card.description}</p> : null}
                </div>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** 'Produits à découvrir': the listings' product cards (one card family), below the fold (no image preloaded). */
function ProductSection({ products }: { products: HomeData['products'] }) {
  const threshold = useLayoutData().lowStockThreshold
  if (products.length === 0) return null
  return (
    <section aria-labelledby="home-produits" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="home-produits" className="mb-6 text-2xl font-bold text-brand-ink">
        Produits à découvrir
      </h2>
      <ProductGrid products={products} threshold={threshold} emptyMessage="" preloadFirst={false} />
    </section>
  )
}

/**
 * The hero's search field: visible on arrival, where the desktop header's box waits for 150px of
 * scroll (spec §2) and then hides with the header. The header's search bar itself (already in every page's
 * JavaScript): a GET form to /recherche before hydration, the dropdown of hits on focus after.
 */
function HeroSearch() {
  const config = useLayoutData().search
  return (
    <div className="mt-8 max-w-2xl" data-testid="home-search">
      <SearchBar id="home-search-input" config={config} size="large" />
    </div>
  )
}

export function HomePage({ data }: { data: HomeData }) {
  const hero = data.image
  return (
    <main id="contenu">
      {/* no overflow-hidden: the search's dropdown opens below the hero */}
      <section className="relative bg-brand-night text-white">
        {hero ? (
          <Image src={hero.url} alt={hero.alt} fill preload fetchPriority="high" sizes="100vw" className="object-cover opacity-30" />
        ) : null}
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:py-28">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{data.title}</h1>
          {data.subtitle ? <p className="mt-4 max-w-2xl text-lg text-slate-200">{data.subtitle}</p> : null}
          <HeroSearch />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={ROUTES.catalogues} className="rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
              Nos catalogues
            </Link>
            <Link href={ROUTES.expertises} className="rounded border border-white/60 px-5 py-3 font-semibold hover:bg-white/10">
              Nos expertises
            </Link>
          </div>
        </div>
      </section>
      <CardGrid id="home-expertises" title="Nos expertises" cards={data.expertises} />
      <CardGrid id="home-catalogues" title="Nos catalogues" cards={data.catalogues} />
      <ProductSection products={data.products} />
      <CardGrid id="home-marques" title="Nos partenaires" cards={data.brands} />
    </main>
  )
}

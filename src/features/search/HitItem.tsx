import Image from 'next/image'
import Link from 'next/link'
import type { MouseEvent, ReactNode } from 'react'

import { useLayoutData } from '@/features/ui/LayoutContext'
import { ProductCard } from '@/features/product/ProductCard'

import { Highlighted } from './Highlighted'
import type { HitView } from './hitView'

type Props = {
  hit: HitView
  /** compact: a dropdown row; card: a results-page entry */
  variant: 'compact' | 'card'
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** The link of a hit: a brochure downloads its file (spec §2), anything else is a page of the shop. */
function HitLink({
  hit,
  className,
  onFollow,
  children,
}: {
  hit: HitView
  className: string
  onFollow?: Props['onFollow']
  children: ReactNode
}) {
  const attributes = {
    className,
    onClick: onFollow,
    'data-testid': 'search-hit',
    'data-kind': hit.kind,
    'data-object-id': hit.objectID,
  }
  if (hit.download) {
    return (
      <a href={hit.href} download {...attributes}>
        {children}
      </a>
    )
  }
  return (
    <Link href={hit.href} {...attributes}>
      {children}
    </Link>
  )
}

/** One search hit of any kind (spec §3 fields), its image or the fallback image. */
export function HitItem({ hit, variant, onFollow }: Props) {
  const threshold = useLayoutData().lowStockThreshold
  const compact = variant === 'compact'
  // a results-page product: the one product card (the listings' and the home page's), its title and reference highlighted
  if (!compact && hit.product) {
    return (
      <ProductCard
        product={hit.product}
        threshold={threshold}
        sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw"
        href={hit.href}
        onFollow={onFollow}
        title={<Highlighted parts={hit.title} />}
        reference={hit.reference.length ? <Highlighted parts={hit.reference} /> : undefined}
        hooks={{
          rootTestId: 'product-hit',
          linkTestId: 'search-hit',
          linkData: { 'data-kind': hit.kind, 'data-object-id': hit.objectID },
          titleTestId: 'search-hit-title',
          stockTestId: 'search-hit-stock',
        }}
      />
    )
  }
  const size = compact ? 48 : 96
  return (
    <HitLink
      hit={hit}
      onFollow={onFollow}
      className={
        compact
          ? 'flex items-center gap-3 px-3 py-2 text-brand-ink hover:bg-slate-100 focus-visible:bg-slate-100'
          : 'flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-4 text-brand-ink shadow-sm transition hover:shadow-md'
      }
    >
      <span className="relative shrink-0 overflow-hidden rounded bg-slate-50" style={{ width: size, height: size }}>
        <Image
          src={hit.image.src}
          alt={hit.image.alt}
          fill
          sizes={`${size}px`}
          // a dropdown row's thumbnail comes with its hit (lazy, it popped in after the text); its box is sized above
          loading={compact ? 'eager' : undefined}
          className="object-contain p-1"
          data-fallback={hit.image.fallback ? '' : undefined}
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          {hit.kindLabel}
          {hit.download ? ' · Télécharger' : ''}
        </span>
        <span className={`font-semibold ${compact ? 'truncate text-sm' : ''}`} data-testid="search-hit-title">
          <Highlighted parts={hit.title} />
        </span>
        {hit.subtitle.length ? (
          <span className={`text-slate-600 ${compact ? 'truncate text-xs' : 'text-sm'}`}>
            <Highlighted parts={hit.subtitle} />
          </span>
        ) : null}
        {!compact && hit.text ? <span className="line-clamp-2 text-sm text-slate-600">{hit.text}</span> : null}
        {hit.stock ? (
          <span className="text-xs font-medium text-slate-700" data-testid="search-hit-stock">
            {hit.stock}
          </span>
        ) : null}
      </span>
    </HitLink>
  )
}

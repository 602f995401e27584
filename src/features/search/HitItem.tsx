import Image from 'next/image'
import Link from 'next/link'
import type { MouseEvent, ReactNode } from 'react'

import { useLayoutData } from '@/features/ui/LayoutContext'
import { CardOffer } from '@/features/product/CardOffer'
import { StockChip } from '@/features/product/StockChip'
import { publicLevelLacksStock } from '@/lib/stock'

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
  const compact = variant === 'compact'
  const size = compact ? 48 : 96
  // a results-page product: the buyer's price, stock label (spec §4 threshold) and add to cart
  const offer = compact ? null : hit.product
  const threshold = useLayoutData().lowStockThreshold
  const cardClass = 'flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-4 text-brand-ink shadow-sm transition hover:shadow-md'
  const link = (
    <HitLink
      hit={hit}
      onFollow={onFollow}
      className={
        compact
          ? 'flex items-center gap-3 px-3 py-2 text-brand-ink hover:bg-slate-100 focus-visible:bg-slate-100'
          : offer
            ? 'flex flex-1 gap-4 text-brand-ink'
            : cardClass
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
        {offer ? (
          <span className="mt-1" data-testid="search-hit-stock">
            <StockChip productId={offer.id} level={offer.stockLevel} confirmationDelay={offer.confirmationDelay} threshold={threshold} />
          </span>
        ) : hit.stock ? (
          <span className="text-xs font-medium text-slate-700" data-testid="search-hit-stock">
            {hit.stock}
          </span>
        ) : null}
      </span>
    </HitLink>
  )
  if (!offer) return link
  // a product on the results page: the buying row sits under the link, not in it (no button inside a link)
  return (
    <div
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md"
      data-testid="product-hit"
    >
      {link}
      <CardOffer
        productId={offer.id}
        title={offer.title}
        buying={offer.buying}
        lacksStock={publicLevelLacksStock(offer.stockLevel, offer.confirmationDelay)}
      />
    </div>
  )
}

import Image from 'next/image'
import Link from 'next/link'
import type { MouseEvent, ReactNode } from 'react'

import { FavoriteIsland } from '@/features/account/FavoriteIsland'
import { AddToListIsland } from '@/features/lists/AddToListIsland'
import type { ProductCardView } from '@/lib/catalogue/types'
import { FALLBACK_IMAGE } from '@/lib/media'
import { productPath } from '@/lib/routes'
import { publicLevelLacksStock } from '@/lib/stock'

import { CardOffer } from './CardOffer'
import { StockChip } from './StockChip'

/** Where a card stands: its test ids and link attributes (the listings' by default; the results page's keep theirs). */
type ProductCardHooks = {
  /** the card's root (the results page: 'product-hit') */
  rootTestId?: string
  /** the link (listings: 'product-card'; the results page: 'search-hit', with its kind and objectID) */
  linkTestId?: string
  linkData?: Record<`data-${string}`, string>
  /** the title (listings: 'product-title'; the results page: 'search-hit-title') */
  titleTestId?: string
  /** the stock label's box (the results page: 'search-hit-stock') */
  stockTestId?: string
}

type Props = {
  product: ProductCardView
  threshold: number
  preload?: boolean
  /** the image's `sizes` (the grid's columns where it stands) */
  sizes?: string
  /** the title and the reference as shown (the results page: highlighted); else the product's own */
  title?: ReactNode
  reference?: ReactNode
  /** the link followed (the results page reports the click to Insights) */
  href?: string
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void
  hooks?: ProductCardHooks
}

/**
 * The product card, one family wherever a product is shown as a card (listings, the results page, the home page): a
 * square image, brand, title, reference and stock label (spec §4) in the link; under it, outside the link (no button
 * inside a link), the buyer's price, stepper and add to cart, or a visitor's 'Connaitre le prix'. Its parts carry
 * `data-card-part`, its root `data-card="product"`.
 */
export function ProductCard({
  product,
  threshold,
  preload = false,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  title,
  reference,
  href,
  onFollow,
  hooks = {},
}: Props) {
  const image = product.image ?? FALLBACK_IMAGE
  const { rootTestId, linkTestId = 'product-card', linkData, titleTestId = 'product-title', stockTestId } = hooks
  return (
    // the heart sits beside the link, not in it: a button inside a link is not valid HTML
    <div
      className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-card="product"
      data-testid={rootTestId}
    >
      {/* prefetched on hover or touch, not for every card in view (a listing shows 24: 24 data and chunk requests) */}
      <Link
        href={href ?? productPath(product.slug)}
        prefetch={false}
        onClick={onFollow}
        data-testid={linkTestId}
        {...linkData}
        className="group flex flex-1 flex-col text-brand-ink"
      >
        <div className="relative aspect-square overflow-hidden rounded-t-lg bg-slate-50" data-card-part="image">
          <Image
            src={image.thumbnailUrl ?? image.url}
            alt={image.alt || product.title}
            fill
            preload={preload}
            fetchPriority={preload ? 'high' : 'auto'}
            sizes={sizes}
            className="object-contain p-2"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 px-4 pt-4">
          {product.brand ? (
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500" data-card-part="brand">
              {product.brand}
            </p>
          ) : null}
          <h3 className="font-semibold text-brand-ink group-hover:text-brand" data-testid={titleTestId} data-card-part="title">
            {title ?? product.title}
          </h3>
          <p className="text-sm text-slate-600" data-card-part="reference">
            Réf. <span className="font-mono">{reference ?? product.reference}</span>
          </p>
          <p className="mt-auto pt-2" data-card-part="stock" data-testid={stockTestId}>
            <StockChip
              productId={product.id}
              level={product.stockLevel}
              confirmationDelay={product.confirmationDelay}
              threshold={threshold}
            />
          </p>
        </div>
      </Link>
      <div className="px-4 pb-4 pt-2" data-card-part="offer">
        <CardOffer
          productId={product.id}
          title={product.title}
          buying={product.buying}
          lacksStock={publicLevelLacksStock(product.stockLevel, product.confirmationDelay)}
        />
      </div>
      <FavoriteIsland productId={product.id} className="absolute right-2 top-2 h-10 w-10" />
      <AddToListIsland productId={product.id} className="h-10 w-10" wrapperClassName="absolute right-2 top-14" />
    </div>
  )
}

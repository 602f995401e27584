import Image from 'next/image'
import Link from 'next/link'

import { FavoriteIsland } from '@/features/account/FavoriteIsland'
import { AddToListIsland } from '@/features/lists/AddToListIsland'
import type { ProductCardView } from '@/lib/catalogue/types'
import { FALLBACK_IMAGE } from '@/lib/media'
import { productPath } from '@/lib/routes'
import { publicLevelLacksStock } from '@/lib/stock'

import { CardOffer } from './CardOffer'
import { StockChip } from './StockChip'

/**
 * A listing card: image, brand, title, reference and stock label (spec §4) in the link; under it, outside the link
 * (no button inside a link), the buyer's price, stepper and add to cart, or a visitor's 'Connaitre le prix'.
 */
export function ProductCard({ product, threshold, preload = false }: { product: ProductCardView; threshold: number; preload?: boolean }) {
  const image = product.image ?? FALLBACK_IMAGE
  return (
    // the heart sits beside the link, not in it: a button inside a link is not valid HTML
    <div className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {/* prefetched on hover or touch, not for every card in view (a listing shows 24: 24 data and chunk requests) */}
      <Link href={productPath(product.slug)} prefetch={false} data-testid="product-card" className="group flex flex-1 flex-col">
        <div className="relative aspect-square overflow-hidden rounded-t-lg bg-slate-50">
          <Image
            src={image.thumbnailUrl ?? image.url}
            alt={image.alt || product.title}
            fill
            preload={preload}
            fetchPriority={preload ? 'high' : 'auto'}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="object-contain p-2"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 px-4 pt-4">
          {product.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{product.brand}</p> : null}
          <h3 className="font-semibold text-brand-ink group-hover:text-brand" data-testid="product-title">
            {product.title}
          </h3>
          <p className="text-sm text-slate-600">
            Réf. <span className="font-mono">{product.reference}</span>
          </p>
          <p className="mt-auto pt-2">
            <StockChip
              productId={product.id}
              level={product.stockLevel}
              confirmationDelay={product.confirmationDelay}
              threshold={threshold}
            />
          </p>
        </div>
      </Link>
      <div className="px-4 pb-4 pt-2">
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

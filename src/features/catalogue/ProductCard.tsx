import Image from 'next/image'
import Link from 'next/link'

import { FavoriteIsland } from '@/features/account/FavoriteIsland'
import { CardPrice } from '@/features/product/CardPrice'
import { FALLBACK_IMAGE } from '@/lib/media'
import { stockLabel, type StockLabel } from '@/lib/stock'

import type { ProductCardView } from './types'

const STOCK_STYLE: Record<StockLabel, string> = {
  'En stock': 'bg-green-50 text-green-800 ring-green-600/30',
  'Stock faible': 'bg-amber-50 text-amber-800 ring-amber-600/30',
  'Délai à confirmer': 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

export const productHref = (slug: string): string => `/catalogues/produit/${slug}`

/** A listing card: image, brand, title, reference, the buyer's price (none for a visitor) and stock label (spec §4). */
export function ProductCard({ product, threshold, preload = false }: { product: ProductCardView; threshold: number; preload?: boolean }) {
  const image = product.image ?? FALLBACK_IMAGE
  // spec §4: the card knows no cart quantity (0): the label depends on stock, delay and threshold
  const label = stockLabel({ stock: product.stockTotal, confirmationDelay: product.confirmationDelay, threshold })
  return (
    // the heart sits beside the link, not in it: a button inside a link is not valid HTML
    <div className="relative h-full">
      <Link
        href={productHref(product.slug)}
        data-testid="product-card"
        className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      >
        <div className="relative aspect-square bg-slate-50">
          <Image
            src={image.thumbnailUrl ?? image.url}
            alt={image.alt || product.titre}
            fill
            preload={preload}
            fetchPriority={preload ? 'high' : 'auto'}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="object-contain p-2"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          {product.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{product.brand}</p> : null}
          <h3 className="font-semibold text-brand-ink group-hover:text-brand" data-testid="product-title">
            {product.titre}
          </h3>
          <p className="text-sm text-slate-600">
            Réf. <span className="font-mono">{product.reference}</span>
          </p>
          <CardPrice productId={product.id} />
          <p className="mt-auto pt-2">
            <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STOCK_STYLE[label]}`} data-testid="stock-label">
              {label}
            </span>
          </p>
        </div>
      </Link>
      <FavoriteIsland productId={product.id} className="absolute right-2 top-2 h-10 w-10" />
    </div>
  )
}

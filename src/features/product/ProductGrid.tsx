import type { ProductCardView } from '@/lib/catalogue/types'

import { ProductCard } from './ProductCard'

/** Responsive product grid: 1 column on phones, 2 from sm, 3 from lg, 4 from xl. */
export function ProductGrid({
  products,
  threshold,
  emptyMessage,
  preloadFirst = true,
}: {
  products: ProductCardView[]
  threshold: number
  emptyMessage: string
  /** Preload the first card's image (off for a grid below the fold). */
  preloadFirst?: boolean
}) {
  if (products.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-600">
        {emptyMessage}
      </p>
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} threshold={threshold} preload={preloadFirst && index === 0} />
        </li>
      ))}
    </ul>
  )
}

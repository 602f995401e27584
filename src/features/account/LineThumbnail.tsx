import Image from 'next/image'

import type { ProductSummary } from '@/lib/account/api'
import { FALLBACK_IMAGE } from '@/lib/media'

/**
 * A product's small picture on an order or quote line: a fixed 56 px box (nothing moves when it loads, nor while the
 * product is still loading), the thumbnail size the cart lines use; the placeholder picture for a withdrawn product.
 * Decorative: the line's title beside it names the product.
 */
export function LineThumbnail({ product, loading = false }: { product: Pick<ProductSummary, 'image'> | null; loading?: boolean }) {
  const image = product?.image ?? FALLBACK_IMAGE
  return (
    <span
      className="relative block h-14 w-14 shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-50"
      data-testid="line-thumbnail"
    >
      {loading ? null : <Image src={image.url} alt="" fill sizes="56px" className="object-contain p-1" />}
    </span>
  )
}

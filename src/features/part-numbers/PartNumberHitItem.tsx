import Image from 'next/image'
import Link from 'next/link'

import { FALLBACK_IMAGE } from '@/lib/media'
import { PART_NUMBER_TEXT as T, type PartNumberHit } from '@/lib/part-numbers/api'

/** A product found by the buyer's own part number: a search row, above the public hits (this buyer only). */
export function PartNumberHitItem({ hit, onFollow, size = 48 }: { hit: PartNumberHit; onFollow?: () => void; size?: number }) {
  const image = hit.product.image ?? FALLBACK_IMAGE.thumbnailUrl ?? FALLBACK_IMAGE.url
  return (
    <Link
      href={hit.product.href}
      onClick={onFollow}
      className="flex items-center gap-3 px-3 py-2 text-brand-ink hover:bg-slate-100 focus-visible:bg-slate-100"
      data-testid="part-number-hit"
      data-product-id={hit.product.id}
    >
      <span className="relative shrink-0 overflow-hidden rounded bg-slate-50" style={{ width: size, height: size }}>
        <Image src={image} alt="" fill sizes={`${size}px`} loading="eager" className="object-contain p-1" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-xs font-semibold uppercase tracking-wide text-brand-dark">
          {T.label}&nbsp;: <span className="font-mono normal-case">{hit.partNumber}</span>
        </span>
        <span className="truncate text-sm font-semibold">{hit.product.title}</span>
        <span className="truncate font-mono text-xs text-slate-600">{hit.product.reference}</span>
      </span>
    </Link>
  )
}

import type { ReactNode } from 'react'
import Image from 'next/image'
import Link from 'next/link'

import { PriceText } from '@/features/prices/PriceText'
import { usePriceDisplay } from '@/features/prices/usePriceDisplay'
import type { ProductSummary } from '@/lib/account/api'
import { FALLBACK_IMAGE } from '@/lib/media'

import { ACCOUNT_TEXT } from './messages'

/** A product of an account list: image and title linking to the product, brand, reference, the buyer's price, actions. */
export function ProductLine({ product, details, actions }: { product: ProductSummary; details?: ReactNode; actions: ReactNode }) {
  const price = usePriceDisplay(product.id)
  const image = product.image ?? FALLBACK_IMAGE
  return (
    <li
      className="flex flex-col gap-3 border-b border-slate-200 py-4 sm:flex-row sm:items-center"
      data-testid="account-product"
      data-product-id={product.id}
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <Link href={product.href} className="relative h-20 w-20 shrink-0 rounded border border-slate-200 bg-slate-50">
          <Image src={image.url} alt={image.alt || product.title} fill sizes="80px" className="object-contain p-1" />
        </Link>
        <div className="min-w-0">
          {product.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{product.brand}</p> : null}
          <Link href={product.href} className="font-semibold text-brand-ink hover:text-brand" data-testid="account-product-title">
            {product.title}
          </Link>
          <p className="text-sm text-slate-600">
            {ACCOUNT_TEXT.reference} <span className="font-mono">{product.reference}</span>
          </p>
          {price.kind === 'visitor' ? null : <PriceText price={price} className="text-sm font-bold text-brand-ink" />}
          {details}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">{actions}</div>
    </li>
  )
}

import { useId, useState, type FormEvent } from 'react'
import Image from 'next/image'
import Link from 'next/link'

import { formatQuantity, parseQuantity, quantityInput } from '@/lib/cart/quantity'
import { FALLBACK_IMAGE } from '@/lib/media'
import { formatEuros } from '@/lib/money'
import { MATCH_LABEL, MAX_REFERENCE_LENGTH, type QuickOrderProduct } from '@/lib/quick-order/api'

import { QUICK_ORDER_TEXT as T } from './messages'
import type { QuickLine } from './rules/lines'

type Props = {
  line: QuickLine
  onChoose: (product: QuickOrderProduct) => void
  onQuantity: (quantity: number) => void
  onFix: (reference: string) => void
  onRemove: () => void
  disabled: boolean
}

const STATUS_CLASS: Record<QuickLine['status'], string> = {
  pending: 'bg-slate-100 text-slate-700',
  ready: 'bg-green-100 text-green-800',
  quantity: 'bg-amber-100 text-amber-900',
  ambiguous: 'bg-amber-100 text-amber-900',
  unknown: 'bg-red-100 text-red-800',
  unavailable: 'bg-red-100 text-red-800',
  refused: 'bg-red-100 text-red-800',
}

function ProductSummary({ product }: { product: QuickOrderProduct }) {
  const image = product.image ?? FALLBACK_IMAGE.thumbnailUrl ?? FALLBACK_IMAGE.url
  return (
    <div className="flex min-w-0 gap-3">
      <span className="relative h-14 w-14 shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-50">
        <Image src={image} alt="" fill sizes="56px" className="object-contain p-1" />
      </span>
      <div className="min-w-0 text-sm">
        <Link href={product.href} className="font-semibold text-brand-ink hover:text-brand" data-testid="quick-order-product">
          {product.title}
        </Link>
        <p className="font-mono text-xs text-slate-600">
          {product.reference}
          {product.ean ? ` · EAN ${product.ean}` : ''}
        </p>
        {product.partNumber ? (
          <p className="text-xs text-slate-600">
            Ma référence&nbsp;: <span className="font-mono font-semibold text-brand-ink">{product.partNumber}</span>
          </p>
        ) : null}
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-brand-ink" data-testid="quick-order-price">
            {product.unitPrice === null ? T.noPrice : `${formatEuros(product.unitPrice)} H.T`}
          </span>
          {' · '}
          <span className={T.stockClass(product.stockLabel)} data-testid="quick-order-stock">
            {product.stockLabel}
          </span>
          {' · '}
          {product.soldBy}
        </p>
      </div>
    </div>
  )
}

/** One line of the quick order: what was typed, the product recognised (or the ones to pick from), its quantity. */
export function LineCard({ line, onChoose, onQuantity, onFix, onRemove, disabled }: Props) {
  const [fix, setFix] = useState(line.reference)
  const [quantityText, setQuantityText] = useState<string | null>(null)
  const fixId = useId()
  const quantityId = useId()
  const submitFix = (event: FormEvent) => {
    event.preventDefault()
    if (fix.trim()) onFix(fix.trim())
  }
  const commitQuantity = () => {
    if (quantityText !== null) onQuantity(parseQuantity(quantityText))
    setQuantityText(null)
  }
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="quick-order-line" data-status={line.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm text-slate-600">
          <span className={`mr-2 rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[line.status]}`} data-testid="quick-order-status">
            {line.status === 'ambiguous' && line.options.length === 1 ? T.toConfirm : T.status[line.status]}
          </span>
          {T.typed}&nbsp;: <span className="font-mono text-brand-ink">{line.reference}</span> ×{' '}
          {line.badQuantity === null ? formatQuantity(line.requested) : `«\u00a0${line.badQuantity}\u00a0»`}
          {line.matchedBy ? (
            <span className="ml-2 text-xs">
              ({T.matchedBy}&nbsp;: {line.matchedBy === 'chosen' ? T.chosen : MATCH_LABEL[line.matchedBy]})
            </span>
          ) : null}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={T.removeLine(line.reference)}
          className="text-sm font-semibold text-red-700 underline underline-offset-2"
        >
          {T.remove}
        </button>
      </div>
      {line.product ? (
        <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <ProductSummary product={line.product} />
          {line.status === 'ready' || line.status === 'quantity' ? (
            <div className="flex flex-col items-end gap-1">
              <label htmlFor={quantityId} className="text-xs text-slate-600">
                {T.quantity}
              </label>
              <input
                id={quantityId}
                inputMode="decimal"
                value={quantityText ?? (line.status === 'quantity' ? '' : quantityInput(line.quantity))}
                aria-invalid={line.status === 'quantity' || undefined}
                aria-describedby={line.status === 'quantity' ? `${quantityId}-bad` : undefined}
                onChange={(e) => setQuantityText(e.target.value)}
                onBlur={commitQuantity}
                onKeyDown={(e) => (e.key === 'Enter' ? commitQuantity() : undefined)}
                disabled={disabled}
                className="w-24 rounded border border-slate-300 px-2 py-1 text-right"
                data-testid="quick-order-quantity"
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {line.status === 'quantity' && line.badQuantity !== null ? (
        <p id={`${quantityId}-bad`} className="mt-1 text-sm font-medium text-amber-900" data-testid="quick-order-bad-quantity">
          {T.badQuantity(line.badQuantity)}
        </p>
      ) : null}
      {line.note ? (
        <p className="mt-1 text-xs font-medium text-amber-800" data-testid="quick-order-note">
          {line.note}
        </p>
      ) : null}
      {line.message ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {line.message}
        </p>
      ) : null}
      {line.status === 'ambiguous' || line.status === 'unknown' ? (
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-sm text-brand-ink" data-testid="quick-order-explain">
            {line.status === 'unknown'
              ? T.unknown(line.reference)
              : line.options.length === 1
                ? T.partialOne(line.reference)
                : T.ambiguous(line.reference)}
          </p>
          {line.options.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label={line.status === 'unknown' ? T.unknownSuggestions : T.candidates}>
              {line.options.map((product) => (
                <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2">
                  <ProductSummary product={product} />
                  <button
                    type="button"
                    onClick={() => onChoose(product)}
                    disabled={disabled}
                    className="rounded bg-brand-dark px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-ink disabled:opacity-60"
                    aria-label={`${T.choose}\u00a0: ${product.title}`}
                  >
                    {T.choose}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <form onSubmit={submitFix} className="flex flex-wrap items-center gap-2">
            <label htmlFor={fixId} className="text-sm text-slate-600">
              {T.fixLabel}
            </label>
            <input
              id={fixId}
              value={fix}
              maxLength={MAX_REFERENCE_LENGTH}
              onChange={(e) => setFix(e.target.value)}
              className="w-48 rounded border border-slate-300 px-2 py-1 font-mono text-sm"
            />
            <button
              type="submit"
              disabled={disabled}
              className="rounded border border-brand-dark px-3 py-1 text-sm font-semibold text-brand-dark"
            >
              {T.fix}
            </button>
          </form>
        </div>
      ) : null}
    </li>
  )
}

import { UNAVAILABLE_PRICE, type PriceDisplay, type WasPrice } from '@/lib/cart/priceDisplay'
import { discountBadgeText } from '@/lib/cart/promotion'

type Props = {
  price: Exclude<PriceDisplay, { kind: 'visitor' }>
  /** classes of the price itself */
  className?: string
  /** the struck-through line's text size: 'lg' on the product page, 'sm' (default) on cards, hits and cart lines */
  size?: 'sm' | 'lg'
}

/**
 * A logged-in buyer's price (spec §4 price display): spinner while loading, a dash if unavailable, euros H.T. The one
 * price component of the product page, listing cards, search hits and cart lines: a promotion below the base price also
 * shows, on a line of its own above the price, the base price struck through and a « −N % » badge.
 * The caller reserves that line's height where the layout must not move (CardOffer, PriceIsland).
 */
export function PriceText({ price, className = '', size = 'sm' }: Props) {
  switch (price.kind) {
    case 'loading':
      return (
        <p className={className} data-testid="price-loading" role="status">
          <span
            aria-hidden="true"
            className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-r-transparent align-middle"
          />
          <span className="sr-only">Chargement du prix</span>
        </p>
      )
    case 'unavailable':
      return (
        <p className={className} data-testid="price-unavailable">
          <span aria-hidden="true">{UNAVAILABLE_PRICE}</span>
          <span className="sr-only">Prix indisponible</span>
        </p>
      )
    case 'price':
      return (
        <>
          {price.was ? <WasLine was={price.was} size={size} /> : null}
          <p className={className} data-testid="price" data-promotion={price.promotion ? '' : undefined}>
            {price.text}
          </p>
        </>
      )
  }
}

function WasLine({ was, size }: { was: WasPrice; size: 'sm' | 'lg' }) {
  return (
    <p
      className={`flex items-center gap-2 overflow-hidden whitespace-nowrap ${size === 'lg' ? 'h-6 text-base' : 'h-4 text-xs'}`}
      data-testid="price-promotion"
    >
      <span className="sr-only">Prix de base&nbsp;:</span>
      <s className="text-slate-600" data-testid="price-base">
        {was.text}
      </s>
      {was.percent !== null ? (
        <span
          className={`rounded bg-red-700 font-bold text-white ${size === 'lg' ? 'px-2 text-sm leading-5' : 'px-1.5 leading-4'}`}
          data-testid="promotion-badge"
        >
          {discountBadgeText(was.percent)}
        </span>
      ) : null}
      <span className="sr-only">, prix remisé&nbsp;:</span>
    </p>
  )
}

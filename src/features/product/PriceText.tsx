import { UNAVAILABLE_PRICE, type PriceDisplay } from '@/features/cart/rules/priceDisplay'

/** A logged-in buyer's price (spec §4 price display): spinner while loading, a dash if unavailable, euros H.T. */
export function PriceText({ price, className = '' }: { price: Exclude<PriceDisplay, { kind: 'visitor' }>; className?: string }) {
  switch (price.kind) {
    case 'loading':
      return (
        <p className={className} data-testid="price-loading" role="status">
          <span aria-hidden="true" className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-current border-r-transparent align-middle" />
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
        <p className={className} data-testid="price" data-promotion={price.promotion ? '' : undefined}>
          {price.text}
        </p>
      )
  }
}

import dynamic from 'next/dynamic'
import Link from 'next/link'

import { PriceText } from '@/features/prices/PriceText'
import { usePriceDisplay } from '@/features/prices/usePriceDisplay'
import { useLoginHref } from '@/features/session/useLoginHref'
import { useSessionUser } from '@/features/session/useSessionUser'
import type { BuyingRules } from '@/lib/cart/buyingRules'

import { PRICE_LABELS } from './priceLabels'

/** The stepper's room while its code loads: the same height, so that nothing moves. */
const BuyPlaceholder = () => <div aria-hidden="true" className="h-9" />

// logged-in only: visitors never download the stepper, the cart calls or React Query mutations
const CardBuy = dynamic(() => import('@/features/cart/CardBuy'), { ssr: false, loading: BuyPlaceholder })

type Props = {
  productId: number
  title: string
  buying: BuyingRules
  /** the public level says there is no stock (the stepper looks disabled until the buyer's stock is known) */
  lacksStock: boolean
}

/**
 * The buying part of a listing card or a product hit (spec §4 price display, §6): a logged-in buyer
 * sees their price H.T (the promotion's when there is one), the stepper and 'Ajouter'; a visitor 'Connaitre le prix'
 * (a link to log in), no price. Both in the same reserved height, a promotion's struck-through line included: the
 * session answering after the first paint (the HTML is the visitor's) moves nothing below.
 */
export function CardOffer({ productId, title, buying, lacksStock }: Props) {
  // a visitor's card (and every card in the static HTML) asks for no price: no query per card
  const buyer = useSessionUser() !== null
  return (
    <div className="flex h-[5.25rem] flex-col justify-end gap-1" data-testid="card-offer">
      {buyer ? (
        <BuyerOffer productId={productId} title={title} buying={buying} lacksStock={lacksStock} />
      ) : (
        <>
          <VisitorOffer title={title} />
          <PendingOffer />
        </>
      )}
    </div>
  )
}

function VisitorOffer({ title }: { title: string }) {
  const loginHref = useLoginHref()
  return (
    <Link
      href={loginHref}
      prefetch={false}
      title={PRICE_LABELS.visitorTooltip}
      data-testid="card-price-visitor"
      className="session-visitor flex h-9 items-center justify-center rounded-md border border-brand px-3 text-sm font-semibold text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {PRICE_LABELS.visitor}
      <span className="sr-only">&nbsp;: {title}</span>
    </Link>
  )
}

/**
 * A buyer's card before the session has answered (the session hint, src/lib/sessionHint.ts, shows it instead of the
 * visitor's link): the price's spinner and the stepper's room (spec §4: a spinner while the price loads).
 */
function PendingOffer() {
  return (
    <div className="session-pending flex flex-col gap-1" data-testid="card-offer-pending">
      <PriceText price={{ kind: 'loading' }} className="flex h-6 items-center text-base font-bold text-brand-ink" />
      <BuyPlaceholder />
    </div>
  )
}

function BuyerOffer({ productId, title, buying, lacksStock }: Props) {
  const price = usePriceDisplay(productId)
  // read from the same session as the parent's choice: a buyer's price is never the visitor's
  if (price.kind === 'visitor') return null
  return (
    <>
      <PriceText price={price} className="flex h-6 items-center text-base font-bold text-brand-ink" />
      <CardBuy productId={productId} buying={buying} lacksStock={lacksStock} label={title} />
    </>
  )
}

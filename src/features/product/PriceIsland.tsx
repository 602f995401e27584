import { PriceText } from '@/features/prices/PriceText'
import { usePriceDisplay } from '@/features/prices/usePriceDisplay'
import { useLoginHref } from '@/features/session/useLoginHref'
import { useSessionUser } from '@/features/session/useSessionUser'
import { soldByLabel } from '@/lib/cart/quantity'

import { PRICE_LABELS } from './priceLabels'
import { TooltipLink } from './TooltipLink'

/** spec §9: tooltip open delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

type SaleUnit = { saleUnit: string | null; step: number }

/**
 * The product's price area: the only part of the page that depends on who reads it (spec §4 price display). The
 * sale unit beside the buyer's price ('Vendu par boîte de 10').
 */
export function PriceIsland({ productId, unit }: { productId: number; unit?: SaleUnit }) {
  // a visitor (and the static HTML) asks for no price
  const buyer = useSessionUser() !== null
  // one reserved height for every state, a promotion's struck-through line included: nothing below moves when the
  // buyer's price replaces the visitor's button of the static HTML
  return (
    <div className="flex h-[3.75rem] flex-col justify-end gap-1" data-testid="price-island">
      {buyer ? (
        <BuyerPrice productId={productId} unit={unit} />
      ) : (
        <>
          <VisitorPrice />
          {/* a buyer's spinner until the session answers, chosen by the session hint (src/lib/sessionHint.ts) */}
          <PriceText price={{ kind: 'loading' }} className="session-pending flex items-center text-2xl font-bold text-brand-ink" />
        </>
      )}
    </div>
  )
}

function BuyerPrice({ productId, unit }: { productId: number; unit?: SaleUnit }) {
  const price = usePriceDisplay(productId)
  // read from the same session as the parent's choice: a buyer's price is never the visitor's
  if (price.kind === 'visitor') return null
  return (
    <div className="flex flex-wrap items-baseline gap-x-3">
      <PriceText price={price} size="lg" className="text-2xl font-bold text-brand-ink" />
      {unit ? (
        <span className="text-sm text-slate-600" data-testid="price-unit">
          {soldByLabel(unit.saleUnit, unit.step)}
        </span>
      ) : null}
    </div>
  )
}

function VisitorPrice() {
  const loginHref = useLoginHref()
  return (
    <TooltipLink
      href={loginHref}
      data-testid="price-visitor"
      tooltip={PRICE_LABELS.visitorTooltip}
      delayMs={TOOLTIP_DELAY_MS}
      skipDelayMs={TOOLTIP_SKIP_DELAY_MS}
      className="session-visitor inline-flex w-fit items-center rounded-md bg-brand px-4 py-2 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {PRICE_LABELS.visitor}
    </TooltipLink>
  )
}

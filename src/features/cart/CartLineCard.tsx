import { useEffect, useRef, useState } from 'react'
import Image from 'next/image'
import Link from 'next/link'
import { useQuery } from '@tanstack/react-query'

import { useCartBusy } from '@/features/cart-status/useCartBusy'
import { PriceText } from '@/features/prices/PriceText'
import { PUNCHOUT_TEXT } from '@/features/punchout/messages'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import { useLayoutData } from '@/features/ui/LayoutContext'
import { buyingRulesOf } from '@/lib/cart/buyingRules'
import { cartApi, retryCartRead } from '@/lib/cart/client'
import { priceDisplay } from '@/lib/cart/priceDisplay'
import { cartKeys } from '@/lib/cart/queryKeys'
import { FALLBACK_IMAGE } from '@/lib/media'
import { DEFAULT_PLATFORM } from '@/lib/punchout/api'
import { stockLabel } from '@/lib/stock'

import { LineTotal } from './LineTotal'
import { CART_TEXT } from './messages'
import { QuantityStepper } from './QuantityStepper'
import { QUOTE_CART_TEXT } from './quoteText'
import type { CartItem } from './rules/localCart'
import { looksDisabled, stepperRules } from './rules/stepper'
import { useCartCalls } from './useCartCalls'
import { useCartQuotes } from './useQuotedLines'

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** spec §7: quantity changes from the quantity field are sent after a 1 second debounce. */
const QUANTITY_DEBOUNCE_MS = 1000

/**
 * A cart line (spec §2 Cart line card, in the panel and on /panier): image linking to the product, brand logo overlay,
 * title, price, reference, stock label, quantity stepper, remove button.
 */
export function CartLineCard({ item }: { item: CartItem }) {
  // spec §4/§9 low-stock threshold: the site settings', in the page's layout data (panel and /panier alike)
  const threshold = useLayoutData().lowStockThreshold
  const product = useQuery({ queryKey: cartKeys.product(item.id), queryFn: () => cartApi.product(item.id), retry: retryCartRead })
  const busy = useCartBusy()
  const { readOnly, punchout } = usePunchoutSession()
  const calls = useCartCalls()
  // an accepted quote prices this line: its price, not the usual one (the line total is the order's anyway)
  const quoted = useCartQuotes()?.lines[item.id]
  const [draft, setDraft] = useState(item.quantity)
  const [seen, setSeen] = useState(item.quantity)
  // the cart's quantity changed (server answer, restored cart): the field follows it
  if (seen !== item.quantity) {
    setSeen(item.quantity)
    setDraft(item.quantity)
  }
  const latest = useRef(calls)
  useEffect(() => {
    latest.current = calls
  })
  useEffect(() => {
    if (draft === item.quantity) return
    const timer = setTimeout(() => latest.current.changeQuantity(item.id, draft), QUANTITY_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, item.quantity, item.id])

  const data = product.data
  const view = data?.product
  const image = view?.image ?? FALLBACK_IMAGE
  const stock = data?.stock.total ?? null
  const price = priceDisplay({ loggedIn: true, loading: product.isPending, price: data?.price ?? null })
  const label =
    stock === null ? null : stockLabel({ stock, cartQuantity: item.quantity, confirmationDelay: view?.confirmationDelay, threshold })
  const href = view?.href ?? '#'

  return (
    <article className="flex gap-4 border-b border-slate-200 py-4" data-testid="cart-line" data-product-id={item.id}>
      <Link
        href={href}
        className="relative h-24 w-24 shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-50"
        aria-label={view?.title ?? CART_TEXT.reference}
      >
        <Image
          src={image.thumbnailUrl ?? image.url}
          alt={image.alt || view?.title || ''}
          fill
          sizes="96px"
          className="object-contain p-1"
        />
        {view?.brand?.logo ? (
          <Image
            src={view.brand.logo.thumbnailUrl ?? view.brand.logo.url}
            alt={view.brand.logo.alt || view.brand.title}
            width={32}
            height={32}
            className="absolute left-1 top-1 h-6 w-auto rounded bg-white/90 object-contain p-0.5"
            data-testid="cart-line-brand"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold text-brand-ink" data-testid="cart-line-title">
          {view ? (
            <Link href={href} className="hover:text-brand">
              {view.title}
            </Link>
          ) : (
            '…'
          )}
        </h3>
        {quoted ? (
          <p className="text-sm font-semibold text-green-800" data-testid="cart-line-quoted">
            {QUOTE_CART_TEXT.quotedPrice(quoted.number, quoted.unit_price_ht, QUANTITY.format(quoted.max_quantity))}
          </p>
        ) : (
          <PriceText price={price.kind === 'visitor' ? { kind: 'loading' } : price} className="text-sm font-semibold text-brand-ink" />
        )}
        {view ? (
          <p className="text-xs text-slate-600">
            {CART_TEXT.reference}&nbsp;: <span className="font-mono">{view.reference}</span>
            {view.partNumber ? (
              <span className="block" data-testid="cart-line-part-number">
                {CART_TEXT.partNumber}&nbsp;: <span className="font-mono font-semibold text-brand-ink">{view.partNumber}</span>
              </span>
            ) : null}
            {view.ean ? (
              <span className="block">
                {CART_TEXT.ean}&nbsp;: <span className="font-mono">{view.ean}</span>
              </span>
            ) : null}
          </p>
        ) : null}
        {label ? (
          <p className="text-xs font-medium text-slate-700" data-testid="stock-label">
            {label}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={draft}
            rules={stepperRules(view?.buying ?? buyingRulesOf({}), view?.saleUnit)}
            onChange={setDraft}
            disabled={busy || readOnly || !view}
            faded={looksDisabled(stock)}
          />
          <button
            type="button"
            onClick={() => calls.remove(item.id)}
            disabled={busy || readOnly}
            title={readOnly ? PUNCHOUT_TEXT.readOnly(punchout?.platform ?? DEFAULT_PLATFORM.cxml) : undefined}
            className="text-sm font-semibold text-red-700 underline underline-offset-2 hover:no-underline disabled:cursor-not-allowed disabled:opacity-40"
          >
            {CART_TEXT.remove}
          </button>
        </div>
        <LineTotal productId={item.id} quantity={item.quantity} />
      </div>
    </article>
  )
}

import Link from 'next/link'
import * as Dialog from '@radix-ui/react-dialog'

import { ReadOnlyNotice } from '@/features/punchout/ReadOnlyNotice'
import { usePunchoutSession } from '@/features/punchout/usePunchoutSession'
import { ROUTES } from '@/lib/routes'

import { useCartPanel } from './cartPanel'
import { CartLineCard } from './CartLineCard'
import { CartTotals } from './CartTotals'
import CompanyCredit from './CreditFigures'
import { CART_TEXT } from './messages'
import { articlesLabel } from './rules/cartLabels'
import { useCartSummary } from './useCartSummary'

/**
 * The cart side panel (spec §2 Cart): 'Mon panier', '1 article' / 'N articles', the lines, the totals H.T and
 * 'Voir mon panier'; 480px wide from sm, 512px from lg. Opened by the header's cart button and after a successful add
 * or update (spec §4); its notice is cleared 300 ms after it closes (useCartPanel's close).
 */
export function CartPanel() {
  const open = useCartPanel((s) => s.isOpen)
  const notice = useCartPanel((s) => s.notice)
  const openPanel = useCartPanel((s) => s.open)
  const closePanel = useCartPanel((s) => s.close)
  const { cart, totals } = useCartSummary()
  const { punchout } = usePunchoutSession()

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? openPanel() : closePanel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid="cart-panel"
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl sm:w-[480px] lg:w-[512px]"
        >
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-brand-ink">{CART_TEXT.panelTitle}</Dialog.Title>
              <p className="text-sm text-slate-600" data-testid="cart-panel-count">
                {articlesLabel(cart.totalItems)}
              </p>
            </div>
            <Dialog.Close
              className="rounded px-3 py-1 text-2xl leading-none text-slate-600 hover:bg-slate-100"
              aria-label={CART_TEXT.close}
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {notice ? (
            <p
              role="status"
              className="border-b border-green-200 bg-green-50 px-5 py-2 text-sm text-green-900"
              data-testid="cart-panel-notice"
            >
              {notice}
            </p>
          ) : null}
          <div className="flex-1 overflow-y-auto px-5">
            {punchout?.readOnly ? (
              <div className="pt-4">
                <ReadOnlyNotice />
              </div>
            ) : null}
            {cart.isEmpty ? <p className="py-8 text-center text-slate-600">{CART_TEXT.emptyState}</p> : null}
            {cart.items.map((item) => (
              <CartLineCard key={item.id} item={item} />
            ))}
          </div>
          <footer className="flex flex-col gap-4 border-t border-slate-200 px-5 py-4">
            <CartTotals totals={totals} />
            {/* spec §2, §6: the company's credit for accounts other than type 1, an empty cart too */}
            <CompanyCredit />
            <Link
              href={ROUTES.cart}
              onClick={closePanel}
              className="rounded-md bg-brand px-5 py-3 text-center font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {CART_TEXT.viewCart}
            </Link>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

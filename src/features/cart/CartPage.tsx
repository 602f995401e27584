import dynamic from 'next/dynamic'
import Link from 'next/link'

import { useClientSession } from '@/features/session/useClientSession'
import { loginPath, ROUTES } from '@/lib/routes'
import { useHydrated } from '@/lib/use-hydrated'

import { CartLoading } from './CartLoading'
import { CART_TEXT } from './messages'

// its chunk loading keeps the same status as the session and the cart (CartLoading), not an empty room
const CartPageContent = dynamic(() => import('./CartPageContent'), { ssr: false, loading: () => <CartLoading /> })

/** /panier: a static shell; the buyer's cart loads in the browser. A visitor is invited to log in (spec §6). */
export function CartPage() {
  const { user, isPending } = useClientSession()
  const hydrated = useHydrated()
  return (
    <main id="contenu" className="session-fill mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-brand-ink">{CART_TEXT.panelTitle}</h1>
      {!hydrated || isPending ? (
        <CartLoading />
      ) : user ? (
        <CartPageContent />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-8 text-center" data-testid="cart-visitor">
          <p className="text-slate-700">{CART_TEXT.visitorInvite}</p>
          <Link
            href={loginPath(ROUTES.cart)}
            className="mt-4 inline-block rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {CART_TEXT.login}
          </Link>
        </div>
      )}
    </main>
  )
}

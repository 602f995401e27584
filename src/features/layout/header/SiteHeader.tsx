import { memo, useEffect, useRef, type MouseEvent } from 'react'
import dynamic from 'next/dynamic'
import Link from 'next/link'

import { useCartPanel, useCart, articlesLabel } from '@/features/cart'
import { useClientSession, type ClientSession } from '@/features/session/useClientSession'
import { useSessionUser } from '@/features/session/useSessionUser'
import { useLoginHref } from '@/features/session/useLoginHref'
import { formatQuantity } from '@/lib/cart/quantity'
import { formatEuros } from '@/lib/money'
import { ROUTES } from '@/lib/routes'
import { followSession } from '@/lib/sessionHint'
import { useUiStore } from '@/stores/ui'

import type { MainMenuData } from '@/lib/layout/types'
import { DesktopNav } from './DesktopNav'
import { HeaderSearch as HeaderSearchView } from './HeaderSearch'
import { HEADER_VARIANT_CLASS, type HeaderVariant } from './headerState'
import { MobileMenu as MobileMenuView } from './MobileMenu'
import { MobileSearchButton } from './MobileSearchButton'
import { useHideOnScroll } from './useHideOnScroll'

// The header renders again, in one uninterruptible task, when the session says who reads it: the menus and the
// search, whose props do not change then, skip that render.
const DesktopMenu = memo(DesktopNav)
const MobileMenu = memo(MobileMenuView)
const HeaderSearch = memo(HeaderSearchView)

// logged-in only (order sync on login, cart panel): visitors never download it
const CartRuntime = dynamic(() => import('@/features/cart/CartRuntime'), { ssr: false })
// procurement accounts only (punch-out bar, cart return form)
const PunchoutRuntime = dynamic(() => import('@/features/cart/PunchoutRuntime'), { ssr: false })

/** Logged in, the button opens the cart panel; for a visitor (and without JavaScript) it is a link to /panier. */
function CartButton({ count, onOpen }: { count: number; onOpen?: () => void }) {
  const open = onOpen
    ? (event: MouseEvent) => {
        event.preventDefault()
        onOpen()
      }
    : undefined
  return (
    <Link
      href={ROUTES.cart}
      onClick={open}
      aria-haspopup={onOpen ? 'dialog' : undefined}
      className="relative flex h-11 w-11 items-center justify-center rounded text-white hover:bg-white/10"
      aria-label={count > 0 ? `Mon panier, ${articlesLabel(count)}` : 'Mon panier'}
      data-testid="cart-button"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-white px-1 text-center text-xs font-bold leading-5 text-brand-dark"
        >
          {formatQuantity(count)}
        </span>
      ) : null}
    </Link>
  )
}

function AccountButton({ user }: { user: ClientSession | null }) {
  const loginHref = useLoginHref()
  const className =
    'hidden items-center gap-2 whitespace-nowrap rounded border border-white/40 px-2 py-2 text-sm font-semibold text-white hover:bg-white/10 lg:flex lg:text-[0.8125rem] xl:px-3 xl:text-sm'
  if (user) {
    return (
      <Link href={ROUTES.account} className={className} data-testid="account-button">
        Mon compte
      </Link>
    )
  }
  // session not known yet (and every static page): the hint chooses which one shows (src/lib/sessionHint.ts); a
  // logged-in buyer never sees « Se connecter », and « Mon compte » takes its room at once
  return (
    <>
      <Link href={loginHref} className={`session-visitor ${className}`} data-testid="account-button">
        Se connecter
      </Link>
      <Link href={ROUTES.account} className={`session-pending ${className}`} data-testid="account-button-pending">
        Mon compte
      </Link>
    </>
  )
}

/**
 * Runs the session query (spec §7 `clients/me`) and, for a visitor, empties the local cart and its metadata (spec §4
 * order sync: no user). A component of its own: the session's answer renders nothing else of the header.
 */
function SessionWatch() {
  const { user, isPending } = useClientSession()
  const { isEmpty, emptyCart } = useCart()
  const visitor = !isPending && user === null
  useEffect(() => {
    if (visitor && !isEmpty) emptyCart()
  }, [visitor, isEmpty, emptyCart])
  // the session hint follows the answer: a login or logout without a full page load, a stale hint
  useEffect(() => {
    if (!isPending) followSession(user !== null)
  }, [isPending, user])
  return null
}

/**
 * Site header (spec §2 Header): logo, desktop menu or burger, account and cart buttons, the mobile cart total and
 * the vertical 'Contactez-nous' tab (≥1400px). On desktop it hides when scrolling down past 150px.
 */
export function SiteHeader({ menu, variant }: { menu: MainMenuData; variant: HeaderVariant }) {
  // what the header shows reads the hydration-stable session: a visitor's header renders once (useSessionUser)
  const user = useSessionUser()
  const { totalItems, cartTotal } = useCart()
  const isMenuOpen = useUiStore((s) => s.isMenuOpen)
  const openCartPanel = useCartPanel((s) => s.open)
  const hidden = useHideOnScroll(isMenuOpen)
  const loggedIn = user !== null
  const count = loggedIn ? totalItems : 0
  const headerRef = useRef<HTMLElement>(null)

  // hydrated (after the first paint, HydrateLater): from now on it follows the scroll. Set on the element, not
  // rendered: a render for it would render the header a second time, in one uninterruptible task
  useEffect(() => {
    headerRef.current?.setAttribute('data-hydrated', 'true')
  }, [])

  return (
    <>
      <SessionWatch />
      {loggedIn && user?.coupa ? <PunchoutRuntime /> : null}
      <header
        data-variant={variant}
        ref={headerRef}
        data-hidden={hidden ? '' : undefined}
        data-testid="site-header"
        className={`sticky top-0 z-40 text-white transition-transform duration-[350ms] ease-out ${HEADER_VARIANT_CLASS[variant]} ${hidden ? '-translate-y-full' : 'translate-y-0'}`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4 lg:gap-2 xl:gap-6">
          <MobileMenu menu={menu} user={loggedIn ? user : null} />
          <Link
            href="/"
            className="min-w-0 truncate text-base font-bold tracking-tight sm:text-lg lg:shrink-0 lg:text-base xl:text-lg"
            aria-label="Solutions Industrie, accueil"
          >
            <span aria-hidden="true" className="text-brand-bright">
              ●
            </span>{' '}
            Solutions Industrie
          </Link>
          <DesktopMenu menu={menu} />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {loggedIn ? (
              <p className="whitespace-nowrap text-sm font-semibold lg:hidden" data-testid="mobile-cart-total">
                <span className="sr-only">Total du panier&nbsp;: </span>
                {formatEuros(cartTotal)}
              </p>
            ) : (
              // the cart total's room, a spinner, while a buyer's session is being answered (src/lib/sessionHint.ts)
              <p className="session-pending flex items-center whitespace-nowrap text-sm font-semibold lg:!hidden" role="status">
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
                />
                <span className="sr-only">Chargement du panier</span>
              </p>
            )}
            <MobileSearchButton />
            <AccountButton user={loggedIn ? user : null} />
            <CartButton count={count} onOpen={loggedIn ? () => openCartPanel() : undefined} />
          </div>
        </div>
        <HeaderSearch headerHidden={hidden} />
      </header>
      {loggedIn ? <CartRuntime /> : null}
      <Link
        href={ROUTES.contact}
        data-testid="contact-tab"
        className="fixed right-0 top-1/2 z-30 hidden -translate-y-1/2 rotate-180 rounded-r bg-brand-dark px-2 py-4 text-sm font-semibold text-white shadow-lg [writing-mode:vertical-rl] hover:bg-brand-ink xl2:block"
      >
        Contactez-nous
      </Link>
    </>
  )
}

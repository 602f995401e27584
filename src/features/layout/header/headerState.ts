/** Pure rules of the header (spec §2 Header, §9). */

import { isUnder, ROUTES } from '@/lib/routes'

export type HeaderVariant = 'home' | 'orange' | 'default'

/** Home: darker variant; catalogues, product and cart pages: orange; everything else: default dark. */
export function headerVariant(pathname: string | null | undefined): HeaderVariant {
  const path = (pathname ?? '').split(/[?#]/)[0] || ''
  if (path === ROUTES.home) return 'home'
  if (isUnder(path, ROUTES.catalogues) || isUnder(path, ROUTES.cart)) return 'orange'
  return 'default'
}

/** The header's background per variant (Tailwind classes; the focus ring's colour is checked against them). */
export const HEADER_VARIANT_CLASS: Record<HeaderVariant, string> = {
  home: 'bg-brand-night',
  orange: 'bg-brand',
  default: 'bg-brand-ink',
}

/** The header hides when scrolling down beyond this many pixels (desktop only). */
export const HEADER_HIDE_AFTER_PX = 150
/** Scroll handler throttle. */
export const HEADER_SCROLL_THROTTLE_MS = 100
/** Desktop starts at this width (also the mobile-menu breakpoint). */
export const DESKTOP_MIN_WIDTH_PX = 1024

/** Next hidden state from the previous and current scroll positions: down past 150px hides, any scroll up shows. */
export function nextHeaderHidden(hidden: boolean, previousY: number, y: number): boolean {
  if (y <= HEADER_HIDE_AFTER_PX) return false
  if (y > previousY) return true
  if (y < previousY) return false
  return hidden
}

/** The mobile menu dialog's id (the burger's aria-controls while it is open). */
export const MOBILE_MENU_ID = 'menu-mobile'
/** The mobile menu's search field (focused when the header's search button opens the menu). */
export const MOBILE_SEARCH_INPUT_ID = 'mobile-search'

import { isUnder, ROUTES } from '@/lib/routes'

import { CART_TEXT } from '../messages'

/** The pages where a change to the cart does not open the side panel: the cart itself, the account area. */
const NO_PANEL_PREFIXES = [ROUTES.cart, ROUTES.account]

export type CartConfirmation = { kind: 'panel'; notice: string } | { kind: 'toast'; message: string; undo: boolean } | { kind: 'none' }

const opensNoPanel = (pathname: string) => NO_PANEL_PREFIXES.some((p) => isUnder(pathname, p))

/**
 * How a successful cart call is confirmed (spec §2 toasts): a removed line by a toast with « Annuler »
 * anywhere; an add on /panier or in the account area (favourites, frequent purchases, reorder) by a toast; elsewhere the
 * cart panel opens with its notice. A quantity changed on /panier shows in the line itself; emptying says nothing.
 */
export function cartConfirmation(kind: 'add' | 'addMany' | 'quantity' | 'remove' | 'empty', pathname: string): CartConfirmation {
  if (kind === 'empty') return { kind: 'none' }
  if (kind === 'remove') return { kind: 'toast', message: CART_TEXT.removed, undo: true }
  const adds = kind === 'add' || kind === 'addMany'
  const added = kind === 'add' ? CART_TEXT.added : CART_TEXT.addedMany
  if (!opensNoPanel(pathname)) return { kind: 'panel', notice: adds ? added : CART_TEXT.updated }
  if (!adds) return { kind: 'none' }
  return { kind: 'toast', message: added, undo: false }
}

import { create } from 'zustand'

/** spec §4: after the cart panel closes, its notice message is cleared (milliseconds). */
export const CART_NOTICE_CLEAR_MS = 300

export type CartPanelState = {
  isOpen: boolean
  /** The message at the top of the panel ('Le produit a été ajouté à votre panier.'); null when none. */
  notice: string | null
  open: (notice?: string) => void
  close: () => void
}

// The pending clear of the notice (client-only; actions are never called during SSR).
let noticeClearTimer: ReturnType<typeof setTimeout> | undefined

function clearNoticeTimer(): void {
  if (noticeClearTimer !== undefined) clearTimeout(noticeClearTimer)
  noticeClearTimer = undefined
}

/**
 * The cart side panel (spec §2 Cart, §4 Cart panel): opened by the header's cart button and after a successful add or
 * update; its notice stays while it is open and is cleared 300 ms after it closes.
 */
export const useCartPanel = create<CartPanelState>()((set) => ({
  isOpen: false,
  notice: null,
  open: (notice) => {
    // reopening before the clear fires keeps the new notice
    clearNoticeTimer()
    set({ isOpen: true, notice: notice ?? null })
  },
  close: () => {
    clearNoticeTimer()
    set({ isOpen: false })
    noticeClearTimer = setTimeout(() => {
      noticeClearTimer = undefined
      set({ notice: null })
    }, CART_NOTICE_CLEAR_MS)
  },
}))

/** Test helper: cancels the pending clear and closes the panel without a notice. */
export function resetCartPanel(): void {
  clearNoticeTimer()
  useCartPanel.setState({ isOpen: false, notice: null })
}

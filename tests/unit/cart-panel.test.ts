// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CART_NOTICE_CLEAR_MS, resetCartPanel, useCartPanel } from '@/features/cart/cartPanel'

const state = () => useCartPanel.getState()

beforeEach(() => {
  vi.useFakeTimers()
  resetCartPanel()
})

afterEach(() => {
  resetCartPanel()
  vi.useRealTimers()
})

describe('cart panel (spec §4: a notice is cleared 300ms after the panel closes)', () => {
  it('starts closed without a notice; the clear delay is 300 ms', () => {
    expect(state()).toMatchObject({ isOpen: false, notice: null })
    expect(CART_NOTICE_CLEAR_MS).toBe(300)
  })

  it('keeps the notice while open and clears it 300 ms after closing', () => {
    state().open('Produit ajouté au panier')
    expect(state()).toMatchObject({ isOpen: true, notice: 'Produit ajouté au panier' })

    state().close()
    expect(state().isOpen).toBe(false)
    expect(state().notice).toBe('Produit ajouté au panier')

    vi.advanceTimersByTime(CART_NOTICE_CLEAR_MS - 1)
    expect(state().notice).toBe('Produit ajouté au panier')

    vi.advanceTimersByTime(1)
    expect(state().notice).toBeNull()
  })

  it('reopening with a new notice is not wiped by the previous close timer', () => {
    state().open('Ancien')
    state().close()
    vi.advanceTimersByTime(100)
    state().open('Nouveau')
    vi.advanceTimersByTime(CART_NOTICE_CLEAR_MS)
    expect(state()).toMatchObject({ isOpen: true, notice: 'Nouveau' })
  })
})

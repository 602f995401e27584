// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOGIN_PATH, PriceIsland, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/features/product/PriceIsland'
import { usePriceDisplay } from '@/features/product/usePriceDisplay'

const TOOLTIP_TEXT = 'Connectez-vous pour connaître le prix de nos produits'

beforeAll(() => {
  // Radix positions the tooltip with ResizeObserver, which jsdom lacks
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('spec §9 tooltip delays', () => {
  it('opens after 700 ms and skips the delay for 300 ms', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
  })
})

describe('usePriceDisplay', () => {
  it('treats every reader as a visitor until the cart issue brings sessions', () => {
    let value: unknown
    function Probe() {
      value = usePriceDisplay(1)
      return null
    }
    render(<Probe />)
    expect(value).toEqual({ kind: 'visitor' })
  })
})

describe('spec §4 price display: a visitor sees « Connaitre le prix »', () => {
  it('renders a link to the login page, with no tooltip until asked', () => {
    render(<PriceIsland productId={1} />)
    const link = screen.getByRole('link', { name: 'Connaitre le prix' })
    expect(link.getAttribute('href')).toBe(LOGIN_PATH)
    expect(LOGIN_PATH).toBe('/se-connecter')
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows the tooltip when the link receives keyboard focus', () => {
    render(<PriceIsland productId={1} />)
    const link = screen.getByRole('link', { name: 'Connaitre le prix' })
    act(() => link.focus())
    expect(screen.getByRole('tooltip').textContent).toBe(TOOLTIP_TEXT)
    // Escape closes it (keyboard users can dismiss it)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows the tooltip on hover only after the 700 ms open delay', () => {
    vi.useFakeTimers()
    render(<PriceIsland productId={1} />)
    const link = screen.getByRole('link', { name: 'Connaitre le prix' })
    fireEvent.pointerMove(link)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip').textContent).toBe(TOOLTIP_TEXT)
  })
})

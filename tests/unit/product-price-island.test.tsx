// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { PriceIsland, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/features/product/PriceIsland'
import { usePriceDisplay } from '@/features/prices/usePriceDisplay'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import { ROUTES } from '@/lib/routes'

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/catalogues/produit/vis-a-bois?x=1' }) }))
vi.mock('next/compat/router', () => ({ useRouter: () => ({ asPath: '/catalogues/produit/vis-a-bois?x=1' }) }))

/** Renders with a query client whose session is already known: a visitor (null) unless a user is given. */
function render(ui: ReactNode, user: { id: number; email: string } | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(SESSION_QUERY_KEY, user)
  return rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

const TOOLTIP_TEXT = 'Connectez-vous pour connaître le prix de nos produits'

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
  it('a visitor is a visitor: nothing is fetched', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    let value: unknown
    function Probe() {
      value = usePriceDisplay(1)
      return null
    }
    render(<Probe />)
    expect(value).toEqual({ kind: 'visitor' })
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })
})

describe('spec §4 price display: a logged-in buyer', () => {
  const buyer = { id: 7, email: 'acheteur@demo.fr' }
  const reply = {
    code: 'success',
    prices: {
      1: { base_ht: 80, promotion_ht: 60, promotion_type: 'remise', unit_ht: 60, taxes: 20, base_with_taxes: 96, promotion_with_taxes: 72 },
      2: {
        base_ht: 12.5,
        promotion_ht: null,
        promotion_type: '',
        unit_ht: 12.5,
        taxes: 20,
        base_with_taxes: 15,
        promotion_with_taxes: null,
      },
    },
    stock: { 1: 4, 2: 9 },
  }

  it('shows a spinner, then euros H.T (promotion replacing the base price), a dash when unavailable; one request for the page', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(reply), { status: 200 }))
    render(
      <>
        <PriceIsland productId={1} />
        <PriceIsland productId={2} />
        <PriceIsland productId={3} />
      </>,
      buyer,
    )
    expect(screen.getAllByTestId('price-loading')).toHaveLength(3)
    await waitFor(() => expect(screen.queryAllByTestId('price-loading')).toHaveLength(0))
    const prices = screen.getAllByTestId('price')
    expect(prices.map((p) => p.textContent?.replace(/\s/g, ' '))).toEqual(['60,00 € H.T', '12,50 € H.T'])
    expect(screen.getByTestId('price-unavailable').textContent).toContain('–')
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/prices?ids=1,2,3')
    fetchSpy.mockRestore()
  })
})

describe('spec §4 price display: a visitor sees « Connaitre le prix »', () => {
  it('renders a link to the login page, with no tooltip until asked', () => {
    render(<PriceIsland productId={1} />)
    const link = screen.getByRole('link', { name: 'Connaitre le prix' })
    // The login page brings the buyer back to this product
    expect(link.getAttribute('href')).toBe(`${ROUTES.login}?redirect=${encodeURIComponent('/catalogues/produit/vis-a-bois?x=1')}`)
    expect(ROUTES.login).toBe('/se-connecter')
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
    // the open tooltip describes its link for assistive technologies
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id)
  })

  it('closes when the pointer leaves, and reopens at once when it comes back within the 300 ms skip delay', () => {
    vi.useFakeTimers()
    render(<PriceIsland productId={1} />)
    const link = screen.getByRole('link', { name: 'Connaitre le prix' })
    fireEvent.pointerMove(link)
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
    fireEvent.pointerLeave(link)
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(link.getAttribute('aria-describedby')).toBeNull()
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 1))
    fireEvent.pointerMove(link)
    expect(screen.getByRole('tooltip').textContent).toBe(TOOLTIP_TEXT)
    // past the skip delay, the 700 ms wait applies again
    fireEvent.pointerLeave(link)
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS))
    fireEvent.pointerMove(link)
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS))
    expect(screen.getByRole('tooltip')).toBeTruthy()
  })

  it('a finger on a touch screen follows the link: no tooltip', () => {
    vi.useFakeTimers()
    render(<PriceIsland productId={1} />)
    const link = screen.getByRole('link', { name: 'Connaitre le prix' })
    fireEvent.pointerMove(link, { pointerType: 'touch' })
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS * 2))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})

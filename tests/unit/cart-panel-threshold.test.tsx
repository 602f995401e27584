// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CartPanel } from '@/features/cart/CartPanel'
import { resetCartPanel, useCartPanel } from '@/features/cart/cartPanel'
import { CartProvider } from '@/features/cart/CartProvider'
import { cartKeys } from '@/lib/cart/queryKeys'
import { LayoutProvider } from '@/features/ui/LayoutContext'
import { EMPTY_LAYOUT } from '@/lib/layout/types'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import type { ProductReply } from '@/lib/cart/api'

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/' }) }))

const product = (stock: number): ProductReply => ({
  code: 'success',
  product: {
    id: 17,
    slug: 'pompe',
    title: 'Pompe à graisse',
    reference: 'REF-17',
    ean: null,
    partNumber: null,
    href: '/catalogues/produit/pompe',
    image: null,
    brand: null,
    buying: { min: 1, step: 1 },
    saleUnit: null,
    confirmationDelay: false,
  },
  price: null,
  stock: { total: stock, depots: [] },
})

/** The panel as _app renders it: the layout data of the page (site settings) and one line of 2 in the local cart. */
function renderPanel({ threshold, stock }: { threshold: number; stock: number }) {
  window.localStorage.clear()
  window.localStorage.setItem(
    'react-use-cart',
    JSON.stringify({ id: 'abcdefabcdef', items: [{ id: '17', price: 10, quantity: 2 }], metadata: { orderId: '42' } }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })
  client.setQueryData(SESSION_QUERY_KEY, { id: 1, email: 'a@demo.fr', dimasys_type: 1, last_dimasys_order: '42' })
  client.setQueryData(cartKeys.product('17'), product(stock))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <CartProvider>
        <LayoutProvider value={{ ...EMPTY_LAYOUT, lowStockThreshold: threshold }}>{children}</LayoutProvider>
      </CartProvider>
    </QueryClientProvider>
  )
  render(<CartPanel />, { wrapper })
  act(() => useCartPanel.getState().open())
}

beforeEach(resetCartPanel)
afterEach(cleanup)

describe('spec §4 stock label in the cart panel: the low-stock threshold of the site settings', () => {
  it('« Stock faible » when the stock is at or below the CMS threshold (10), above the default 3', async () => {
    renderPanel({ threshold: 10, stock: 8 })
    expect((await screen.findByTestId('stock-label')).textContent).toBe('Stock faible')
  })

  it('« En stock » when the stock is above the CMS threshold (1), at or below the default 3', async () => {
    renderPanel({ threshold: 1, stock: 3 })
    expect((await screen.findByTestId('stock-label')).textContent).toBe('En stock')
  })
})

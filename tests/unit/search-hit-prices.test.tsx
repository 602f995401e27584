// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render as rtlRender, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CartProvider } from '@/features/cart/CartProvider'
import { DeferPrices } from '@/features/prices/deferPrices'
import { CardOffer } from '@/features/product/CardOffer'
import { StockChip } from '@/features/product/StockChip'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import { publicLevelLacksStock, type StockLevel } from '@/lib/stock'

// the add button's cart calls read the route (the cart panel opens except on /panier)
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/recherche' }) }))

const buyer = { id: 7, email: 'acheteur@demo.fr' }
const price = (base: number, promotion: number | null = null) => ({
  base_ht: base,
  promotion_ht: promotion,
  promotion_type: promotion === null ? '' : 'remise',
  unit_ht: promotion ?? base,
  taxes: 20,
  base_with_taxes: base * 1.2,
  promotion_with_taxes: promotion === null ? null : promotion * 1.2,
})

/** GET /api/prices?ids=… as the route answers: prices and stock of the asked products (product 3: not sold). */
function pricesRoute() {
  const known: Record<number, { price: ReturnType<typeof price>; stock: number }> = {
    1: { price: price(80, 60), stock: 1 },
    2: { price: price(12.5), stock: 50 },
    4: { price: price(9.9), stock: 0 },
  }
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test')
    expect(url.pathname).toBe('/api/prices')
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number)
    const prices: Record<string, unknown> = {}
    const stock: Record<string, number> = {}
    for (const id of ids) {
      if (!known[id]) continue
      prices[id] = known[id].price
      stock[id] = known[id].stock
    }
    return new Response(JSON.stringify({ code: 'success', prices, stock }), { status: 200 })
  })
}

const idsAsked = (spy: ReturnType<typeof pricesRoute>) =>
  spy.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test').searchParams.get('ids'))

function setup(user: typeof buyer | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(SESSION_QUERY_KEY, user)
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <CartProvider>{ui}</CartProvider>
    </QueryClientProvider>
  )
  return { client, wrap }
}

type Hit = { objectID: string; algolia_type: string; id: number; titre: string; level: StockLevel }
// a public hit carries the label's level, never a quantity
const hit = (id: number, level: StockLevel = 'in_stock'): Hit => ({
  objectID: `product-${id}`,
  algolia_type: 'product',
  id,
  titre: `Produit ${id}`,
  level,
})

/** A page of product hits as the results page and the listings render them: each one's stock label and offer. */
const Page = ({ hits }: { hits: Hit[] }) => (
  <>
    {hits.map((h) => (
      <div key={h.objectID} data-testid={`hit-${h.id}`}>
        <StockChip productId={h.id} level={h.level} confirmationDelay={false} threshold={3} />
        <CardOffer productId={h.id} title={h.titre} buying={{ min: 1, step: 1 }} lacksStock={publicLevelLacksStock(h.level, false)} />
      </div>
    ))}
  </>
)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('product hits and listing cards a buyer can act on, priced in one request per page', () => {
  it('a logged-in buyer: one /api/prices request for the page’s products, then each hit shows its price H.T (the promotion’s) or a dash, and its stock label from the ERP’s stock', async () => {
    const spy = pricesRoute()
    const { wrap } = setup(buyer)
    rtlRender(wrap(<Page hits={[hit(1), hit(2), hit(3)]} />))
    await waitFor(() => expect(screen.queryAllByTestId('price-loading')).toHaveLength(0))
    expect(idsAsked(spy)).toEqual(['1,2,3'])
    const text = (id: number) => screen.getByTestId(`hit-${id}`).textContent?.replace(/\s/g, ' ')
    expect(text(1)).toContain('60,00 € H.T')
    expect(text(2)).toContain('12,50 € H.T')
    expect(screen.getByTestId('hit-3').querySelector('[data-testid="price-unavailable"]')).not.toBeNull()
    // spec §4: stock 1 ≤ threshold 3 (the ERP's, not the record's level « En stock »)
    expect(screen.getByTestId('hit-1').querySelector('[data-testid="stock-label"]')?.textContent).toBe('Stock faible')
    expect(screen.getByTestId('hit-2').querySelector('[data-testid="stock-label"]')?.textContent).toBe('En stock')
    // the stepper and the add button of every product hit
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Ajouter au panier\u00a0: Produit \d$/ })).toHaveLength(3))
    expect(screen.getAllByTestId('quantity-stepper')).toHaveLength(3)
  })

  it('the next page asks only for its own products; a page seen again asks nothing', async () => {
    const spy = pricesRoute()
    const { wrap } = setup(buyer)
    const view = rtlRender(wrap(<Page hits={[hit(1), hit(2)]} />))
    await waitFor(() => expect(screen.getAllByTestId('price')).toHaveLength(2))
    view.rerender(wrap(<Page hits={[hit(1), hit(2), hit(4)]} />))
    await waitFor(() => expect(screen.getAllByTestId('price')).toHaveLength(3))
    view.rerender(wrap(<Page hits={[hit(1), hit(2)]} />))
    await waitFor(() => expect(screen.getAllByTestId('price')).toHaveLength(2))
    expect(idsAsked(spy)).toEqual(['1,2', '4'])
  })

  it('a listing’s static cards, about to be replaced by the search’s hits, ask nothing: the hits’ page asks once', async () => {
    const spy = pricesRoute()
    const { wrap } = setup(buyer)
    const view = rtlRender(
      wrap(
        <DeferPrices when>
          <Page hits={[hit(1), hit(4)]} />
        </DeferPrices>,
      ),
    )
    expect(screen.getAllByTestId('price-loading')).toHaveLength(2)
    view.rerender(wrap(<Page hits={[hit(1), hit(2)]} />))
    await waitFor(() => expect(screen.getAllByTestId('price')).toHaveLength(2))
    expect(idsAsked(spy)).toEqual(['1,2'])
  })

  it('a failed request shows a dash on each of its hits', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'erp_unavailable', message: 'Indisponible' }), { status: 503 }),
    )
    const { wrap } = setup(buyer)
    rtlRender(wrap(<Page hits={[hit(1), hit(2)]} />))
    await waitFor(() => expect(screen.getAllByTestId('price-unavailable')).toHaveLength(2))
    expect(globalThis.fetch).toHaveBeenCalledTimes(1)
  })

  it('a visitor: no request, no price, no stepper; « Connaitre le prix » leads to the login page', async () => {
    const spy = pricesRoute()
    const { wrap } = setup(null)
    rtlRender(wrap(<Page hits={[hit(1), hit(2)]} />))
    const links = screen.getAllByRole('link', { name: /^Connaitre le prix/ })
    expect(links).toHaveLength(2)
    expect(links[0]!.getAttribute('href')).toBe('/se-connecter')
    expect(links[0]!.getAttribute('title')).toBe('Connectez-vous pour connaître le prix de nos produits')
    expect(screen.queryByTestId('price')).toBeNull()
    expect(screen.queryByTestId('quantity-stepper')).toBeNull()
    expect(spy).not.toHaveBeenCalled()
  })

  it('a visitor’s stock labels are the hits’ public levels (spec §4 without a cart)', () => {
    const { wrap } = setup(null)
    rtlRender(wrap(<Page hits={[hit(1, 'in_stock'), hit(2, 'low'), hit(3, 'to_confirm')]} />))
    const label = (id: number) => screen.getByTestId(`hit-${id}`).querySelector('[data-testid="stock-label"]')?.textContent
    expect([label(1), label(2), label(3)]).toEqual(['En stock', 'Stock faible', 'Délai à confirmer'])
  })
})

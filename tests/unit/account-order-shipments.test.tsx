// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { OrderDetail } from '@/features/account/OrderDetail'
import OrdersContent from '@/features/account/OrdersContent'

const router = { query: {} as Record<string, string>, replace: vi.fn(), push: vi.fn(), pathname: '/mon-compte/mes-commandes' }
vi.mock('next/router', () => ({ useRouter: () => router }))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const summary = (id: number) => ({
  id,
  slug: `p-${id}`,
  title: `Produit ${id}`,
  reference: `R${id}`,
  ean: null,
  href: `/catalogues/produit/p-${id}`,
  image: null,
  brand: null,
  buying: { min: 1, step: 1 },
})

const order = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  statusCode: 200,
  data: { id },
  origin: 'EPS',
  status: 'placed',
  amount_ht: 3100,
  delivery_ht: 0,
  total_ht: 3100,
  products: [
    { id: '5', quantity: 30, amount_ht: 100, total_ht: 3000 },
    { id: '6', quantity: 4, amount_ht: 25, total_ht: 100 },
  ],
  po_reference: null,
  delivery_address: null,
  placed_at: '2026-11-20T09:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  shipments: [],
  expected_dates: {},
  ...extra,
})

/** 20 of the 30 units of product 5 left with Geodis; product 6 waits for stock until 12/12/2026. */
const partial = order('12', {
  shipments: [
    {
      number: 'BL-2026-000012-1',
      shipped_at: '2026-11-24T08:00:00.000Z',
      carrier: 'Geodis',
      tracking_number: 'GEO123456',
      tracking_url: 'https://suivi.geodis.test/GEO123456',
      lines: [{ product_id: 5, quantity: 20 }],
      delivered_at: null,
      delivery_note_url: '/api/documents/12/bon-de-livraison?numero=BL-2026-000012-1',
    },
  ],
  expected_dates: { '6': '2026-12-12T00:00:00.000Z' },
})

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

beforeEach(() => {
  router.query = {}
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input)
    if (url === '/api/orders/12') return json({ code: 'success', order: partial })
    if (url === '/api/orders') return json({ code: 'success', orders: [partial, order('11')] })
    if (url.startsWith('/api/products?ids=')) return json({ code: 'success', products: [summary(5), summary(6)] })
    return json({ code: 'not_found', message: 'Introuvable.' }, 404)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('order detail: line states and shipments (issue 34 item 1)', () => {
  it("shows each line's state: partly shipped, and waiting for stock with its date", async () => {
    renderWith(<OrderDetail id="12" />)
    const states = await screen.findAllByTestId('order-line-state')
    expect(states.map((s) => s.textContent)).toEqual([
      'Expédiée partiellement\u00a0: 20 sur 30',
      'En attente de réapprovisionnement — prévue le 12/12/2026',
    ])
  })

  it('lists the shipment with its date, carrier, tracking link in a new tab and delivery note PDF', async () => {
    renderWith(<OrderDetail id="12" />)
    const shipment = await screen.findByTestId('order-shipment')
    expect(within(shipment).getByTestId('shipment-date').textContent).toBe('24/11/2026')
    expect(within(shipment).getByTestId('shipment-carrier').textContent).toBe('Geodis')
    const tracking = within(shipment).getByTestId('shipment-tracking')
    expect(tracking.getAttribute('href')).toBe('https://suivi.geodis.test/GEO123456')
    expect(tracking.getAttribute('target')).toBe('_blank')
    expect(tracking.getAttribute('rel')).toContain('noopener')
    const note = within(shipment).getByTestId('shipment-delivery-note')
    expect(note.getAttribute('href')).toBe('/api/documents/12/bon-de-livraison?numero=BL-2026-000012-1')
    expect(note.textContent).toBe('Bon de livraison BL-2026-000012-1 (PDF)')
    await waitFor(() => expect(within(shipment).getByText('20 × Produit 5')).toBeTruthy())
  })
})

describe('orders list: the state filter in the address (?etat=)', () => {
  const listed = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-order-id'))

  it('keeps the orders in the state of ?etat=, all of them without it', async () => {
    router.query = { etat: 'expediee-partiellement' }
    const view = renderWith(<OrdersContent />)
    await screen.findByTestId('account-orders')
    expect(listed()).toEqual(['12'])
    view.unmount()
    router.query = { etat: 'commandee' }
    renderWith(<OrdersContent />)
    await screen.findByTestId('account-orders')
    expect(listed()).toEqual(['11'])
  })

  it('says under its status where a partly shipped order stands; not for an order only ordered', async () => {
    router.query = {}
    renderWith(<OrdersContent />)
    await screen.findByTestId('account-orders')
    const row = (id: string) => screen.getAllByRole('listitem').find((li) => li.getAttribute('data-order-id') === id)!
    expect(within(row('12')).getByTestId('order-status').textContent).toBe('Enregistrée')
    expect(within(row('12')).getByTestId('order-shipping-state').textContent).toBe('Expédiée partiellement')
    expect(within(row('11')).queryByTestId('order-shipping-state')).toBeNull()
  })

  it('puts the chosen state in the address', async () => {
    renderWith(<OrdersContent />)
    await screen.findByTestId('account-orders')
    expect(listed()).toEqual(['12', '11'])
    fireEvent.change(screen.getByTestId('orders-state-filter'), { target: { value: 'expediee' } })
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/mon-compte/mes-commandes', query: { etat: 'expediee' } }, undefined, {
      shallow: true,
      scroll: false,
    })
  })
})

/** Pure rules of the account area: frequent-purchase ranking, the order list view, reorder lines, login redirect. */
import { describe, expect, it } from 'vitest'

import { loginUrlFor } from '@/features/account/rules/access'
import { orderRows, reorderLines } from '@/lib/account/orderList'
import { rankFrequentPurchases, type HistoryOrder } from '@/lib/account/frequentPurchases'
import type { OrderView } from '@/lib/cart/api'

const order = (
  status: string,
  placed_at: string | null,
  lines: [number, number][],
  created_at = '2026-01-01T00:00:00.000Z',
): HistoryOrder => ({
  status,
  placed_at,
  created_at,
  lines: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
})

describe('frequent purchases: products this buyer orders most often', () => {
  it('ranks by number of orders, then total quantity, then latest order, then id', () => {
    const ranked = rankFrequentPurchases(
      [
        order('invoiced', '2026-03-01T08:00:00.000Z', [
          [1, 2],
          [2, 50],
          [3, 1],
        ]),
        order('shipped', '2026-05-01T08:00:00.000Z', [
          [1, 5],
          [3, 1],
        ]),
        order('placed', '2026-06-01T08:00:00.000Z', [
          [4, 50],
          [5, 50],
        ]),
      ],
      10,
    )
    expect(ranked.map((r) => r.product_id)).toEqual([1, 3, 4, 5, 2])
    expect(ranked[0]).toEqual({
      product_id: 1,
      order_count: 2,
      total_quantity: 7,
      last_quantity: 5,
      last_ordered_at: '2026-05-01T08:00:00.000Z',
    })
    // equal counts and quantities: the most recent first (4 and 5 tie on everything: the lower id first)
    expect(ranked.slice(2).map((r) => r.product_id)).toEqual([4, 5, 2])
  })

  it('ignores the open cart and cancelled orders; uses the creation date without a placed date', () => {
    const ranked = rankFrequentPurchases(
      [
        order('cart', null, [[9, 100]]),
        order('cancelled', '2026-04-01T00:00:00.000Z', [[8, 100]]),
        order('invoiced', null, [[7, 3]], '2026-02-02T00:00:00.000Z'),
      ],
      10,
    )
    expect(ranked).toEqual([
      { product_id: 7, order_count: 1, total_quantity: 3, last_quantity: 3, last_ordered_at: '2026-02-02T00:00:00.000Z' },
    ])
  })

  it('counts a product twice in one order once, adding its quantities; keeps the latest quantity whatever the input order', () => {
    const ranked = rankFrequentPurchases(
      [
        order('placed', '2026-09-01T00:00:00.000Z', [
          [1, 2],
          [1, 3],
        ]),
        order('placed', '2026-01-01T00:00:00.000Z', [[1, 10]]),
      ],
      5,
    )
    expect(ranked).toEqual([
      { product_id: 1, order_count: 2, total_quantity: 15, last_quantity: 5, last_ordered_at: '2026-09-01T00:00:00.000Z' },
    ])
  })

  it('returns at most `limit` products', () => {
    expect(
      rankFrequentPurchases(
        [
          order('placed', '2026-01-01T00:00:00.000Z', [
            [1, 1],
            [2, 1],
            [3, 1],
          ]),
        ],
        2,
      ),
    ).toHaveLength(2)
    expect(rankFrequentPurchases([], 5)).toEqual([])
  })
})

const view = (
  id: string,
  status: OrderView['status'],
  placed_at: string | null,
  total_ht: number,
  created_at = '2026-01-01T00:00:00.000Z',
): OrderView => ({
  id,
  statusCode: 200,
  data: { id },
  origin: 'EPS',
  status,
  amount_ht: total_ht,
  delivery_ht: 0,
  total_ht,
  products: [{ id: '11', quantity: 2, amount_ht: 4.5, total_ht: 9 }],
  po_reference: id === '2' ? 'BC-1' : null,
  delivery_address: null,
  placed_at,
  created_at,
  updated_at: created_at,
})

describe('order list view (/mon-compte/mes-commandes)', () => {
  it('lists placed orders newest first, without the open cart, with French status, date and total H.T', () => {
    const rows = orderRows([
      view('1', 'invoiced', '2026-09-14T09:32:00.000Z', 1234.5),
      view('3', 'cart', null, 10, '2026-11-20T00:00:00.000Z'),
      view('2', 'shipped', '2026-10-28T23:30:00.000Z', 80),
      view('4', 'cancelled', '2026-08-01T10:00:00.000Z', 5),
    ])
    expect(rows.map((r) => r.id)).toEqual(['2', '1', '4'])
    expect(rows[0]).toMatchObject({ status: 'Expédiée', reference: 'BC-1', lineCount: 1 })
    // 23:30 UTC is the next day in Paris
    expect(rows[0]?.date).toBe('29/10/2026')
    expect(rows[1]?.total.replace(/\s/g, ' ')).toBe('1 234,50 €')
    expect(rows.map((r) => r.status)).toEqual(['Expédiée', 'Facturée', 'Annulée'])
  })

  it('orders of the same date: the higher id first', () => {
    const same = '2026-05-05T10:00:00.000Z'
    expect(orderRows([view('9', 'placed', same, 1), view('10', 'placed', same, 1)]).map((r) => r.id)).toEqual(['10', '9'])
  })

  it("'Commander à nouveau' takes the lines still on sale with their quantities", () => {
    const o = {
      products: [
        { id: '11', quantity: 2, amount_ht: 4.5, total_ht: 9 },
        { id: '12', quantity: 1, amount_ht: 3, total_ht: 3 },
      ],
    }
    expect(reorderLines(o, new Set([11]))).toEqual([{ productId: '11', price: 4.5, quantity: 2 }])
    expect(reorderLines(o, new Set())).toEqual([])
  })
})

describe('account access: a visitor is sent to the login page and brought back', () => {
  it('keeps the account path and its query, refuses anything off-site', () => {
    expect(loginUrlFor('/mon-compte/mes-commandes?commande=12')).toBe(
      '/se-connecter?redirect=%2Fmon-compte%2Fmes-commandes%3Fcommande%3D12',
    )
    expect(loginUrlFor('//evil.example/x')).toBe('/se-connecter?redirect=%2Fmon-compte')
  })
})

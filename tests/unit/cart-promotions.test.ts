import { describe, expect, it } from 'vitest'

import { NO_TOTAL, cartTotals } from '@/features/cart/rules/cartLabels'
import { totalsPending } from '@/features/cart/rules/checkoutBlock'
import { freeDeliveryHint } from '@/features/cart/rules/freeDelivery'
import { lineTotalText } from '@/features/cart/rules/lineTotal'
import { priceDisplay } from '@/lib/cart/priceDisplay'
import { discountBadgeText, discountPercent } from '@/lib/cart/promotion'

const plain = (text: string) => text.replace(/\s/g, ' ')

// « −N % » badge
describe('discount percent of a promotion', () => {
  it.each<[string, number, number, number | null]>([
    ['a 15 % promotion', 100, 85, 15],
    ['4-decimal unit prices of a 15 % promotion (round4 of base × 0.85) still read 15', 14.9999, 12.7499, 15],
    ['rounded down, never announcing more than the buyer gets: 1/3 off', 30, 20, 33],
    ['rounded down: 2/3 off reads 66, not 67', 30, 10, 66],
    ['99.5 % off reads 99', 200, 1, 99],
    ['a net price 80 cents under the base', 12.5, 11.7, 6],
    ['under 1 %: no badge', 100, 99.5, null],
    ['a promotion price equal to the base: no discount', 10, 10, null],
    ['a promotion price above the base: no discount', 10, 12, null],
    ['no base price: no discount', 0, 0, null],
  ])('%s', (_case, base, promotion, expected) => {
    expect(discountPercent(base, promotion)).toBe(expected)
  })

  it('reads « −N % » with a minus sign and a no-break space', () => {
    expect(discountBadgeText(15)).toBe('\u221215\u00a0%')
  })

  it('the price display of a promotion keeps the promotion price and adds the base price and the percent', () => {
    const shown = priceDisplay({ loggedIn: true, loading: false, price: { base_ht: 80, promotion_ht: 60, promotion_type: 'remise' } })
    expect(shown.kind === 'price' && { text: plain(shown.text), was: shown.was && { ...shown.was, text: plain(shown.was.text) } }).toEqual({
      text: '60,00 € H.T',
      was: { amount: 80, text: '80,00 € H.T', percent: 25 },
    })
  })

  it('no struck-through price without a promotion type, nor when the promotion price is not lower', () => {
    const none = priceDisplay({ loggedIn: true, loading: false, price: { base_ht: 80, promotion_ht: 60, promotion_type: '' } })
    const higher = priceDisplay({ loggedIn: true, loading: false, price: { base_ht: 80, promotion_ht: 90, promotion_type: 'prix_net' } })
    expect(none.kind === 'price' && none.was).toBeUndefined()
    expect(higher.kind === 'price' && [higher.amount, higher.was]).toEqual([90, undefined])
  })
})

// A free-delivery threshold hint when delivery is charged
describe('free-delivery hint', () => {
  it('tells the amount H.T left to the threshold while delivery is charged', () => {
    const hint = freeDeliveryHint({ amount_ht: 257.5, delivery_ht: 15 }, 300)
    expect(hint?.remaining).toBe(42.5)
    expect(plain(hint!.text)).toBe('Plus que 42,50 € H.T d’achats pour bénéficier de la livraison offerte.')
  })

  it('rounds the amount left to the cent (no binary drift)', () => {
    expect(freeDeliveryHint({ amount_ht: 299.99, delivery_ht: 15 }, 300)?.remaining).toBe(0.01)
    expect(freeDeliveryHint({ amount_ht: 0.1 + 0.2, delivery_ht: 15 }, 300)?.remaining).toBe(299.7)
  })

  it.each<[string, { amount_ht: number; delivery_ht: number } | null, number | null]>([
    ['delivery free (at or above the threshold)', { amount_ht: 320, delivery_ht: 0 }, 300],
    ['delivery not charged (an empty order)', { amount_ht: 0, delivery_ht: 0 }, 300],
    [
      'delivery charged although the threshold is reached (another rule of the ERP): nothing left to tell',
      { amount_ht: 300, delivery_ht: 15 },
      300,
    ],
    ['no order data', null, 300],
    ['no known threshold', { amount_ht: 20, delivery_ht: 15 }, null],
    ['a zero threshold', { amount_ht: 20, delivery_ht: 15 }, 0],
  ])('no hint: %s', (_case, order, threshold) => {
    expect(freeDeliveryHint(order, threshold)).toBeNull()
  })
})

// 'Valider la commande' is disabled while the totals show '–'
describe("checkout blocked while the totals show '–'", () => {
  it('pending without order data or with a failed read, not once the totals are known', () => {
    expect(totalsPending(cartTotals(undefined))).toBe(true)
    expect(totalsPending(cartTotals({ code: 'no_order', order: null }))).toBe(true)
    expect(totalsPending({ items: '10,00 €', delivery: NO_TOTAL, total: NO_TOTAL })).toBe(true)
    expect(totalsPending({ items: '10,00 €', delivery: '15,00 €', total: '25,00 €' })).toBe(false)
  })
})

// Each cart line shows its line total
describe('cart line total', () => {
  const order = { products: [{ id: '7', quantity: 3, amount_ht: 12.7499, total_ht: 38.25 }] }
  it("the ERP's line total, '{amount} €'", () => {
    expect(plain(lineTotalText(order, 7, 3))).toBe('38,25 €')
  })
  it("'–' while the order does not have the line at the quantity shown", () => {
    expect(lineTotalText(order, 7, 4)).toBe(NO_TOTAL)
    expect(lineTotalText(order, 8, 1)).toBe(NO_TOTAL)
    expect(lineTotalText(null, 7, 3)).toBe(NO_TOTAL)
  })
})

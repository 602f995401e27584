import { describe, expect, it } from 'vitest'

import { formatPriceHT, priceDisplay, type PriceDisplay, type PriceDisplayInput } from '@/lib/cart/priceDisplay'

const price = (base_ht: number, promotion_ht: number | null = null, promotion_type = '') => ({ base_ht, promotion_ht, promotion_type })

// spec §4 Price display
describe('spec §4 price display', () => {
  it.each<[string, PriceDisplayInput, PriceDisplay]>([
    ["visitor sees 'Connaitre le prix'", { loggedIn: false, loading: false, price: price(10) }, { kind: 'visitor' }],
    ['spinner while loading', { loggedIn: true, loading: true, price: undefined }, { kind: 'loading' }],
    ['a dash if unavailable', { loggedIn: true, loading: false, price: null }, { kind: 'unavailable' }],
    [
      "logged-in user sees euros with 2 decimals and suffix 'H.T'",
      { loggedIn: true, loading: false, price: price(1234.5) },
      { kind: 'price', amount: 1234.5, text: '1 234,50 € H.T', promotion: false },
    ],
    [
      'promotion price replaces base price when a promotion type is set',
      { loggedIn: true, loading: false, price: price(80, 60, 'remise') },
      {
        kind: 'price',
        amount: 60,
        text: '60,00 € H.T',
        promotion: true,
        was: { amount: 80, text: expect.stringMatching(/^80,00\s€\sH\.T$/), percent: 25 },
      },
    ],
    [
      'no promotion type (empty string): the base price, even with a promotion price',
      { loggedIn: true, loading: false, price: price(80, 60, '') },
      { kind: 'price', amount: 80, text: '80,00 € H.T', promotion: false },
    ],
  ])('%s', (_rule, input, expected) => {
    // Intl's narrow no-break spaces are compared as plain spaces
    const result = priceDisplay(input)
    if (result.kind === 'price') result.text = result.text.replace(/\s/g, ' ')
    expect(result).toEqual(expected)
  })

  it('rounds to 2 decimals', () => {
    expect(formatPriceHT(81.8333).replace(/\s/g, ' ')).toBe('81,83 € H.T')
  })
})

/** Card payment rules: the amount charged and when « Carte bancaire » is offered. */
import { describe, expect, it } from 'vitest'

import { amountInCents, cardAmount } from '@/lib/payments/amount'
import { paymentOptions } from '@/lib/payments/options'
import { stripeConnection } from '@/server/payments/stripe'
import { declineMessage } from '@/server/payments/declines'

const rates = (entries: [number, number][]) => new Map(entries)

describe('the amount: lines and delivery H.T plus VAT at each product rate (delivery at the standard rate)', () => {
  it.each([
    ['one product at 20 %, free delivery', [{ product_id: 1, amount_ht: 100 }], 0, [[1, 20]], { ht: 100, tva: 20, ttc: 120 }],
    [
      '20 % and 5,5 % products, delivery at 20 %',
      [
        { product_id: 1, amount_ht: 100 },
        { product_id: 2, amount_ht: 100 },
      ],
      15,
      [
        [1, 20],
        [2, 5.5],
      ],
      { ht: 215, tva: 28.5, ttc: 243.5 },
    ],
    ['a product without a known rate is taxed at 20 %', [{ product_id: 9, amount_ht: 10 }], 0, [], { ht: 10, tva: 2, ttc: 12 }],
    [
      'VAT is summed per rate then rounded to the cent',
      [
        { product_id: 1, amount_ht: 0.05 },
        { product_id: 2, amount_ht: 0.05 },
      ],
      0,
      [
        [1, 5.5],
        [2, 5.5],
      ],
      { ht: 0.1, tva: 0.01, ttc: 0.11 },
    ],
    ['a 0 % product adds no VAT', [{ product_id: 1, amount_ht: 42.42 }], 0, [[1, 0]], { ht: 42.42, tva: 0, ttc: 42.42 }],
  ] as const)('%s', (_name, lines, delivery, entries, expected) => {
    expect(cardAmount(lines, delivery, rates(entries as unknown as [number, number][]))).toEqual(expected)
  })

  it('Stripe is charged the TTC in cents, without floating-point drift', () => {
    expect(amountInCents({ ht: 215, tva: 28.5, ttc: 243.5 })).toBe(24350)
    expect(amountInCents(cardAmount([{ product_id: 1, amount_ht: 19.99 }], 0, rates([[1, 20]])))).toBe(2399)
  })
})

describe('« Carte bancaire » beside « Paiement sur compte », or alone', () => {
  const credit = { limit: 15_000, used: 4_250.5, available: 10_749.5 }
  it.each([
    ['without Stripe: the account only, as before', { cardEnabled: false, credit, cartTotal: 99_999 }, ['account'], 'account'],
    [
      'without Stripe, type 1 (no credit line): the account only',
      { cardEnabled: false, credit: null, cartTotal: 10 },
      ['account'],
      'account',
    ],
    [
      'with Stripe, credit covering the cart: both, the account first',
      { cardEnabled: true, credit, cartTotal: 1_000 },
      ['account', 'card'],
      'account',
    ],
    ['with Stripe, totals not known yet: both', { cardEnabled: true, credit, cartTotal: null }, ['account', 'card'], 'account'],
    ['with Stripe, available credit too low: the card alone', { cardEnabled: true, credit, cartTotal: 10_749.51 }, ['card'], 'card'],
    ['with Stripe, no credit line (type 1): the card alone', { cardEnabled: true, credit: null, cartTotal: 10 }, ['card'], 'card'],
  ] as const)('%s', (_name, input, methods, initial) => {
    expect(paymentOptions(input)).toEqual({ methods, initial })
  })
})

describe('STRIPE_API_URL: the client talks to another origin', () => {
  it.each([
    [undefined, {}],
    ['http://127.0.0.1:12111', { protocol: 'http', host: '127.0.0.1', port: '12111' }],
    ['https://stripe.internal', { protocol: 'https', host: 'stripe.internal', port: 443 }],
  ] as const)('%s', (url, expected) => {
    expect(stripeConnection(url)).toEqual(expected)
  })
})

describe('a refused payment is explained in French, the cart kept', () => {
  it.each([
    [
      { code: 'card_declined', decline_code: 'insufficient_funds' },
      'Le paiement a été refusé\u00a0: la provision de la carte est insuffisante. Votre panier est conservé.',
    ],
    [{ code: 'expired_card' }, 'Le paiement a été refusé\u00a0: la carte a expiré. Votre panier est conservé.'],
    [{ code: 'something_new' }, 'Le paiement a été refusé\u00a0: votre banque n’a pas accepté la transaction. Votre panier est conservé.'],
    [null, 'Le paiement a été refusé\u00a0: votre banque n’a pas accepté la transaction. Votre panier est conservé.'],
  ])('%j', (error, message) => {
    expect(declineMessage(error)).toBe(message)
  })
})

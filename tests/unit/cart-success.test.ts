import { describe, expect, it } from 'vitest'

import { emptySucceeded, firstAddOrderId, firstAddSucceeded, updateSucceeded } from '@/features/cart/rules/cartReply'
import { articlesLabel, cartTotals, creditLabel, NO_TOTAL } from '@/features/cart/rules/cartLabels'

// spec §5 Cart success
describe('spec §5 cart success: a cart operation succeeds only when the response carries an order id', () => {
  it.each<[string, unknown, boolean]>([
    ['order id present', { code: 'success', order: { id: '42' } }, true],
    ['numeric order id', { order: { id: 42 } }, true],
    ['no order', { code: 'success', order: null }, false],
    ['order without id', { code: 'success', order: { id: '' } }, false],
    ['error reply', { code: 'erp_unavailable', message: '…' }, false],
    ['nothing', null, false],
  ])('%s', (_rule, reply, expected) => {
    expect(updateSucceeded(reply)).toBe(expected)
  })
})

describe("spec §5 cart success: for a first add, when code is 'success' and order statusCode is 200", () => {
  it.each<[string, unknown, boolean]>([
    ['success and 200', { code: 'success', order: { id: '42', statusCode: 200, data: { id: '42' } } }, true],
    ['success but another statusCode', { code: 'success', order: { id: '42', statusCode: 500, data: { id: '42' } } }, false],
    ['200 but code not success', { code: 'error', order: { id: '42', statusCode: 200, data: { id: '42' } } }, false],
    ['no order', { code: 'success' }, false],
  ])('%s', (_rule, reply, expected) => {
    expect(firstAddSucceeded(reply)).toBe(expected)
  })

  it('reads the new order id from order.data.id', () => {
    expect(firstAddOrderId({ code: 'success', order: { id: '42', statusCode: 200, data: { id: '42' } } })).toBe('42')
    expect(firstAddOrderId({ code: 'success', order: null })).toBeNull()
  })
})

describe("spec §7 empty: success is code 'success'", () => {
  it.each<[unknown, boolean]>([
    [{ code: 'success', order: null }, true],
    [{ code: 'server_error' }, false],
    [undefined, false],
  ])('%j → %s', (reply, expected) => {
    expect(emptySucceeded(reply)).toBe(expected)
  })
})

// spec §2 Cart
describe("spec §2 cart panel: '1 article' for a count up to 1, otherwise 'N articles'", () => {
  it.each<[number, string]>([
    [0, '0 article'],
    [0.5, '0,5 article'],
    [0.1 + 0.2 + 2.2, '2,5 articles'], // a decimal comma, no binary drift
    [1, '1 article'],
    [2, '2 articles'],
    [12, '12 articles'],
  ])('%s → %s', (count, label) => {
    expect(articlesLabel(count)).toBe(label)
  })
})

const sp = (s: string) => s.replace(/\s/g, ' ')
const order = { amount_ht: 245.5, delivery_ht: 15 } as never

describe("spec §2 totals H.T: items, 'Coût livraison', total = items + delivery; '–' when no order data", () => {
  it('formats each total as {amount} €', () => {
    const totals = cartTotals({ code: 'success', order })
    expect([sp(totals.items), sp(totals.delivery), sp(totals.total)]).toEqual(['245,50 €', '15,00 €', '260,50 €'])
  })

  it.each<[string, unknown]>([
    ['no order response', undefined],
    ["code not 'success' (spec §8)", { code: 'no_order', order: null }],
  ])("'–' with %s", (_rule, reply) => {
    expect(cartTotals(reply as never)).toEqual({ items: NO_TOTAL, delivery: NO_TOTAL, total: NO_TOTAL })
    expect(NO_TOTAL).toBe('–')
  })

  it('spec §6 credit display: order total / credit limit in €', () => {
    expect(sp(creditLabel(260.5, 15000))).toBe('260,50 € / 15 000,00 €')
  })
})

/** The quotes' pure rules: their state machine, validity dates, and which cart line a quote prices. */
import { describe, expect, it } from 'vitest'

import { quotedLineFor, type QuotedLine } from '@/lib/quotes/pricing'
import { quoteNumber, validityDate } from '@/lib/quotes/messages'
import {
  acceptRefusal,
  canDecline,
  canEditorMove,
  effectiveStatus,
  isEditable,
  isValidAt,
  QUOTE_STATUSES,
  type QuoteStatus,
} from '@/lib/quotes/states'

const NOW = new Date('2026-11-27T10:00:00.000Z')
const state = (status: QuoteStatus, validUntil: string | null = '2026-12-15T12:00:00.000Z', orderedAt: string | null = null) => ({
  status,
  validUntil,
  orderedAt,
})

describe('validity: the whole day counts (UTC), as the promotions’ end dates', () => {
  it.each([
    ['2026-11-27T00:00:00.000Z', true],
    ['2026-11-27T12:00:00.000Z', true],
    ['2026-11-26T23:59:59.000Z', false],
    ['2026-12-31T12:00:00.000Z', true],
    [null, false],
    ['pas une date', false],
  ])('a quote valid until %s holds on 27/11/2026 10:00 UTC: %s', (date, holds) => {
    expect(isValidAt(date, NOW)).toBe(holds)
  })

  it('reads the day as stored: « 15/12/2026 », « DEV-00012 »', () => {
    expect(validityDate('2026-12-15T12:00:00.000Z')).toBe('15/12/2026')
    expect(quoteNumber(12)).toBe('DEV-00012')
  })
})

describe('the state a quote is in', () => {
  it.each<[QuoteStatus, string | null, string | null, QuoteStatus]>([
    ['demande', null, null, 'demande'],
    ['envoye', '2026-12-15T12:00:00.000Z', null, 'envoye'],
    ['envoye', '2026-11-20T12:00:00.000Z', null, 'expire'],
    ['accepte', '2026-11-20T12:00:00.000Z', null, 'expire'],
    ['accepte', '2026-11-20T12:00:00.000Z', '2026-11-19T08:00:00.000Z', 'accepte'],
    ['refuse', '2026-11-20T12:00:00.000Z', null, 'refuse'],
  ])('stored %s, valid until %s, ordered %s: reads %s', (status, validUntil, orderedAt, expected) => {
    expect(effectiveStatus(state(status, validUntil, orderedAt), NOW)).toBe(expected)
  })
})

describe('the buyer: accept a sent quote while it holds, decline it', () => {
  it.each<[string, ReturnType<typeof state>, ReturnType<typeof acceptRefusal>]>([
    ['sent and valid', state('envoye'), null],
    ['accepted, not ordered (its lines back in the cart)', state('accepte'), null],
    ['sent, date passed', state('envoye', '2026-11-26T12:00:00.000Z'), 'expired'],
    ['stored expired', state('expire', '2026-11-26T12:00:00.000Z'), 'expired'],
    ['not answered yet', state('demande', null), 'not_sent'],
    ['refused', state('refuse'), 'closed'],
    ['already ordered', state('accepte', '2026-12-15T12:00:00.000Z', '2026-11-25T08:00:00.000Z'), 'ordered'],
  ])('%s', (_name, quote, refusal) => {
    expect(acceptRefusal(quote, NOW)).toBe(refusal)
  })

  it('declines only a sent quote that holds', () => {
    expect(canDecline(state('envoye'), NOW)).toBe(true)
    for (const quote of [state('envoye', '2026-11-26T12:00:00.000Z'), state('accepte'), state('demande', null), state('refuse')])
      expect(canDecline(quote, NOW)).toBe(false)
  })
})

describe('the editor: answer, revise, withdraw, send again; never accept', () => {
  const allowed: [QuoteStatus, QuoteStatus][] = [
    ['demande', 'envoye'],
    ['demande', 'refuse'],
    ['envoye', 'refuse'],
    ['expire', 'envoye'],
  ]
  const all = QUOTE_STATUSES.map((s) => s.value)
  it.each(all.flatMap((from) => all.filter((to) => to !== from).map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canEditorMove(from, to)).toBe(allowed.some(([f, t]) => f === from && t === to))
  })

  it('keeps a closed quote as it is', () => {
    expect(all.filter(isEditable)).toEqual(['demande', 'envoye', 'expire'])
  })
})

describe('which cart line an accepted quote prices', () => {
  const line = (over: Partial<QuotedLine>): QuotedLine => ({
    quoteId: 1,
    number: 'DEV-00001',
    validUntil: '2026-12-15T12:00:00.000Z',
    productId: 7,
    maxQuantity: 50,
    unitPriceHt: 12,
    ...over,
  })
  const lines = [line({}), line({ quoteId: 2, maxQuantity: 20, unitPriceHt: 11 }), line({ productId: 8, unitPriceHt: 3 })]

  it.each([
    [7, 50, 12, 1],
    [7, 20, 11, 2],
    [7, 5, 11, 2],
    [7, 51, null, null],
    [7, 0, null, null],
    [8, 50, 3, 1],
    [9, 1, null, null],
  ])('product %s × %s: %s € (quote %s)', (productId, quantity, price, quote) => {
    const found = quotedLineFor(lines, productId, quantity)
    expect(found?.unitPriceHt ?? null).toBe(price)
    expect(found?.quoteId ?? null).toBe(quote)
  })
})

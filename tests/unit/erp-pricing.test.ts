/** The local ERP's pure money rules: rounding, delivery cost, customer price precedence and promotion dates. */
import { describe, expect, it } from 'vitest'

import { deliveryCost, lineAmount, orderTotals, round2, round4 } from '@/server/erp/amounts'
import { createKeyedMutex } from '@/server/erp/mutex'
import { customerPrice, unitPrice } from '@/server/erp/pricing'

const SETTINGS = { freeThresholdHt: 300, flatFeeHt: 15 }
const product = { id: 1, taxes: 20, prix: { base_with_taxes: 120, promotion_with_taxes: 108, promotion_type: 'destockage' } }
const at = (iso: string) => new Date(iso)

describe('amounts', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
  ])('round2(%s) = %s (half away from zero, no binary drift)', (value, expected) => {
    expect(round2(value)).toBe(expected)
  })

  it('keeps unit prices at 4 decimals and line amounts at 2', () => {
    expect(round4(100 / 1.2)).toBe(83.3333)
    expect(lineAmount(83.3333, 3)).toBe(250)
  })

  it.each([
    [0, 0, 0],
    [299.99, 1, 15],
    [300, 1, 0],
    [1250, 4, 0],
  ])('delivery: %s € H.T of items on %s line(s) costs %s € H.T', (items, lines, expected) => {
    expect(deliveryCost(items, lines, SETTINGS)).toBe(expected)
  })

  it('totals an order from its lines', () => {
    expect(orderTotals([{ amount_ht: 100.1 }, { amount_ht: 50.2 }], SETTINGS)).toEqual({
      amount_ht: 150.3,
      delivery_ht: 15,
      total_ht: 165.3,
    })
  })
})

describe('customer price', () => {
  it("falls back to the catalogue price, VAT removed, with the catalogue's promotion", () => {
    const price = customerPrice(product, null, at('2026-11-22T10:00:00Z'))
    expect(price).toEqual({
      product_id: 1,
      base_ht: 100,
      promotion_ht: 90,
      promotion_type: 'destockage',
      taxes: 20,
      base_with_taxes: 120,
      promotion_with_taxes: 108,
    })
    expect(unitPrice(price!)).toBe(90)
  })

  it('has no price without a catalogue price nor a row', () => {
    expect(customerPrice({ id: 2, prix: {} }, null, new Date())).toBeNull()
  })

  it("replaces the catalogue price and its promotion with the customer's row", () => {
    const price = customerPrice(product, { base_ht: 70 }, at('2026-11-22T10:00:00Z'))
    expect(price).toMatchObject({ base_ht: 70, promotion_ht: null, promotion_type: '' })
    expect(unitPrice(price!)).toBe(70)
  })

  const row = {
    base_ht: 80,
    promotion: { mode: 'percentage' as const, value: 25, starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-11-30T00:00:00.000Z' },
  }
  it.each([
    ['2026-10-31T23:59:59Z', ''],
    ['2026-11-01T00:00:00Z', 'remise'],
    ['2026-11-30T23:59:59Z', 'remise'], // the end day is included
    ['2026-12-01T00:00:00Z', ''],
  ])('applies a promotion only between its dates: at %s the type is %j', (now, type) => {
    const price = customerPrice(product, row, at(now))!
    expect(price.promotion_type).toBe(type)
    expect(unitPrice(price)).toBe(type ? 60 : 80)
  })

  it('applies a fixed net price, and ignores a percentage outside (0, 100]', () => {
    expect(customerPrice(product, { base_ht: 80, promotion: { mode: 'fixed_price', value: 55.5 } }, new Date())).toMatchObject({
      promotion_ht: 55.5,
      promotion_type: 'prix_net',
    })
    expect(customerPrice(product, { base_ht: 80, promotion: { mode: 'percentage', value: 150 } }, new Date())).toMatchObject({
      promotion_type: '',
    })
  })
})

describe('keyed mutex', () => {
  it('runs the calls of one key one at a time in call order, and other keys alongside', async () => {
    const run = createKeyedMutex()
    const log: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const first = run('a', async () => {
      log.push('a1 start')
      await gate
      log.push('a1 end')
    })
    const second = run('a', async () => void log.push('a2'))
    const other = run('b', async () => void log.push('b1'))
    await other
    expect(log).toEqual(['a1 start', 'b1'])
    release()
    await Promise.all([first, second])
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2'])
  })

  it('goes on after a call fails', async () => {
    const run = createKeyedMutex()
    const failed = run('a', async () => {
      throw new Error('boom')
    })
    await expect(failed).rejects.toThrow('boom')
    expect(await run('a', async () => 'next')).toBe('next')
  })
})

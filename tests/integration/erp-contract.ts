/**
 * The ERP contract (src/server/erp/types.ts), one suite for every adapter: `erpContract(name, setup)` registers the
 * same tests for the adapter that `setup()` returns, with its own fixtures (tests/integration/erp-fixtures.ts).
 * Amounts are H.T; the delivery settings are the defaults (free from 300 €, 15 € under it).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { dueDay, parisDay } from '@/lib/invoices/state'
import type { Erp, ErpOrder, Invoice } from '@/server/erp/types'

import type { ErpFixtures } from './erp-fixtures'

export type ErpSetup = () => Promise<{ erp: Erp; fx: ErpFixtures }>

const ADDRESS = { name: 'Atelier Alpha', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' } as const

/** The rejection's ErpError code (fails the test if the promise resolves or throws something else). */
async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error, 'expected an ErpError').toMatchObject({ name: 'ErpError' })
  return (error as { code: string }).code
}

const lineOf = (order: ErpOrder, productId: number) => order.lines.find((l) => l.product_id === productId)

export function erpContract(name: string, setup: ErpSetup) {
  describe(`Erp contract: ${name}`, () => {
    let erp: Erp
    let fx: ErpFixtures
    let p: ErpFixtures['products']

    beforeAll(async () => {
      ;({ erp, fx } = await setup())
      p = fx.products
    })

    describe('prices', () => {
      it('gives the customer their own price, the promotion replacing it while it is valid', async () => {
        const prices = await erp.prices(fx.a, [p.discounted, p.fixed, p.expired])
        expect(prices).toEqual([
          {
            product_id: p.discounted,
            base_ht: 80,
            promotion_ht: 60,
            promotion_type: 'remise',
            taxes: 20,
            base_with_taxes: 96,
            promotion_with_taxes: 72,
          },
          {
            product_id: p.fixed,
            base_ht: 40,
            promotion_ht: 35,
            promotion_type: 'prix_net',
            taxes: 20,
            base_with_taxes: 48,
            promotion_with_taxes: 42,
          },
          // promotion over: empty promotion type, no promotion price
          {
            product_id: p.expired,
            base_ht: 50,
            promotion_ht: null,
            promotion_type: '',
            taxes: 20,
            base_with_taxes: 60,
            promotion_with_taxes: null,
          },
        ])
      })

      it("never shows a customer another customer's prices: company price, else the catalogue price (H.T)", async () => {
        const [forB] = await erp.prices(fx.b, [p.discounted])
        expect(forB).toMatchObject({ base_ht: 100, promotion_ht: null, promotion_type: '' })
        const [forC] = await erp.prices(fx.c, [p.discounted]) // same company as A: the company's price, not A's
        expect(forC).toMatchObject({ base_ht: 90, promotion_ht: null, promotion_type: '' })
      })

      it("falls back to the product's catalogue price and promotion (VAT removed), and leaves out hidden and unknown products", async () => {
        const prices = await erp.prices(fx.a, [p.catalogue, p.hidden, p.unknown])
        expect(prices).toEqual([
          {
            product_id: p.catalogue,
            base_ht: 20,
            promotion_ht: 15,
            promotion_type: 'destockage',
            taxes: 20,
            base_with_taxes: 24,
            promotion_with_taxes: 18,
          },
        ])
        expect(await erp.prices(fx.a, [])).toEqual([])
      })

      it('refuses an unknown customer and invalid product ids', async () => {
        expect(await codeOf(erp.prices(fx.unknownCustomer, [p.discounted]))).toBe('unknown_customer')
        expect(await codeOf(erp.prices(fx.a, [-1]))).toBe('invalid_input')
        expect(await codeOf(erp.prices(fx.a, [1.5]))).toBe('invalid_input')
      })
    })

    describe('product feed', () => {
      /** Every page from `since`, following `next` (at most 200 pages). */
      async function feed(since: string | null) {
        const all = []
        let cursor: string | null = null
        for (let i = 0; i < 200; i++) {
          const page = await erp.products(since, cursor)
          expect(page.products.length).toBeLessThanOrEqual(500)
          all.push(...page.products)
          if (!page.next) return all
          cursor = page.next
        }
        throw new Error('the feed never ended')
      }
      const mine = <T extends { reference: string }>(products: T[]) => products.filter((x) => x.reference.endsWith(`-${fx.tag}`))

      it('gives every product once, oldest change first, with its reference, title, unit, minimum, step and state', async () => {
        const all = await feed(null)
        expect(new Set(all.map((x) => x.reference)).size).toBe(all.length)
        const dates = all.map((x) => Date.parse(x.updated_at))
        expect([...dates].sort((x, y) => x - y)).toEqual(dates)
        const ours = mine(all)
        expect(ours.map((x) => x.reference.split('-')[0]).sort()).toEqual(['CAT', 'DISC', 'EXP', 'FIX', 'HID', 'HUN', 'RED'])
        expect(ours.find((x) => x.reference.startsWith('DISC-'))).toEqual({
          reference: `DISC-${fx.tag}`,
          title: `Produit DISC ${fx.tag}`,
          sale_unit: 'EA',
          quantity_min: 1,
          step: 1,
          active: true,
          updated_at: expect.any(String),
        })
        expect(ours.find((x) => x.reference.startsWith('HID-'))?.active).toBe(false)
      })

      it('since a date: only the products changed after it', async () => {
        const latest = (await feed(null))
          .map((x) => x.updated_at)
          .sort()
          .at(-1)!
        expect(await erp.products(latest)).toEqual({ products: [], next: null })
        await new Promise((resolve) => setTimeout(resolve, 5)) // a later change has a later date
        await fx.changeProduct(p.fixed, { titre: `Produit FIX ${fx.tag} (nouveau titre)` })
        const changed = await feed(latest)
        expect(changed.map((x) => [x.reference, x.title])).toEqual([[`FIX-${fx.tag}`, `Produit FIX ${fx.tag} (nouveau titre)`]])
      })

      it('refuses a date or a cursor it cannot read', async () => {
        expect(await codeOf(erp.products('hier'))).toBe('invalid_input')
        expect(await codeOf(erp.products(null, 'nimporte|quoi'))).toBe('invalid_input')
      })
    })

    describe('stock', () => {
      it("gives the ERP's depots, else the catalogue's stock entries, and leaves out unknown products", async () => {
        const stock = await erp.stock([p.discounted, p.fixed, p.catalogue, p.hundred, p.unknown])
        expect(stock).toEqual([
          { product_id: p.discounted, total: 15, depots: fx.stock.discounted },
          { product_id: p.fixed, total: 0, depots: fx.stock.fixed },
          { product_id: p.catalogue, total: 7, depots: [{ depot: 'Lyon', quantity: 7 }] },
          { product_id: p.hundred, total: 0, depots: [] },
        ])
      })
    })

    describe('cart', () => {
      let cartId: string

      it('has no open order for a new customer', async () => {
        expect(await erp.currentCart(fx.a)).toBeNull()
        expect(await erp.emptyCart(fx.a)).toBeNull()
      })

      it('creates an EPS cart with the first line, priced by the ERP (promotion price) with the delivery fee under the threshold', async () => {
        const order = await erp.createCart(fx.a, { product_id: p.discounted, quantity: 2 })
        cartId = order.id
        expect(order).toMatchObject({
          customer_id: fx.a,
          origin: 'EPS',
          status: 'cart',
          amount_ht: 120,
          delivery_ht: 15,
          total_ht: 135,
          placed_at: null,
          lines: [{ product_id: p.discounted, quantity: 2, unit_price_ht: 60, amount_ht: 120 }],
        })
        expect(await erp.currentCart(fx.a)).toEqual(order)
      })

      it('reuses the open order instead of opening a second one', async () => {
        const again = await erp.createCart(fx.a, { product_id: p.fixed, quantity: 1 })
        expect(again.id).toBe(cartId)
        expect(again.lines.map((l) => l.product_id)).toEqual([p.discounted, p.fixed])
        expect(again.amount_ht).toBe(155)
      })

      it("ignores any price sent with a line: amounts come from the ERP's prices", async () => {
        const order = await erp.setLine(fx.a, cartId, { product_id: p.fixed, quantity: 3, unit_price_ht: 0.01, amount_ht: 0.03 } as never)
        expect(lineOf(order, p.fixed)).toEqual({ product_id: p.fixed, quantity: 3, unit_price_ht: 35, amount_ht: 105 })
        expect(order.amount_ht).toBe(225)
      })

      it('books a line at the unit price agreed by the shop (an accepted quote), and back at its own without it', async () => {
        let order = await erp.setLine(fx.a, cartId, { product_id: p.fixed, quantity: 3, agreed_unit_price_ht: 30.12345 })
        expect(lineOf(order, p.fixed)).toEqual({ product_id: p.fixed, quantity: 3, unit_price_ht: 30.1235, amount_ht: 90.37 })
        order = await erp.createCart(fx.a, { product_id: p.fixed, quantity: 3, agreed_unit_price_ht: 29 })
        expect(lineOf(order, p.fixed)).toMatchObject({ unit_price_ht: 29, amount_ht: 87 })
        order = await erp.setLine(fx.a, cartId, { product_id: p.fixed, quantity: 3 })
        expect(lineOf(order, p.fixed)).toMatchObject({ unit_price_ht: 35, amount_ht: 105 })
        expect(order.amount_ht).toBe(225)
        expect(await codeOf(erp.setLine(fx.a, cartId, { product_id: p.fixed, quantity: 3, agreed_unit_price_ht: -1 }))).toBe(
          'invalid_input',
        )
        expect(await codeOf(erp.setLine(fx.a, cartId, { product_id: p.hidden, quantity: 1, agreed_unit_price_ht: 1 }))).toBe(
          'unknown_product',
        )
      })

      it('updates a line to the new quantity (rounded to 2 decimals) and removes it with quantity 0', async () => {
        let order = await erp.setLine(fx.a, cartId, { product_id: p.discounted, quantity: 1.234 })
        expect(lineOf(order, p.discounted)).toMatchObject({ quantity: 1.23, amount_ht: 73.8 })
        order = await erp.setLine(fx.a, cartId, { product_id: p.discounted, quantity: 0 })
        expect(lineOf(order, p.discounted)).toBeUndefined()
        expect(order).toMatchObject({ amount_ht: 105, delivery_ht: 15, total_ht: 120 })
        // removing a line that is not there is not an error
        order = await erp.setLine(fx.a, cartId, { product_id: p.catalogue, quantity: 0 })
        expect(order.lines).toHaveLength(1)
      })

      it('empties the cart: the order stays open, without lines nor delivery cost', async () => {
        const emptied = await erp.emptyCart(fx.a)
        expect(emptied).toMatchObject({ id: cartId, status: 'cart', lines: [], amount_ht: 0, delivery_ht: 0, total_ht: 0 })
        expect((await erp.currentCart(fx.a))?.id).toBe(cartId)
      })

      it('refuses invalid quantities, unknown or hidden products', async () => {
        for (const quantity of [-1, Number.NaN, 1_000_001, '3', null]) {
          expect(await codeOf(erp.setLine(fx.a, cartId, { product_id: p.fixed, quantity } as never))).toBe('invalid_input')
        }
        expect(await codeOf(erp.setLine(fx.a, cartId, { product_id: p.unknown, quantity: 1 }))).toBe('unknown_product')
        expect(await codeOf(erp.setLine(fx.a, cartId, { product_id: p.hidden, quantity: 1 }))).toBe('unknown_product')
        expect(await codeOf(erp.createCart(fx.unknownCustomer, { product_id: p.fixed, quantity: 1 }))).toBe('unknown_customer')
        expect((await erp.getOrder(fx.a, cartId)).lines).toEqual([])
      })

      it('ends 50 concurrent quantity changes with the last one, on a single line, totals matching', async () => {
        const changes = Array.from({ length: 50 }, (_, i) => erp.setLine(fx.a, cartId, { product_id: p.fixed, quantity: i + 1 }))
        const answers = await Promise.all(changes)
        for (const answer of answers) expect(answer.lines.filter((l) => l.product_id === p.fixed)).toHaveLength(1)
        const order = await erp.getOrder(fx.a, cartId)
        expect(order.lines).toEqual([{ product_id: p.fixed, quantity: 50, unit_price_ht: 35, amount_ht: 1750 }])
        expect(order).toMatchObject({ amount_ht: 1750, delivery_ht: 0, total_ht: 1750 })
        expect(answers.at(-1)).toEqual(order)
      })

      it('ends concurrent changes with the last one when the last one removes the line (no line comes back)', async () => {
        const changes = Array.from({ length: 50 }, (_, i) =>
          erp.setLine(fx.a, cartId, { product_id: p.catalogue, quantity: i === 49 ? 0 : i + 1 }),
        )
        await Promise.all(changes)
        const order = await erp.getOrder(fx.a, cartId)
        expect(lineOf(order, p.catalogue)).toBeUndefined()
        expect(order.lines).toEqual([{ product_id: p.fixed, quantity: 50, unit_price_ht: 35, amount_ht: 1750 }])
        expect(order.amount_ht).toBe(1750)
      })

      it('opens a single cart when several first adds arrive at once', async () => {
        const answers = await Promise.all([1, 2, 3, 4, 5].map((quantity) => erp.createCart(fx.b, { product_id: p.catalogue, quantity })))
        expect(new Set(answers.map((a) => a.id)).size).toBe(1)
        const cart = await erp.currentCart(fx.b)
        expect(cart?.lines).toEqual([{ product_id: p.catalogue, quantity: 5, unit_price_ht: 15, amount_ht: 75 }])
        await erp.emptyCart(fx.b)
      })

      it('sets several lines in one call (opening the cart), 0 removing one; all or nothing', async () => {
        const opened = await erp.setCartLines(fx.b, [
          { product_id: p.discounted, quantity: 2 },
          { product_id: p.fixed, quantity: 3 },
        ])
        // B has no price of their own: catalogue prices H.T
        expect(opened).toMatchObject({ origin: 'EPS', status: 'cart', amount_ht: 350, delivery_ht: 0, total_ht: 350 })
        expect(opened.lines).toEqual([
          { product_id: p.discounted, quantity: 2, unit_price_ht: 100, amount_ht: 200 },
          { product_id: p.fixed, quantity: 3, unit_price_ht: 50, amount_ht: 150 },
        ])
        const changed = await erp.setCartLines(fx.b, [
          { product_id: p.fixed, quantity: 0 },
          { product_id: p.catalogue, quantity: 4 },
        ])
        expect(changed.id).toBe(opened.id)
        expect(changed.lines.map((l) => [l.product_id, l.quantity])).toEqual([
          [p.discounted, 2],
          [p.catalogue, 4],
        ])
        expect(changed).toMatchObject({ amount_ht: 260, delivery_ht: 15, total_ht: 275 })
        const refused = [
          [
            { product_id: p.catalogue, quantity: 9 },
            { product_id: p.hidden, quantity: 1 },
          ],
          [{ product_id: p.unknown, quantity: 1 }],
        ]
        for (const lines of refused) expect(await codeOf(erp.setCartLines(fx.b, lines))).toBe('unknown_product')
        const invalid = [
          [],
          [{ product_id: p.fixed, quantity: -1 }],
          [
            { product_id: p.fixed, quantity: 1 },
            { product_id: p.fixed, quantity: 2 },
          ],
          Array.from({ length: 501 }, (_, i) => ({ product_id: i + 1, quantity: 1 })),
        ]
        for (const lines of invalid) expect(await codeOf(erp.setCartLines(fx.b, lines))).toBe('invalid_input')
        expect(await erp.currentCart(fx.b)).toEqual(changed)
        expect(await codeOf(erp.setCartLines(fx.unknownCustomer, [{ product_id: p.fixed, quantity: 1 }]))).toBe('unknown_customer')
        await erp.emptyCart(fx.b)
      })
    })

    describe('delivery cost', () => {
      it.each([
        [2, 200, 15],
        [2.99, 299, 15],
        [3, 300, 0],
        [3.5, 350, 0],
      ])('%s × 100 € H.T = %s € H.T of items: delivery %s € H.T', async (quantity, amount, delivery) => {
        const order = await erp.createCart(fx.b, { product_id: p.hundred, quantity })
        expect(order).toMatchObject({ amount_ht: amount, delivery_ht: delivery, total_ht: amount + delivery })
      })
    })

    describe('orders', () => {
      let placed: ErpOrder

      it('places the open order with the delivery address and PO reference', async () => {
        const cart = await erp.createCart(fx.a, { product_id: p.discounted, quantity: 1 })
        await erp.setLine(fx.a, cart.id, { product_id: p.fixed, quantity: 0 })
        placed = await erp.placeOrder(fx.a, cart.id, { delivery_address: ADDRESS, po_reference: ' BC-2026-118 ' })
        expect(placed).toMatchObject({
          id: cart.id,
          status: 'placed',
          origin: 'EPS',
          po_reference: 'BC-2026-118',
          delivery_address: ADDRESS,
          amount_ht: 60,
          delivery_ht: 15,
          total_ht: 75,
        })
        expect(Date.parse(placed.placed_at ?? '')).not.toBeNaN()
        expect(await erp.currentCart(fx.a)).toBeNull()
      })

      it('no longer changes a placed order, and the next add opens a new cart', async () => {
        expect(await codeOf(erp.setLine(fx.a, placed.id, { product_id: p.fixed, quantity: 1 }))).toBe('order_not_open')
        expect(await codeOf(erp.placeOrder(fx.a, placed.id, { delivery_address: ADDRESS }))).toBe('order_not_open')
        const next = await erp.createCart(fx.a, { product_id: p.fixed, quantity: 1 })
        expect(next.id).not.toBe(placed.id)
        expect((await erp.getOrder(fx.a, placed.id)).lines).toEqual(placed.lines)
      })

      it("lists the customer's orders, newest first, and reads one", async () => {
        const orders = await erp.listOrders(fx.a)
        expect(orders.map((o) => o.status)).toEqual(['cart', 'placed'])
        expect(orders[1]).toEqual(placed)
        expect(await erp.getOrder(fx.a, placed.id)).toEqual(placed)
        expect(await erp.listOrders(fx.c)).toEqual([])
      })

      it("answers not_found for another customer's order, whatever the call", async () => {
        const cartOfA = (await erp.currentCart(fx.a)) as ErpOrder
        expect(await codeOf(erp.getOrder(fx.b, placed.id))).toBe('not_found')
        expect(await codeOf(erp.setLine(fx.b, cartOfA.id, { product_id: p.fixed, quantity: 9 }))).toBe('not_found')
        expect(await codeOf(erp.placeOrder(fx.b, cartOfA.id, { delivery_address: ADDRESS }))).toBe('not_found')
        expect((await erp.listOrders(fx.b)).map((o) => o.id)).not.toContain(placed.id)
        expect(lineOf(await erp.getOrder(fx.a, cartOfA.id), p.fixed)?.quantity).toBe(1)
      })

      it('answers not_found for ids that do not exist', async () => {
        for (const id of ['987654321', 'abc', '-1', '0']) expect(await codeOf(erp.getOrder(fx.a, id))).toBe('not_found')
      })

      it('refuses to place an empty cart or with an incomplete address', async () => {
        const cart = (await erp.currentCart(fx.a)) as ErpOrder
        expect(await codeOf(erp.placeOrder(fx.a, cart.id, { delivery_address: { ...ADDRESS, city: '' } }))).toBe('invalid_input')
        expect(await codeOf(erp.placeOrder(fx.a, cart.id, { delivery_address: { ...ADDRESS, country: 'DE' } } as never))).toBe(
          'invalid_input',
        )
        await erp.emptyCart(fx.a)
        expect(await codeOf(erp.placeOrder(fx.a, cart.id, { delivery_address: ADDRESS }))).toBe('empty_cart')
        expect((await erp.getOrder(fx.a, cart.id)).status).toBe('cart')
      })

      it('refuses an order over the credit limit of an account of type 2, and accepts it within', async () => {
        // C: limit 500 €, 100 € used
        const cart = await erp.createCart(fx.c, { product_id: p.hundred, quantity: 4.5 })
        expect(await codeOf(erp.placeOrder(fx.c, cart.id, { delivery_address: ADDRESS }))).toBe('credit_limit_exceeded')
        expect((await erp.getOrder(fx.c, cart.id)).status).toBe('cart')
        await erp.setLine(fx.c, cart.id, { product_id: p.hundred, quantity: 4 })
        const placedC = await erp.placeOrder(fx.c, cart.id, { delivery_address: ADDRESS, po_reference: null })
        expect(placedC).toMatchObject({ status: 'placed', total_ht: 400, po_reference: null })
        // 500 € now used: nothing more fits
        const next = await erp.createCart(fx.c, { product_id: p.catalogue, quantity: 1 })
        expect(await codeOf(erp.placeOrder(fx.c, next.id, { delivery_address: ADDRESS }))).toBe('credit_limit_exceeded')
      })

      it('keeps the cost centre the order was placed with', async () => {
        await erp.emptyCart(fx.b)
        const cart = await erp.createCart(fx.b, { product_id: p.catalogue, quantity: 1 })
        const booked = await erp.placeOrder(fx.b, cart.id, { delivery_address: ADDRESS, cost_centre: ' ATELIER-2 ' })
        expect(booked.cost_centre).toBe('ATELIER-2')
        expect((await erp.getOrder(fx.b, cart.id)).cost_centre).toBe('ATELIER-2')
      })

      it('places kept-aside lines as a new order once per request key, leaving the open cart alone', async () => {
        const cart = await erp.createCart(fx.b, { product_id: p.fixed, quantity: 3 })
        const input = {
          request_key: `contract-${name}-1`,
          lines: [
            { product_id: p.hundred, quantity: 2 },
            { product_id: p.catalogue, quantity: 1 },
            { product_id: p.hundred, quantity: 1 },
          ],
          delivery_address: ADDRESS,
          po_reference: 'PO-APPROVED',
          cost_centre: 'MAINT',
        }
        const placed = await erp.placeLines(fx.b, input)
        expect(placed).toMatchObject({ status: 'placed', origin: 'EPS', po_reference: 'PO-APPROVED', cost_centre: 'MAINT' })
        expect(placed.id).not.toBe(cart.id)
        // one line per product at the day's prices, quantities added up
        expect(placed.lines.map((l) => [l.product_id, l.quantity, l.amount_ht])).toEqual([
          [p.hundred, 3, 300],
          [p.catalogue, 1, 15],
        ])
        expect(placed).toMatchObject({ amount_ht: 315, delivery_ht: 0, total_ht: 315 })
        // the same request again (a retry, a second instance): the same order, not a second one
        expect(await erp.placeLines(fx.b, input)).toEqual(placed)
        const all = await erp.listOrders(fx.b)
        expect(all.filter((o) => o.po_reference === 'PO-APPROVED')).toHaveLength(1)
        expect(await erp.currentCart(fx.b)).toMatchObject({ id: cart.id, status: 'cart', lines: [{ product_id: p.fixed, quantity: 3 }] })
      })

      it('refuses kept-aside lines without a line, with an unknown product, over the credit limit, or with another customer’s key', async () => {
        const base = { delivery_address: ADDRESS }
        expect(await codeOf(erp.placeLines(fx.b, { ...base, request_key: `contract-${name}-2`, lines: [] }))).toBe('invalid_input')
        expect(
          await codeOf(
            erp.placeLines(fx.b, { ...base, request_key: `contract-${name}-3`, lines: [{ product_id: p.hidden, quantity: 1 }] }),
          ),
        ).toBe('unknown_product')
        // C: 500 € limit, all of it used by now
        expect(
          await codeOf(
            erp.placeLines(fx.c, { ...base, request_key: `contract-${name}-4`, lines: [{ product_id: p.catalogue, quantity: 1 }] }),
          ),
        ).toBe('credit_limit_exceeded')
        expect(
          await codeOf(
            erp.placeLines(fx.a, { ...base, request_key: `contract-${name}-1`, lines: [{ product_id: p.catalogue, quantity: 1 }] }),
          ),
        ).toBe('invalid_input')
      })

      it('books the lines of agreed_prices (a punch-out PO) at those prices, the others at its own; refuses a negative price', async () => {
        await erp.emptyCart(fx.b)
        const cart = await erp.createCart(fx.b, { product_id: p.hundred, quantity: 2 })
        await erp.setLine(fx.b, cart.id, { product_id: p.fixed, quantity: 1 })
        const ownFixed = lineOf(await erp.getOrder(fx.b, cart.id), p.fixed)?.unit_price_ht as number
        expect(
          await codeOf(
            erp.placeOrder(fx.b, cart.id, { delivery_address: ADDRESS, agreed_prices: [{ product_id: p.hundred, unit_price_ht: -1 }] }),
          ),
        ).toBe('invalid_input')
        const booked = await erp.placeOrder(fx.b, cart.id, {
          delivery_address: ADDRESS,
          po_reference: 'PO-AGREED',
          // the product not on the order is ignored
          agreed_prices: [
            { product_id: p.hundred, unit_price_ht: 90.5 },
            { product_id: p.catalogue, unit_price_ht: 1 },
          ],
        })
        expect(booked.lines.map((l) => [l.product_id, l.unit_price_ht, l.amount_ht])).toEqual([
          [p.hundred, 90.5, 181],
          [p.fixed, ownFixed, ownFixed],
        ])
        expect(booked.amount_ht).toBe(181 + ownFixed)
        expect(booked.total_ht).toBe(booked.amount_ht + booked.delivery_ht)
        expect(await erp.getOrder(fx.b, cart.id)).toEqual(booked)
      })
    })

    describe('shipments (partial deliveries, backorders)', () => {
      let order: ErpOrder
      const first = {
        number: 'BL-PART-1',
        shipped_at: '2026-11-24T08:00:00.000Z',
        carrier: 'Geodis',
        tracking_number: 'GEO123456',
        tracking_url: 'https://suivi.geodis.test/GEO123456',
      }

      it('has no shipment for a placed order, nor an expected date on its lines', async () => {
        const cart = await erp.setCartLines(fx.e, [
          { product_id: p.hundred, quantity: 30 },
          { product_id: p.reduced, quantity: 5 },
        ])
        order = await erp.placeOrder(fx.e, cart.id, { delivery_address: ADDRESS, po_reference: 'PO-PART-1' })
        expect(order.shipments).toEqual([])
        expect(order.lines.map((l) => l.expected_at ?? null)).toEqual([null, null])
        expect(await codeOf(erp.deliveryNote(fx.e, order.id))).toBe('not_found')
      })

      it('gives what left in a partial shipment (lines, quantities, carrier, tracking) and the expected date of a backorder', async () => {
        await fx.backOffice(order.id, { shipments: [{ ...first, lines: [{ product: p.hundred, quantity: 20 }] }] })
        await fx.backorder(order.id, p.reduced, '2026-12-12T00:00:00.000Z')
        const read = await erp.getOrder(fx.e, order.id)
        expect(read.status).toBe('placed')
        expect(read.shipments).toEqual([{ ...first, lines: [{ product_id: p.hundred, quantity: 20 }], delivered_at: null }])
        expect(Date.parse(lineOf(read, p.reduced)?.expected_at ?? '')).toBe(Date.parse('2026-12-12T00:00:00.000Z'))
        expect(lineOf(read, p.hundred)?.expected_at ?? null).toBeNull()
        // the list gives the same shipments
        expect((await erp.listOrders(fx.e)).find((o) => o.id === order.id)?.shipments).toEqual(read.shipments)
      })

      it("gives each shipment's delivery note with that parcel's lines only, and not_found for another number", async () => {
        const note = await erp.deliveryNote(fx.e, order.id, 'BL-PART-1')
        expect(note).toMatchObject({
          number: 'BL-PART-1',
          order_id: order.id,
          shipped_at: first.shipped_at,
          po_reference: 'PO-PART-1',
          delivery_address: ADDRESS,
          lines: [{ product_id: p.hundred, quantity: 20, unit: 'EA' }],
        })
        expect(await erp.deliveryNote(fx.e, order.id)).toEqual(note)
        expect(await codeOf(erp.deliveryNote(fx.e, order.id, 'BL-AUTRE'))).toBe('not_found')
        expect(await codeOf(erp.deliveryNote(fx.b, order.id, 'BL-PART-1'))).toBe('not_found')
        expect((await erp.listDocuments(fx.e)).find((d) => d.order_id === order.id)?.delivery_note).toEqual({
          number: 'BL-PART-1',
          shipped_at: first.shipped_at,
        })
      })

      it('lists every shipment oldest first, with its delivery date once delivered', async () => {
        await fx.backOffice(order.id, {
          shipments: [
            {
              number: 'BL-PART-2',
              shipped_at: '2026-11-26T08:00:00.000Z',
              carrier: 'Transporteur local',
              lines: [
                { product: p.hundred, quantity: 10 },
                { product: p.reduced, quantity: 5 },
              ],
            },
            { ...first, delivered_at: '2026-11-25T15:00:00.000Z', lines: [{ product: p.hundred, quantity: 20 }] },
          ],
        })
        const read = await erp.getOrder(fx.e, order.id)
        expect(read.shipments).toEqual([
          { ...first, lines: [{ product_id: p.hundred, quantity: 20 }], delivered_at: '2026-11-25T15:00:00.000Z' },
          {
            number: 'BL-PART-2',
            shipped_at: '2026-11-26T08:00:00.000Z',
            carrier: 'Transporteur local',
            tracking_number: null,
            tracking_url: null,
            lines: [
              { product_id: p.hundred, quantity: 10 },
              { product_id: p.reduced, quantity: 5 },
            ],
            delivered_at: null,
          },
        ])
        expect((await erp.deliveryNote(fx.e, order.id, 'BL-PART-2')).lines.map((l) => [l.product_id, l.quantity])).toEqual([
          [p.hundred, 10],
          [p.reduced, 5],
        ])
      })
    })

    describe('documents (invoice, and delivery note once shipped)', () => {
      let order: ErpOrder
      let invoice: Invoice

      it('has no document for an open cart', async () => {
        const cart = await erp.createCart(fx.d, { product_id: p.hundred, quantity: 2 })
        expect(await erp.listDocuments(fx.d)).toEqual([])
        expect(await codeOf(erp.invoice(fx.d, cart.id))).toBe('not_found')
        expect(await codeOf(erp.deliveryNote(fx.d, cart.id))).toBe('not_found')
      })

      it("gives a placed order's invoice: numbered, lines named and priced by the ERP, VAT per rate, totals H.T, VAT and TTC", async () => {
        const cart = await erp.createCart(fx.d, { product_id: p.reduced, quantity: 3 })
        order = await erp.placeOrder(fx.d, cart.id, { delivery_address: ADDRESS, po_reference: 'PO-DOCS-7' })
        invoice = await erp.invoice(fx.d, order.id)
        expect(invoice.number).toMatch(/\S/)
        expect(Date.parse(invoice.issued_at)).not.toBeNaN()
        expect(invoice).toMatchObject({
          order_id: order.id,
          po_reference: 'PO-DOCS-7',
          delivery_address: ADDRESS,
          lines: [
            { product_id: p.hundred, quantity: 2, unit: 'EA', unit_price_ht: 100, amount_ht: 200, vat_rate: 20 },
            { product_id: p.reduced, quantity: 3, unit: 'EA', unit_price_ht: 10, amount_ht: 30, vat_rate: 5.5 },
          ],
          amount_ht: 230,
          delivery_ht: 15,
          total_ht: 245,
          // the delivery is taxed at the standard rate
          vat: [
            { rate: 5.5, base_ht: 30, amount: 1.65 },
            { rate: 20, base_ht: 215, amount: 43 },
          ],
          total_vat: 44.65,
          total_ttc: 289.65,
        })
        expect(invoice.lines[0]?.reference).toMatch(/^HUN-/)
        expect(invoice.lines[0]?.designation).toMatch(/^Produit HUN /)
      })

      it('lists the placed order with its invoice and no delivery note, which is not found before shipping', async () => {
        expect(await erp.listDocuments(fx.d)).toEqual([
          {
            order_id: order.id,
            status: 'placed',
            placed_at: order.placed_at,
            po_reference: 'PO-DOCS-7',
            total_ht: 245,
            invoice: { number: invoice.number, issued_at: invoice.issued_at },
            delivery_note: null,
          },
        ])
        expect(await codeOf(erp.deliveryNote(fx.d, order.id))).toBe('not_found')
      })

      it('once the ERP marks the order shipped: its delivery note (number, date, lines without prices), listed too', async () => {
        await fx.backOffice(order.id, { status: 'shipped', shipped_at: '2026-11-20T09:30:00.000Z', delivery_note_number: 'BL-DOCS-7' })
        const note = await erp.deliveryNote(fx.d, order.id)
        expect(note).toEqual({
          number: 'BL-DOCS-7',
          order_id: order.id,
          shipped_at: '2026-11-20T09:30:00.000Z',
          po_reference: 'PO-DOCS-7',
          delivery_address: ADDRESS,
          lines: invoice.lines.map(({ product_id, reference, designation, quantity, unit }) => ({
            product_id,
            reference,
            designation,
            quantity,
            unit,
          })),
        })
        expect(await erp.listDocuments(fx.d)).toMatchObject([
          {
            order_id: order.id,
            status: 'shipped',
            invoice: { number: invoice.number },
            delivery_note: { number: 'BL-DOCS-7', shipped_at: '2026-11-20T09:30:00.000Z' },
          },
        ])
        // the invoice does not change with the shipment
        expect(await erp.invoice(fx.d, order.id)).toEqual(invoice)
        // shipped in one go: one shipment of every line, under that delivery note
        expect((await erp.getOrder(fx.d, order.id)).shipments).toEqual([
          {
            number: 'BL-DOCS-7',
            shipped_at: '2026-11-20T09:30:00.000Z',
            carrier: null,
            tracking_number: null,
            tracking_url: null,
            lines: invoice.lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
            delivered_at: null,
          },
        ])
        expect(await erp.deliveryNote(fx.d, order.id, 'BL-DOCS-7')).toEqual(note)
      })

      it("answers not_found for another customer's documents and for unknown orders", async () => {
        expect(await codeOf(erp.invoice(fx.b, order.id))).toBe('not_found')
        expect(await codeOf(erp.deliveryNote(fx.b, order.id))).toBe('not_found')
        expect((await erp.listDocuments(fx.b)).map((d) => d.order_id)).not.toContain(order.id)
        for (const id of ['987654321', 'abc', '-1']) expect(await codeOf(erp.invoice(fx.d, id))).toBe('not_found')
        expect(await codeOf(erp.listDocuments(fx.unknownCustomer))).toBe('unknown_customer')
      })

      it('drops the documents of a cancelled order', async () => {
        await fx.backOffice(order.id, { status: 'cancelled' })
        expect(await erp.listDocuments(fx.d)).toEqual([])
        expect(await codeOf(erp.invoice(fx.d, order.id))).toBe('not_found')
        expect(await codeOf(erp.deliveryNote(fx.d, order.id))).toBe('not_found')
      })
    })

    describe('invoices (due date, payment terms, payments received, balance)', () => {
      let onAccount: ErpOrder
      let byCard: ErpOrder

      it('lists an invoice on account: due 30 days end of month after its day of issue, nothing paid, the balance its TTC', async () => {
        await erp.emptyCart(fx.b)
        const cart = await erp.createCart(fx.b, { product_id: p.hundred, quantity: 2 })
        onAccount = await erp.placeOrder(fx.b, cart.id, { delivery_address: ADDRESS, po_reference: 'PO-INV-1' })
        const invoice = await erp.invoice(fx.b, onAccount.id)
        expect(invoice).toMatchObject({
          order_id: onAccount.id,
          total_ht: 215,
          vat: [{ rate: 20, base_ht: 215, amount: 43 }],
          total_ttc: 258,
          due_at: dueDay(invoice.issued_at),
          payment_terms: 'Paiement à 30 jours fin de mois',
          payments: [],
          amount_paid: 0,
          balance: 258,
        })
        expect(invoice.due_at).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/)
        const listed = await erp.listInvoices(fx.b)
        expect(listed.find((i) => i.order_id === onAccount.id)).toEqual(invoice)
      })

      it('records the payments received, oldest first: a part leaves a balance, the rest pays it', async () => {
        await fx.backOffice(onAccount.id, { payments: [{ paid_at: '2026-11-25T10:00:00.000Z', amount: 100, method: 'transfer' }] })
        expect(await erp.invoice(fx.b, onAccount.id)).toMatchObject({
          payments: [{ paid_at: '2026-11-25T10:00:00.000Z', amount: 100, method: 'transfer' }],
          amount_paid: 100,
          balance: 158,
        })
        await fx.backOffice(onAccount.id, {
          payments: [
            { paid_at: '2026-11-28T09:00:00.000Z', amount: 158, method: 'cheque' },
            { paid_at: '2026-11-25T10:00:00.000Z', amount: 100, method: 'transfer' },
          ],
        })
        const paid = (await erp.listInvoices(fx.b)).find((i) => i.order_id === onAccount.id)
        expect(paid).toMatchObject({ amount_paid: 258, balance: 0 })
        expect(paid?.payments.map((x) => x.method)).toEqual(['transfer', 'cheque'])
      })

      it('an order paid by card is invoiced paid: the card payment of its TTC, due the day it was issued', async () => {
        await erp.emptyCart(fx.b)
        const cart = await erp.createCart(fx.b, { product_id: p.reduced, quantity: 4 })
        byCard = await erp.placeOrder(fx.b, cart.id, { delivery_address: ADDRESS, po_reference: 'PO-INV-2', payment: 'card' })
        const invoice = await erp.invoice(fx.b, byCard.id)
        expect(invoice).toMatchObject({ total_ht: 55, total_ttc: 60.2, amount_paid: 60.2, balance: 0, due_at: parisDay(invoice.issued_at) })
        expect(invoice.payments).toEqual([{ paid_at: expect.any(String) as string, amount: 60.2, method: 'card' }])
        expect(invoice.payment_terms).toMatch(/carte/)
      })

      it("lists the customer's invoices newest first, never another customer's; unknown customer; cancelled orders dropped", async () => {
        const mine = (await erp.listInvoices(fx.b)).map((i) => i.order_id)
        expect(mine.indexOf(byCard.id)).toBeLessThan(mine.indexOf(onAccount.id))
        expect((await erp.listInvoices(fx.a)).map((i) => i.order_id)).not.toContain(onAccount.id)
        expect(await codeOf(erp.listInvoices(fx.unknownCustomer))).toBe('unknown_customer')
        await fx.backOffice(byCard.id, { status: 'cancelled' })
        expect((await erp.listInvoices(fx.b)).map((i) => i.order_id)).not.toContain(byCard.id)
      })
    })
  })
}

/**
 * The local ERP: the embedded default when the DIMASYS_* settings are absent. Orders, lines, customer prices and stock
 * live in the CMS database (collections in src/cms/collections/Erp.ts, editors only), read and written through
 * Payload's local API with overrideAccess — the buyer is identified by the caller (the shop's session), never by the CMS.
 *
 * Concurrency: every write of one customer (create the cart, change a line, empty, place) runs under a per-customer
 * lock (./writeLock.ts), in call order, so 50 concurrent quantity changes end with the last one and the totals match
 * the lines. A customer has at most one open order, so per customer is per cart. The lock is in-process, and shared
 * by every instance when Redis is configured: several instances on one database need REDIS_URL. The unique
 * (order, product) index of the lines keeps a line from being duplicated even by a writer outside the lock (an
 * editor). The write methods are `async` but take the lock before their first `await`: call order is apply order.
 */
import type { Payload, Where } from 'payload'

import { exceedsCredit } from '@/lib/cart/credit'
import type { ErpOrder as OrderDoc, ErpOrderLine as LineDoc } from '@/payload-types'

import { lineAmount, orderTotals, round4 } from './amounts'
import { companyCredit } from './companyCredit'
import { ErpError } from './errors'
import {
  customerPrices,
  type Customer,
  deliverySettings,
  idOf,
  loadCustomer,
  o,
  positiveInt,
  productFeed,
  productStock,
} from './localCatalog'
import { localDeliveryNote, localDocumentList, localInvoice, localInvoiceList, recordFullPayment } from './localDocuments'
import { shipmentsOf } from './localShipments'
import { unitPrice } from './pricing'
import {
  cartLinesSchema,
  feedQuerySchema,
  lineInputSchema,
  parseInput,
  placeLinesSchema,
  placeOrderSchema,
  productIdsSchema,
} from './schemas'
import type { CustomerId, CustomerPrice, Erp, ErpOrder, LineInput, OrderOrigin, OrderStatus, PlaceOrderInput } from './types'
import { customerWriteLock } from './writeLock'

const ORDERS = 'erp-orders'
const LINES = 'erp-order-lines'
/** One lock per customer for the whole process (every local adapter instance shares it), and across instances. */
const withCustomerWriteLock = customerWriteLock('erp-local')

export type LocalErpOptions = {
  /** The Payload instance (the app's `cms()`, or the test's). */
  payload: () => Promise<Payload>
  /** Clock for promotion dates and placed_at (tests). */
  now?: () => Date
}

export function createLocalErp({ payload: getPayload, now = () => new Date() }: LocalErpOptions): Erp {
  const pricesFor = (p: Payload, c: Customer, ids: readonly number[]) => customerPrices(p, c, ids, now())

  async function linesOf(p: Payload, orderIds: readonly number[]): Promise<LineDoc[]> {
    if (orderIds.length === 0) return []
    const { docs } = await p.find({ collection: LINES, where: { order: { in: [...orderIds] } }, sort: 'id', pagination: false, ...o })
    return docs
  }

  const toOrder = (doc: OrderDoc, lines: readonly LineDoc[]): ErpOrder => {
    const a = doc.delivery_address
    return {
      id: String(doc.id),
      customer_id: String(idOf(doc.client)),
      origin: doc.origin,
      status: doc.status,
      amount_ht: doc.amount_ht ?? 0,
      delivery_ht: doc.delivery_ht ?? 0,
      total_ht: doc.total_ht ?? 0,
      po_reference: doc.po_reference ?? null,
      cost_centre: doc.cost_centre ?? null,
      delivery_address:
        a?.name && a.street && a.postal_code && a.city && a.country
          ? { name: a.name, street: a.street, postal_code: a.postal_code, city: a.city, country: a.country }
          : null,
      placed_at: doc.placed_at ?? null,
      created_at: doc.createdAt,
      updated_at: doc.updatedAt,
      lines: lines
        .filter((l) => idOf(l.order) === doc.id)
        .map((l) => ({
          product_id: idOf(l.product) as number,
          quantity: l.quantity,
          unit_price_ht: l.unit_price_ht,
          amount_ht: l.amount_ht,
          ...(l.expected_at ? { expected_at: l.expected_at } : {}),
        })),
      shipments: shipmentsOf(doc, lines),
    }
  }

  async function read(p: Payload, id: number): Promise<ErpOrder> {
    const doc = await p.findByID({ collection: ORDERS, id, ...o, joins: false })
    return toOrder(doc, await linesOf(p, [id]))
  }

  /** An order paid by card before it was placed: its invoice's payment is recorded with it. */
  async function paidByCard(p: Payload, id: number): Promise<void> {
    const doc = await p.findByID({ collection: ORDERS, id, joins: false, ...o })
    await recordFullPayment(p, doc, await linesOf(p, [id]), 'card')
  }

  /** The customer's order `orderId`, or not_found (also when it belongs to someone else: no telling which). */
  async function owned(p: Payload, c: Customer, orderId: string): Promise<OrderDoc> {
    const id = positiveInt(String(orderId))
    const doc = id === null ? null : await p.findByID({ collection: ORDERS, id, ...o, joins: false, disableErrors: true })
    if (!doc || idOf(doc.client) !== c.id) throw new ErpError('not_found')
    return doc
  }

  async function openOrder(p: Payload, c: Customer): Promise<OrderDoc | null> {
    const { docs } = await p.find({
      collection: ORDERS,
      where: { and: [{ client: { equals: c.id } }, { status: { equals: 'cart' } }] },
      sort: '-updatedAt',
      limit: 1,
      joins: false,
      ...o,
    })
    return docs[0] ?? null
  }

  /**
   * Writes one line at the customer's current price, or the price agreed for it (quantity 0 deletes it); `prices` when
   * the caller read them already.
   */
  async function applyLine(p: Payload, c: Customer, orderId: number, line: LineInput, prices?: Map<number, CustomerPrice>): Promise<void> {
    const where: Where = { and: [{ order: { equals: orderId } }, { product: { equals: line.product_id } }] }
    if (line.quantity === 0) {
      await p.delete({ collection: LINES, where, ...o })
      return
    }
    // a product the ERP no longer sells is refused even at an agreed price
    const price = (prices ?? (await pricesFor(p, c, [line.product_id]))).get(line.product_id)
    if (!price) throw new ErpError('unknown_product')
    const unit_price_ht = line.agreed_unit_price_ht === undefined ? unitPrice(price) : round4(line.agreed_unit_price_ht)
    const data = { quantity: line.quantity, unit_price_ht, amount_ht: lineAmount(unit_price_ht, line.quantity) }
    const update = () => p.update({ collection: LINES, where, data, ...o })
    const { docs } = await update()
    if (docs.length > 0) return
    try {
      await p.create({ collection: LINES, data: { order: orderId, product: line.product_id, ...data }, ...o })
    } catch (error) {
      // created meanwhile by another writer: the unique (order, product) index refused a duplicate, update it instead
      if ((await update()).docs.length === 0) throw error
    }
  }

  /** Recomputes the order's totals from its lines (the lines are the truth; the order keeps totals for the admin). */
  async function recompute(p: Payload, orderId: number, extra: Partial<OrderDoc> = {}): Promise<ErpOrder> {
    const lines = await linesOf(p, [orderId])
    const totals = orderTotals(lines, await deliverySettings(p))
    const doc = await p.update({ collection: ORDERS, id: orderId, data: { ...extra, ...totals }, ...o })
    return toOrder(doc as OrderDoc, lines)
  }

  /** The order a request already placed, if any (the unique key also stops a second writer outside the lock). */
  async function placedFor(p: Payload, requestKey: string): Promise<OrderDoc | null> {
    const { docs } = await p.find({ collection: ORDERS, where: { request_key: { equals: requestKey } }, limit: 1, joins: false, ...o })
    return docs[0] ?? null
  }

  /** What a placed order owes on account: the buyer's outstanding credit grows (mirrored on the client record). */
  async function owe(p: Payload, c: Customer, total: number): Promise<void> {
    await p.update({ collection: 'clients', id: c.id, data: { dimasys_credit_used: Math.round((c.creditUsed + total) * 100) / 100 }, ...o })
  }

  const withCustomer = <T>(customerId: CustomerId, fn: (p: Payload, c: Customer) => Promise<T>): Promise<T> =>
    withCustomerWriteLock(customerId, async () => {
      const p = await getPayload()
      return fn(p, await loadCustomer(p, customerId))
    })

  return {
    kind: 'local',

    async prices(customerId, productIds) {
      const ids = [...new Set(parseInput(productIdsSchema, productIds))]
      const p = await getPayload()
      const map = await pricesFor(p, await loadCustomer(p, customerId), ids)
      return ids.flatMap((id) => map.get(id) ?? [])
    },

    async stock(productIds) {
      const ids = [...new Set(parseInput(productIdsSchema, productIds))]
      return productStock(await getPayload(), ids)
    },

    async products(updatedSince, cursor = null) {
      const query = parseInput(feedQuerySchema, { updatedSince, cursor })
      return productFeed(await getPayload(), query.updatedSince, query.cursor)
    },

    async currentCart(customerId) {
      const p = await getPayload()
      const doc = await openOrder(p, await loadCustomer(p, customerId))
      return doc ? toOrder(doc, await linesOf(p, [doc.id])) : null
    },

    async createCart(customerId, line) {
      const input = line === undefined ? undefined : parseInput(lineInputSchema, line)
      return withCustomer(customerId, async (p, c) => {
        const existing = await openOrder(p, c)
        const order = existing ?? (await p.create({ collection: ORDERS, data: { client: c.id, origin: 'EPS', status: 'cart' }, ...o }))
        if (!input) return existing ? read(p, order.id) : recompute(p, order.id)
        await applyLine(p, c, order.id, input)
        return recompute(p, order.id)
      })
    },

    async setLine(customerId, orderId, line) {
      const input = parseInput(lineInputSchema, line)
      return withCustomer(customerId, async (p, c) => {
        const order = await owned(p, c, orderId)
        if (order.status !== 'cart') throw new ErpError('order_not_open')
        await applyLine(p, c, order.id, input)
        return recompute(p, order.id)
      })
    },

    async setCartLines(customerId, lines) {
      const input = parseInput(cartLinesSchema, lines)
      return withCustomer(customerId, async (p, c) => {
        // every price first: an unsellable product refuses the call before any line is written
        const prices = await pricesFor(
          p,
          c,
          input.filter((l) => l.quantity > 0).map((l) => l.product_id),
        )
        if (input.some((l) => l.quantity > 0 && !prices.has(l.product_id))) throw new ErpError('unknown_product')
        const order =
          (await openOrder(p, c)) ?? (await p.create({ collection: ORDERS, data: { client: c.id, origin: 'EPS', status: 'cart' }, ...o }))
        for (const line of input) await applyLine(p, c, order.id, line, prices)
        return recompute(p, order.id)
      })
    },

    async emptyCart(customerId) {
      return withCustomer(customerId, async (p, c) => {
        const order = await openOrder(p, c)
        if (!order) return null
        await p.delete({ collection: LINES, where: { order: { equals: order.id } }, ...o })
        return recompute(p, order.id)
      })
    },

    async listOrders(customerId) {
      const p = await getPayload()
      const c = await loadCustomer(p, customerId)
      const { docs } = await p.find({
        collection: ORDERS,
        where: { client: { equals: c.id } },
        sort: ['-createdAt', '-id'],
        pagination: false,
        joins: false,
        ...o,
      })
      const lines = await linesOf(
        p,
        docs.map((d) => d.id),
      )
      return docs.map((doc) => toOrder(doc, lines))
    },

    async getOrder(customerId, orderId) {
      const p = await getPayload()
      const doc = await owned(p, await loadCustomer(p, customerId), orderId)
      return toOrder(doc, await linesOf(p, [doc.id]))
    },

    async placeOrder(customerId, orderId, input) {
      const details = parseInput(placeOrderSchema, input)
      return withCustomer(customerId, async (p, c) => {
        const order = await owned(p, c, orderId)
        if (order.status !== 'cart') throw new ErpError('order_not_open')
        const lines = await linesOf(p, [order.id])
        if (lines.length === 0) throw new ErpError('empty_cart')
        // placed at today's prices: a price changed since the line was added is applied now
        for (const line of lines) await applyLine(p, c, order.id, { product_id: idOf(line.product) as number, quantity: line.quantity })
        // ... except the prices agreed outside the shop (a punch-out PO), which the lines keep
        for (const agreed of details.agreed_prices ?? []) {
          const line = lines.find((l) => idOf(l.product) === agreed.product_id)
          if (!line) continue
          const unit_price_ht = Math.round(agreed.unit_price_ht * 10_000) / 10_000
          await p.update({
            collection: LINES,
            where: { and: [{ order: { equals: order.id } }, { product: { equals: agreed.product_id } }] },
            data: { unit_price_ht, amount_ht: lineAmount(unit_price_ht, line.quantity) },
            ...o,
          })
        }
        const priced = await linesOf(p, [order.id])
        const totals = orderTotals(priced, await deliverySettings(p))
        const onAccount = details.payment !== 'card' // an order paid by card owes nothing
        // spec §6: the credit applies to accounts whose type is present and not 1; it is the company's
        if (onAccount && exceedsCredit(await companyCredit(p, c.id), totals.total_ht)) throw new ErpError('credit_limit_exceeded')
        const placed = await recompute(p, order.id, {
          status: 'placed',
          placed_at: now().toISOString(),
          po_reference: details.po_reference ?? null,
          cost_centre: details.cost_centre ?? null,
          delivery_address: details.delivery_address,
        })
        if (onAccount) await owe(p, c, placed.total_ht)
        else await paidByCard(p, order.id)
        return placed
      })
    },

    async placeLines(customerId, input) {
      const details = parseInput(placeLinesSchema, input)
      return withCustomer(customerId, async (p, c) => {
        const already = await placedFor(p, details.request_key)
        if (already) {
          if (idOf(already.client) !== c.id) throw new ErpError('invalid_input')
          return read(p, already.id)
        }
        // one line per product (the lines' unique index), quantities added up
        const quantities = new Map<number, number>()
        for (const l of details.lines)
          quantities.set(l.product_id, Math.round(((quantities.get(l.product_id) ?? 0) + l.quantity) * 100) / 100)
        const prices = await pricesFor(p, c, [...quantities.keys()])
        const agreed = new Map((details.agreed_prices ?? []).map((a) => [a.product_id, Math.round(a.unit_price_ht * 10_000) / 10_000]))
        const lines = [...quantities].map(([product, quantity]) => {
          const price = prices.get(product)
          // a product the ERP no longer sells is refused even at an agreed price
          if (!price) throw new ErpError('unknown_product')
          // the price agreed outside the shop (an accepted quote), else the customer's price of the day
          const unit_price_ht = agreed.get(product) ?? unitPrice(price)
          return { product, quantity, unit_price_ht, amount_ht: lineAmount(unit_price_ht, quantity) }
        })
        const totals = orderTotals(lines, await deliverySettings(p))
        const onAccount = details.payment !== 'card'
        if (onAccount && exceedsCredit(await companyCredit(p, c.id), totals.total_ht)) throw new ErpError('credit_limit_exceeded')
        let order: OrderDoc
        try {
          order = await p.create({
            collection: ORDERS,
            data: {
              client: c.id,
              origin: 'EPS',
              status: 'placed',
              placed_at: now().toISOString(),
              po_reference: details.po_reference ?? null,
              cost_centre: details.cost_centre ?? null,
              delivery_address: details.delivery_address,
              request_key: details.request_key,
              ...totals,
            },
            ...o,
          })
        } catch (error) {
          // placed a moment ago by a writer outside this lock (the unique key refused a second one): that order it is
          const again = await placedFor(p, details.request_key)
          if (again && idOf(again.client) === c.id) return read(p, again.id)
          throw error
        }
        for (const line of lines) await p.create({ collection: LINES, data: { order: order.id, ...line }, ...o })
        const placed = await read(p, order.id)
        if (onAccount) await owe(p, c, placed.total_ht)
        else await paidByCard(p, order.id)
        return placed
      })
    },

    async listDocuments(customerId) {
      const p = await getPayload()
      return localDocumentList(p, (await loadCustomer(p, customerId)).id)
    },

    async listInvoices(customerId) {
      const p = await getPayload()
      return localInvoiceList(p, (await loadCustomer(p, customerId)).id)
    },

    async invoice(customerId, orderId) {
      const p = await getPayload()
      const doc = await owned(p, await loadCustomer(p, customerId), orderId)
      return localInvoice(p, doc, await linesOf(p, [doc.id]))
    },

    async deliveryNote(customerId, orderId, number) {
      const p = await getPayload()
      const doc = await owned(p, await loadCustomer(p, customerId), orderId)
      return localDeliveryNote(p, doc, await linesOf(p, [doc.id]), number)
    },
  }
}

export type SeedOrderInput = {
  customer: CustomerId
  origin: OrderOrigin
  status: Exclude<OrderStatus, 'cart'>
  lines: LineInput[]
  po_reference: string
  delivery_address: PlaceOrderInput['delivery_address']
  /** ISO date: placed_at and createdAt. */
  placed_at: string
  /** ISO date its invoice was paid in full by transfer; absent: nothing paid yet. */
  paid_at?: string
}

/**
 * Records a past order directly (demo seed): priced by this ERP at the customer's prices of the day it was placed (so the
 * seed gives the same amounts whatever the day it runs), totals by the delivery rule, without touching the buyer's
 * outstanding credit (the seed sets it).
 */
export async function recordPastOrder(p: Payload, input: SeedOrderInput): Promise<number> {
  const erp = createLocalErp({ payload: async () => p, now: () => new Date(input.placed_at) })
  const prices = new Map(
    (
      await erp.prices(
        input.customer,
        input.lines.map((l) => l.product_id),
      )
    ).map((x) => [x.product_id, x]),
  )
  const lines = input.lines.flatMap((l) => {
    const price = prices.get(l.product_id)
    if (!price) return []
    const unit_price_ht = unitPrice(price)
    return [{ product: l.product_id, quantity: l.quantity, unit_price_ht, amount_ht: lineAmount(unit_price_ht, l.quantity) }]
  })
  const totals = orderTotals(lines, await deliverySettings(p))
  const order = await p.create({
    collection: ORDERS,
    data: {
      client: Number(input.customer),
      origin: input.origin as OrderDoc['origin'],
      status: input.status,
      po_reference: input.po_reference,
      delivery_address: input.delivery_address,
      placed_at: input.placed_at,
      createdAt: input.placed_at,
      ...totals,
    },
    ...o,
    context: { seed: true },
  })
  const created = []
  for (const line of lines)
    created.push(await p.create({ collection: LINES, data: { order: order.id, ...line }, ...o, context: { seed: true } }))
  if (input.paid_at) await recordFullPayment(p, order, created, 'transfer', input.paid_at)
  return order.id
}

/**
 * Demo data of the local ERP: customer prices (with promotions) for the demo buyers and a few past orders each.
 * Deterministic (products picked by position in the generated list, fixed dates) and idempotent (a price row is looked
 * up by holder and product, a past order by its buyer and PO reference; only missing ones are created).
 */
import type { Payload, Where } from 'payload'

import { recordPastOrder } from '@/server/erp/local'
import type { DemoClient } from './accounts'
import { CLIENT_SOCIETE, SOCIETES } from './data/site'
import { demoRefs } from './demoRefs'
import type { ProductSeed } from './products'

const base = { overrideAccess: true, depth: 0, context: { seed: true, disableRevalidate: true } } as const

/** Customer prices as a share of the catalogue price H.T (catalogue prices are VAT included, 20 %). */
type PriceSeed = {
  holder: { client: DemoClient['key'] } | { societe: string }
  /** Position among the displayed products of the seed. */
  product: number
  /** Customer base price = catalogue H.T × factor. */
  factor: number
  promotion?: { mode: 'percentage' | 'fixed_price'; value: number; starts_at?: string; ends_at?: string }
}

const ERP_PRICES: readonly PriceSeed[] = [
  // acheteur@demo.fr (type 1): negotiated prices, a running 15 % promotion and a fixed net price
  { holder: { client: 'type1' }, product: 0, factor: 0.9 },
  {
    holder: { client: 'type1' },
    product: 1,
    factor: 0.92,
    promotion: { mode: 'percentage', value: 15, starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2027-12-31T00:00:00.000Z' },
  },
  { holder: { client: 'type1' }, product: 2, factor: 0.95, promotion: { mode: 'fixed_price', value: -0.8 } },
  { holder: { client: 'type1' }, product: 3, factor: 0.88 },
  // Usinage Rhône-Alpes (credit@demo.fr and the préparatrice): company prices, one with a 10 % promotion
  { holder: { societe: 'ura' }, product: 0, factor: 0.85 },
  {
    holder: { societe: 'ura' },
    product: 4,
    factor: 0.9,
    promotion: { mode: 'percentage', value: 10, starts_at: '2026-06-01T00:00:00.000Z' },
  },
  { holder: { societe: 'ura' }, product: 5, factor: 0.93 },
]

type OrderSeed = {
  client: DemoClient['key']
  po_reference: string
  origin: 'EPS' | 'EPD' | 'ADV'
  status: 'placed' | 'shipped' | 'invoiced'
  placed_at: string
  /** Its invoice paid in full by transfer that day (/mon-compte/factures: « Payée »); absent, still owed. */
  paid_at?: string
  lines: { product: number; quantity: number }[]
  /** What left so far (the order detail shows the lines' states, tracking links and delivery notes). */
  shipments?: {
    number: string
    shipped_at: string
    carrier: string
    tracking_number: string
    tracking_url: string
    delivered_at?: string
    lines: { product: number; quantity: number }[]
  }[]
  /** A backorder: the date the rest of a line (by product position) is expected to leave. */
  expected?: { product: number; at: string }[]
}

export const ERP_ORDERS: readonly OrderSeed[] = [
  {
    client: 'type1',
    po_reference: 'BC-2026-0412',
    origin: 'EPS',
    status: 'invoiced',
    placed_at: '2026-09-14T09:32:00.000Z',
    lines: [
      { product: 0, quantity: 4 },
      { product: 3, quantity: 10 },
    ],
  },
  {
    client: 'type1',
    po_reference: 'BC-2026-0587',
    origin: 'EPD',
    status: 'shipped',
    placed_at: '2026-10-28T14:05:00.000Z',
    lines: [
      { product: 1, quantity: 2 },
      { product: 6, quantity: 1 },
    ],
  },
  {
    client: 'credit',
    po_reference: 'URA-CA-26-1187',
    origin: 'EPS',
    status: 'invoiced',
    placed_at: '2026-08-03T07:48:00.000Z',
    lines: [
      { product: 0, quantity: 12 },
      { product: 5, quantity: 6 },
      { product: 7, quantity: 2 },
    ],
  },
  {
    client: 'credit',
    po_reference: 'URA-CA-26-1342',
    origin: 'ADV',
    status: 'placed',
    placed_at: '2026-11-17T10:20:00.000Z',
    lines: [{ product: 4, quantity: 3 }],
  },
  // a partial delivery (issue 34 item 1): 20 of 30 left with Geodis, the other line waits for stock until 12/12/2026
  {
    client: 'credit',
    po_reference: 'URA-CA-26-1455',
    origin: 'ADV',
    status: 'placed',
    placed_at: '2026-11-21T09:10:00.000Z',
    lines: [
      { product: 2, quantity: 30 },
      { product: 6, quantity: 4 },
    ],
    shipments: [
      {
        number: 'BL-2026-1455-1',
        shipped_at: '2026-11-24T08:00:00.000Z',
        carrier: 'Geodis',
        tracking_number: 'GEO145501',
        tracking_url: 'https://www.example.com/suivi/GEO145501',
        lines: [{ product: 2, quantity: 20 }],
      },
    ],
    expected: [{ product: 6, at: '2026-12-12T00:00:00.000Z' }],
  },
  // repeat orders: /mon-compte/achats-frequents ranks the products each demo buyer orders most often
  {
    client: 'type1',
    po_reference: 'BC-2026-0633',
    origin: 'EPS',
    status: 'shipped',
    placed_at: '2026-11-12T08:15:00.000Z',
    lines: [
      { product: 0, quantity: 6 },
      { product: 1, quantity: 2 },
    ],
    shipments: [
      {
        number: 'BL-2026-0633',
        shipped_at: '2026-11-13T07:30:00.000Z',
        carrier: 'DB Schenker',
        tracking_number: 'SCH0633',
        tracking_url: 'https://www.example.com/suivi/SCH0633',
        delivered_at: '2026-11-14T11:10:00.000Z',
        lines: [
          { product: 0, quantity: 6 },
          { product: 1, quantity: 2 },
        ],
      },
    ],
  },
  {
    client: 'credit',
    po_reference: 'URA-CA-26-1401',
    origin: 'EPS',
    status: 'invoiced',
    placed_at: '2026-10-06T13:40:00.000Z',
    // paid; URA-CA-26-1187 (due 30/09/2026) is not: « Échue depuis … jours », the two November ones « À payer »
    paid_at: '2026-11-20T09:00:00.000Z',
    lines: [
      { product: 0, quantity: 8 },
      { product: 7, quantity: 4 },
    ],
  },
]

/** A delivery address per demo company (the company's own address). */
const addressOf = (client: DemoClient['key']) => {
  const societe = SOCIETES.find((s) => s.key === CLIENT_SOCIETE[client])
  const a = societe?.adresse
  return {
    name: societe?.raison_sociale ?? 'Atelier',
    street: a?.rue ?? '',
    postal_code: a?.code_postal ?? '',
    city: a?.ville ?? '',
    country: (a?.pays ?? 'FR') as 'FR' | 'BE',
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100

export async function seedErp(
  payload: Payload,
  products: readonly ProductSeed[],
  log: (msg: string) => void,
): Promise<{ prices: number; orders: number }> {
  const refs = await demoRefs(payload, products)
  if (!refs) return { prices: 0, orders: 0 } // too small a catalogue for the demo ERP data
  const { product: shownProduct, productId } = refs
  const clientIds = new Map([...refs.clients].map(([key, c]) => [key, c.id]))
  const societeIds = new Map(
    (await payload.find({ collection: 'societes', pagination: false, select: { raison_sociale: true }, ...base })).docs.map((s) => [
      SOCIETES.find((x) => x.raison_sociale === s.raison_sociale)?.key,
      s.id,
    ]),
  )

  let prices = 0
  for (const row of ERP_PRICES) {
    const holder = 'client' in row.holder ? { client: clientIds.get(row.holder.client) } : { societe: societeIds.get(row.holder.societe) }
    const id = holder.client ?? holder.societe
    if (id === undefined) continue
    const product = productId(row.product)
    const field = 'client' in holder ? 'client' : 'societe'
    const exists = await payload.count({
      collection: 'erp-prices',
      where: { and: [{ [field]: { equals: id } }, { product: { equals: product } }] },
      ...base,
    })
    if (exists.totalDocs > 0) continue
    const seedProduct = shownProduct(row.product)
    const catalogueHt = seedProduct.prix.base_with_taxes / (1 + seedProduct.taxes / 100)
    const base_ht = round2(catalogueHt * row.factor)
    // a fixed net price is given relative to the customer's base price (value in € below it)
    const promotion = row.promotion && {
      ...row.promotion,
      value: row.promotion.mode === 'fixed_price' ? Math.max(0.01, round2(base_ht + row.promotion.value)) : row.promotion.value,
    }
    await payload.create({ collection: 'erp-prices', data: { [field]: id, product, base_ht, promotion }, ...base })
    prices++
  }

  let orders = 0
  for (const order of ERP_ORDERS) {
    const client = clientIds.get(order.client)
    if (client === undefined) continue
    const exists = await payload.count({
      collection: 'erp-orders',
      where: { and: [{ client: { equals: client } }, { po_reference: { equals: order.po_reference } }] },
      ...base,
    })
    if (exists.totalDocs > 0) continue
    const id = await recordPastOrder(payload, {
      customer: String(client),
      origin: order.origin,
      status: order.status,
      po_reference: order.po_reference,
      placed_at: order.placed_at,
      paid_at: order.paid_at,
      delivery_address: addressOf(order.client),
      lines: order.lines.map((l) => ({ product_id: productId(l.product), quantity: l.quantity })),
    })
    if (order.shipments) {
      const shipments = order.shipments.map((s) => ({
        ...s,
        lines: s.lines.map((l) => ({ product: productId(l.product), quantity: l.quantity })),
      }))
      await payload.update({ collection: 'erp-orders', id, data: { shipments }, ...base })
    }
    for (const e of order.expected ?? []) {
      const where: Where = { and: [{ order: { equals: id } }, { product: { equals: productId(e.product) } }] }
      await payload.update({ collection: 'erp-order-lines', where, data: { expected_at: e.at }, ...base })
    }
    orders++
  }
  log(`ERP local : ${prices} tarifs clients, ${orders} commandes passées créés`)
  return { prices, orders }
}

/**
 * Data for the ERP contract suite, created through Payload's local API: each call makes its own customers and products
 * (names tagged), so the suite can run once per adapter on one database without one run seeing the other's carts.
 */
import type { Payload } from 'payload'

const o = { overrideAccess: true, depth: 0, context: { seed: true, disableRevalidate: true } } as const
const DAY = 86_400_000

export type ErpFixtures = {
  /** Customer A: own prices (with promotions), company S1. */
  a: string
  /** Customer B: company S2, no price of their own. */
  b: string
  /** Customer C: company S1 (company prices), type 2 with a credit limit of 500 € of which 100 € used. */
  c: string
  /** Customer D: company S2, no price of their own (the documents' customer). */
  d: string
  /** Customer E: company S2, no price of their own (the shipments' customer). */
  e: string
  /** No such customer. */
  unknownCustomer: string
  products: {
    /** Catalogue 120 € TTC (100 H.T at 20 %); A: 80 H.T with an active 25 % promotion; S1: 90 H.T. */
    discounted: number
    /** Catalogue 60 € TTC; A: 40 H.T with an active fixed price of 35 H.T. */
    fixed: number
    /** Catalogue 24 € TTC (20 H.T) with a catalogue promotion 'destockage' at 18 € TTC (15 H.T); no customer price. */
    catalogue: number
    /** A: 50 H.T with an expired promotion (no promotion applies). */
    expired: number
    /** 100 H.T for everybody (catalogue 120 TTC): the delivery threshold case. */
    hundred: number
    /** Not displayed: no price, cannot be bought. */
    hidden: number
    /** 10 H.T at the reduced VAT rate of 5.5 % (catalogue 10.55 TTC). */
    reduced: number
    /** No such product. */
    unknown: number
  }
  /** Stock rows of the ERP for `discounted` (two depots); the others fall back to the catalogue's stock. */
  stock: { discounted: { depot: string; quantity: number }[]; fixed: { depot: string; quantity: number }[] }
  /** The tag in every fixture product's reference (`DISC-<tag>`). */
  tag: string
  /** The ERP's product master changes a product (its title): what the product feed reports next. */
  changeProduct: (productId: number, data: { titre: string }) => Promise<void>
  /** What the ERP's back office does to an order (an editor of the local ERP; the remote ERP's own staff). */
  backOffice: (
    orderId: string,
    data: {
      status?: 'shipped' | 'cancelled'
      shipped_at?: string
      delivery_note_number?: string
      shipments?: BackOfficeShipment[]
      /** The payments received for the order's invoice (TTC). */
      payments?: { paid_at: string; amount: number; method: 'transfer' | 'card' | 'cheque' | 'direct_debit' }[]
    },
  ) => Promise<void>
  /** The ERP expects the rest of a line to leave on this date (a backorder), or no longer (null). */
  backorder: (orderId: string, productId: number, expectedAt: string | null) => Promise<void>
}

/** A shipment as the ERP's back office records it (the local ERP's « Expéditions » of an order). */
type BackOfficeShipment = {
  number?: string
  shipped_at: string
  carrier?: string
  tracking_number?: string
  tracking_url?: string
  delivered_at?: string | null
  lines: { product: number; quantity: number }[]
}

export async function createErpFixtures(payload: Payload, tag: string): Promise<ErpFixtures> {
  const now = Date.now()
  const s1 = await payload.create({ collection: 'societes', data: { raison_sociale: `S1 ${tag}` }, ...o })
  const s2 = await payload.create({ collection: 'societes', data: { raison_sociale: `S2 ${tag}` }, ...o })
  const client = (key: string, societe: number, extra: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'clients',
      data: { email: `${key}.${tag}@erp.test`, password: 'Erp-test-2026', firstname: key, societe, dimasys_type: 1, ...extra },
      ...o,
    })
  const a = await client('a', s1.id)
  const b = await client('b', s2.id)
  const c = await client('c', s1.id, { dimasys_type: 2, dimasys_credit_limit: 500, dimasys_credit_used: 100 })
  const d = await client('d', s2.id)
  const e = await client('e', s2.id)

  const product = (ref: string, prix: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'produits',
      data: {
        titre: `Produit ${ref} ${tag}`,
        slug: `produit-${ref}-${tag}`.toLowerCase(),
        dimasys_reference: `${ref}-${tag}`,
        should_be_displayed: true,
        taxes: 20,
        prix,
        stock: [{ depot: 'Lyon', shop_qty: 7 }],
        ...extra,
      },
      ...o,
    })
  const discounted = await product('DISC', { base_with_taxes: 120 })
  const fixed = await product('FIX', { base_with_taxes: 60 })
  const catalogue = await product('CAT', { base_with_taxes: 24, promotion_with_taxes: 18, promotion_type: 'destockage' })
  const expired = await product('EXP', { base_with_taxes: 72 })
  const hundred = await product('HUN', { base_with_taxes: 120 }, { stock: [] })
  const hidden = await product('HID', { base_with_taxes: 12 }, { should_be_displayed: false })
  const reduced = await product('RED', { base_with_taxes: 10.55 }, { taxes: 5.5 })

  const price = (holder: { client?: number; societe?: number }, productId: number, base_ht: number, promotion?: Record<string, unknown>) =>
    payload.create({ collection: 'erp-prices', data: { ...holder, product: productId, base_ht, promotion }, ...o })
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString()
  await price({ client: a.id }, discounted.id, 80, { mode: 'percentage', value: 25, starts_at: iso(-10), ends_at: iso(10) })
  await price({ societe: s1.id }, discounted.id, 90)
  await price({ client: a.id }, fixed.id, 40, { mode: 'fixed_price', value: 35 })
  await price({ client: a.id }, expired.id, 50, { mode: 'percentage', value: 10, starts_at: iso(-60), ends_at: iso(-30) })

  const stock = {
    discounted: [
      { depot: 'Lille', quantity: 3 },
      { depot: 'Lyon', quantity: 12 },
    ],
    fixed: [{ depot: 'Liège', quantity: 0 }],
  }
  for (const [key, rows] of Object.entries(stock)) {
    const productId = key === 'discounted' ? discounted.id : fixed.id
    for (const row of rows) await payload.create({ collection: 'erp-stocks', data: { product: productId, ...row }, ...o })
  }

  return {
    tag,
    changeProduct: async (productId, data) => {
      await payload.update({ collection: 'produits', id: productId, data, ...o })
    },
    a: String(a.id),
    b: String(b.id),
    c: String(c.id),
    d: String(d.id),
    e: String(e.id),
    unknownCustomer: '987654321',
    products: {
      discounted: discounted.id,
      fixed: fixed.id,
      catalogue: catalogue.id,
      expired: expired.id,
      hundred: hundred.id,
      hidden: hidden.id,
      reduced: reduced.id,
      unknown: 987654321,
    },
    stock,
    backOffice: async (orderId, data) => {
      await payload.update({ collection: 'erp-orders', id: Number(orderId), data, ...o })
    },
    backorder: async (orderId, productId, expectedAt) => {
      await payload.update({
        collection: 'erp-order-lines',
        where: { and: [{ order: { equals: Number(orderId) } }, { product: { equals: productId } }] },
        data: { expected_at: expectedAt },
        ...o,
      })
    },
  }
}

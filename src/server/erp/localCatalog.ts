/**
 * The local ERP's reads that are not orders: the customer record, customer prices (rows of `erp-prices`, see
 * ./pricing for the precedence), stock (rows of `erp-stocks`, else the product's own entries) and the delivery settings.
 */
import type { Payload, Where } from 'payload'

import { DEFAULT_DELIVERY, type DeliverySettings } from './amounts'
import { ErpError } from './errors'
import { customerPrice, type PriceRow } from './pricing'
import { MAX_FEED_PAGE, type CustomerId, type CustomerPrice, type ErpProduct, type ErpProductPage, type ProductStock } from './types'

/** Local API options of every ERP read and write: the shop identifies the buyer itself, the CMS rules do not apply. */
export const o = { overrideAccess: true, depth: 0 } as const

export type Customer = { id: number; societe: number | null; type: number | null; creditLimit: number | null; creditUsed: number }

export const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v && typeof v.id === 'number' ? v.id : null

export const positiveInt = (value: string): number | null => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : null)

export async function loadCustomer(p: Payload, customerId: CustomerId): Promise<Customer> {
  const id = positiveInt(String(customerId))
  const doc = id === null ? null : await p.findByID({ collection: 'clients', id, ...o, disableErrors: true })
  if (!doc) throw new ErpError('unknown_customer')
  return {
    id: doc.id,
    societe: idOf(doc.societe),
    type: doc.dimasys_type ?? null,
    creditLimit: doc.dimasys_credit_limit ?? null,
    creditUsed: doc.dimasys_credit_used ?? 0,
  }
}

export async function deliverySettings(p: Payload): Promise<DeliverySettings> {
  const s = await p.findGlobal({ slug: 'site-settings', ...o })
  return {
    freeThresholdHt: s.delivery_free_threshold_ht ?? DEFAULT_DELIVERY.freeThresholdHt,
    flatFeeHt: s.delivery_flat_fee_ht ?? DEFAULT_DELIVERY.flatFeeHt,
  }
}

/** Prices of the displayed products among `ids` for customer `c` at date `at`, by product id. */
export async function customerPrices(p: Payload, c: Customer, ids: readonly number[], at: Date): Promise<Map<number, CustomerPrice>> {
  const out = new Map<number, CustomerPrice>()
  if (ids.length === 0) return out
  const products = await p.find({
    collection: 'produits',
    where: { and: [{ id: { in: [...ids] } }, { should_be_displayed: { equals: true } }] },
    select: { prix: true, taxes: true },
    pagination: false,
    ...o,
  })
  const holders: Where[] = [{ client: { equals: c.id } }]
  if (c.societe !== null) holders.push({ societe: { equals: c.societe } })
  const rows = await p.find({
    collection: 'erp-prices',
    where: { and: [{ product: { in: [...ids] } }, { or: holders }] },
    pagination: false,
    ...o,
  })
  const own = new Map<number, PriceRow>()
  const company = new Map<number, PriceRow>()
  for (const row of rows.docs) {
    const product = idOf(row.product)
    if (product === null) continue
    ;(idOf(row.client) === c.id ? own : company).set(product, row)
  }
  for (const product of products.docs) {
    const price = customerPrice(product, own.get(product.id) ?? company.get(product.id) ?? null, at)
    if (price) out.set(product.id, price)
  }
  return out
}

/** Stock of the products among `ids`, in that order: the ERP's depots when it has rows, else the product's entries. */
export async function productStock(p: Payload, ids: readonly number[]): Promise<ProductStock[]> {
  if (ids.length === 0) return []
  const [products, rows] = await Promise.all([
    p.find({ collection: 'produits', where: { id: { in: [...ids] } }, select: { stock: true }, pagination: false, ...o }),
    p.find({ collection: 'erp-stocks', where: { product: { in: [...ids] } }, sort: 'depot', pagination: false, ...o }),
  ])
  const depotsOf = new Map<number, ProductStock['depots']>()
  for (const row of rows.docs) {
    const id = idOf(row.product) as number
    depotsOf.set(id, [...(depotsOf.get(id) ?? []), { depot: row.depot, quantity: row.quantity }])
  }
  const found = new Map(products.docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => {
    const product = found.get(id)
    if (!product) return []
    const depots = depotsOf.get(id) ?? (product.stock ?? []).map((s) => ({ depot: s.depot, quantity: s.shop_qty }))
    return [{ product_id: id, depots, total: depots.reduce((sum, d) => sum + d.quantity, 0) }]
  })
}

/** The feed's cursor: the last product's change date and id (keyset: no page is skipped or repeated by a change). */
const feedCursor = (updatedAt: string, id: number): string => `${updatedAt}|${id}`
function readFeedCursor(cursor: string): { updatedAt: string; id: number } {
  const [updatedAt, id] = cursor.split('|')
  const n = positiveInt(id ?? '')
  if (!updatedAt || Number.isNaN(Date.parse(updatedAt)) || n === null) throw new ErpError('invalid_input')
  return { updatedAt, id: n }
}

/** The local ERP's product feed: the shop's own products (this ERP shares its database), oldest change first. */
export async function productFeed(p: Payload, updatedSince: string | null, cursor: string | null): Promise<ErpProductPage> {
  const and: Where[] = []
  if (updatedSince) and.push({ updatedAt: { greater_than: new Date(updatedSince).toISOString() } })
  if (cursor) {
    const after = readFeedCursor(cursor)
    and.push({
      or: [
        { updatedAt: { greater_than: after.updatedAt } },
        { and: [{ updatedAt: { equals: after.updatedAt } }, { id: { greater_than: after.id } }] },
      ],
    })
  }
  const { docs } = await p.find({
    collection: 'produits',
    ...o,
    where: and.length > 0 ? { and } : {},
    sort: ['updatedAt', 'id'],
    limit: MAX_FEED_PAGE + 1,
    pagination: false,
    select: {
      dimasys_reference: true,
      titre: true,
      sale_unit: true,
      quantity_min_to_buy: true,
      cart_increment: true,
      should_be_displayed: true,
      updatedAt: true,
    },
  })
  const page = docs.slice(0, MAX_FEED_PAGE)
  const products: ErpProduct[] = page.flatMap((d) =>
    d.dimasys_reference
      ? [
          {
            reference: d.dimasys_reference,
            title: d.titre ?? '',
            sale_unit: d.sale_unit || 'EA',
            quantity_min: d.quantity_min_to_buy && d.quantity_min_to_buy > 0 ? d.quantity_min_to_buy : 1,
            step: d.cart_increment && d.cart_increment > 0 ? d.cart_increment : 1,
            active: d.should_be_displayed !== false,
            updated_at: d.updatedAt,
          },
        ]
      : [],
  )
  const last = page.at(-1)
  return { products, next: docs.length > MAX_FEED_PAGE && last ? feedCursor(last.updatedAt, last.id) : null }
}

/**
 * What the demo data of the accounts (ERP prices and orders, quotes, shopping lists) points at: the first displayed
 * products of the seed by position, and the demo clients by key — looked up once in the seeded database.
 */
import type { Payload } from 'payload'

import type { Client } from '@/payload-types'

import { DEMO_CLIENTS, type DemoClient } from './accounts'
import type { ProductSeed } from './products'

const base = { overrideAccess: true, depth: 0, context: { seed: true, disableRevalidate: true } } as const

/** Products the demo data picks from (by position among the displayed ones). */
const DEMO_PRODUCT_COUNT = 8

export type DemoRefs = {
  /** The seed of the product at position `i`. */
  product: (i: number) => ProductSeed
  /** Its id in the database. */
  productId: (i: number) => number
  clients: Map<DemoClient['key'], Client>
}

/** null when the catalogue is too small for the demo data of the accounts. */
export async function demoRefs(payload: Payload, products: readonly ProductSeed[]): Promise<DemoRefs | null> {
  const shown = products.filter((p) => p.should_be_displayed).slice(0, DEMO_PRODUCT_COUNT)
  if (shown.length < DEMO_PRODUCT_COUNT) return null
  const ids = new Map(
    (
      await payload.find({
        collection: 'produits',
        where: { dimasys_reference: { in: shown.map((p) => p.reference) } },
        pagination: false,
        select: { dimasys_reference: true },
        ...base,
      })
    ).docs.map((d) => [d.dimasys_reference, d.id]),
  )
  const { docs } = await payload.find({
    collection: 'clients',
    where: { email: { in: DEMO_CLIENTS.map((c) => c.email) } },
    pagination: false,
    ...base,
  })
  const clients = new Map(
    docs.flatMap((c) => {
      const key = DEMO_CLIENTS.find((d) => d.email === c.email)?.key
      return key ? [[key, c] as const] : []
    }),
  )
  const product = (i: number) => shown[i] as ProductSeed
  return { product, productId: (i) => ids.get(product(i).reference) as number, clients }
}

/**
 * Keeps the catalogue in step with the ERP (issue 31 item 2): reads the ERP's product feed (`Erp.products`, changes
 * since the last run) and applies it through the importer's rules, as a delta: a product the ERP no longer sells is
 * hidden, never deleted; fields an editor changed are kept. The date of the last change applied is kept in Payload's
 * key-value store (the database: every instance reads the same), and moves only when the run succeeded.
 */
import type { Payload } from 'payload'

import type { Erp, ErpProduct } from '@/server/erp/types'

import { applyCatalogue, type ImportReport } from './apply'
import { noFiles } from './files'
import type { ImportedProduct } from './types'

export const ERP_FEED_SINCE_KEY = 'catalogue-import:erp-products-since'
/** Pages read in one run at most (500 products each: 500,000 products); the next run goes on from there. */
const MAX_PAGES = 1000

export type ErpSyncReport = ImportReport & { since: string | null; until: string | null }

const asImported = (product: ErpProduct, line: number): ImportedProduct => ({
  reference: product.reference,
  line,
  mode: 'update',
  should_be_displayed: product.active,
  titre: product.title || undefined,
  sale_unit: product.sale_unit,
  quantity_min_to_buy: product.quantity_min,
  cart_increment: product.step,
})

/** One run: the feed since the last applied change, applied; the watermark moves to the newest change read. */
export async function syncErpProducts(payload: Payload, erp: Pick<Erp, 'products'>): Promise<ErpSyncReport> {
  const since = ((await payload.kv.get(ERP_FEED_SINCE_KEY)) as { since?: string } | null)?.since ?? null
  const products: ErpProduct[] = []
  let cursor: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await erp.products(since, cursor)
    products.push(...answer.products)
    cursor = answer.next
    if (!cursor) break
  }
  const report = await applyCatalogue(
    payload,
    { format: 'erp', kind: 'delta', products: products.map(asImported), groups: [], problems: [] },
    { files: noFiles },
  )
  const until = products.reduce<string | null>((max, p) => (max === null || p.updated_at > max ? p.updated_at : max), since)
  if (until && until !== since) await payload.kv.set(ERP_FEED_SINCE_KEY, { since: until })
  return { ...report, since, until }
}

/**
 * Brings the database up to date (committed migrations) and seeds demo data when it is empty.
 * Run with `payload run` (Node 22) before `next dev`, `next build` and `next start`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateDatabase } from '../src/cms/migrate'
import { seed } from '../src/cms/seed/index'

const started = Date.now()
const payload = await getPayload({ config })
await migrateDatabase(payload)
const { totalDocs } = await payload.count({ collection: 'editors', overrideAccess: true })
if (totalDocs === 0) {
  const products = Number(process.env.SEED_PRODUCTS ?? 2000)
  console.log(`[db] base vide : chargement des données de démonstration (${products} produits)…`)
  const report = await seed(payload, { products, log: (m) => console.log(`[seed] ${m}`) })
  console.log(`[db] ${report.products} produits en ${(report.ms / 1000).toFixed(1)} s`)
} else {
  console.log('[db] base à jour')
}
console.log(`[db] prête en ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)

/**
 * Brings the database up to date (committed migrations). Demo data only when asked: `--demo` (`npm run dev`, the
 * end-to-end run and the benchmarks pass it) or SEED_DEMO=1 seeds an empty database; `npm run build` and `npm start`
 * never do, so a production database gets no demo account with a published password.
 * Run with tsx (Node 22; `payload run` was seen to exit 0 having done nothing) before `next dev`, `next build` and `next start`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateDatabase, SchemaNewerThanCodeError } from '@/cms/migrate'
import { seed } from '@/cms/seed/index'

const demo = process.argv.includes('--demo') || process.env.SEED_DEMO === '1'

const started = Date.now()
const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
} catch (error) {
  // a database migrated by a newer version: this code must not serve it (the instance never becomes ready)
  if (error instanceof SchemaNewerThanCodeError) {
    console.error(`[db] ${error.message}`)
    process.exit(1)
  }
  throw error
}
const count = async (collection: 'editors' | 'produits') => (await payload.count({ collection, overrideAccess: true })).totalDocs
const empty = async () => (await count('editors')) === 0 || (await count('produits')) === 0
if (!demo) {
  // production path: migrations only; the first editor comes from the admin's first-user screen or create-editor
  if ((await count('editors')) === 0) {
    console.log(
      '[db] aucun éditeur : créez le premier sur /admin (écran « premier utilisateur ») ou avec ' +
        '`npm run create-editor -- --email … --password …` ; données de démonstration : `npm run seed`',
    )
  } else {
    console.log('[db] base à jour')
  }
} else if (await empty()) {
  // the seed is idempotent: a half-finished first seed (accounts but no products) is completed on the next start
  const products = Number(process.env.SEED_PRODUCTS ?? 2000)
  console.log(`[db] base vide : chargement des données de démonstration (${products} produits)…`)
  const report = await seed(payload, { products, log: (m) => console.log(`[seed] ${m}`) })
  console.log(`[db] ${report.products} produits en ${(report.ms / 1000).toFixed(1)} s`)
  // a database with accounts but no product is a half-finished seed: say so instead of serving an empty shop
  if ((await count('produits')) === 0) {
    console.error('[db] la base ne contient aucun produit : relancez `npm run seed`')
    process.exit(1)
  }
} else {
  console.log('[db] base à jour')
}
console.log(`[db] prête en ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)

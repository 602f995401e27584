/**
 * Seeds the demo catalogue into the configured database (already migrated): `npm run seed`
 * (tsx scripts/seed.ts). SEED_PRODUCTS sets the number of products (default 2000).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '@/cms/seed'

const payload = await getPayload({ config })
try {
  const result = await seed(payload, { log: (msg) => console.log(`[seed] ${msg}`) })
  const created = Object.entries(result.created)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')
  const { media, documents, products, globals } = result.timings
  const rate = products > 0 && result.created.produits ? ` (${Math.round(result.created.produits / (products / 1000))} produits/s)` : ''
  console.log(`[seed] ${result.products} produits, ${(result.ms / 1000).toFixed(1)} s; créés : ${created || 'rien (déjà à jour)'}`)
  console.log(
    `[seed] durées : médias ${(media / 1000).toFixed(1)} s, documents ${(documents / 1000).toFixed(1)} s, ` +
      `produits ${(products / 1000).toFixed(1)} s${rate}, globals ${(globals / 1000).toFixed(1)} s`,
  )
  process.exit(0)
} catch (err) {
  console.error('[seed] échec :', err)
  process.exit(1)
}

/**
 * Catalogue import benchmark: `npm run bench:import` (BENCH_PRODUCTS, default 10 000). Writes a coherent BMEcat file
 * of N products (ETIM features, order details, groups, links; no images), imports it into a fresh SQLite file, then
 * imports it again (nothing to change) and prints one line per run:
 *   bench:import run=… products=… seconds=… products_per_second=… cpu_seconds=… products_per_cpu_second=…
 * The CPU figure (this process's user + system time, the SQLite library included) does not depend on what else the
 * machine runs; the wall-clock one does.
 * Search index and pages are off (no server): the figure is the import's own writing speed. Deletes its files.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const products = Number(process.env.BENCH_PRODUCTS ?? 10000)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))
const db = path.join(dir, 'shop.db')
process.env.DATABASE_URL = `file:${db}`
process.env.DATA_DIR = dir

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function catalogue(n: number): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<BMECAT version="2005"><T_NEW_CATALOG><CATALOG_GROUP_SYSTEM>']
  for (let g = 1; g <= 50; g++)
    out.push(`<CATALOG_STRUCTURE type="leaf"><GROUP_ID>G${g}</GROUP_ID><GROUP_NAME>Groupe ${g}</GROUP_NAME></CATALOG_STRUCTURE>`)
  out.push('</CATALOG_GROUP_SYSTEM>')
  for (let i = 0; i < n; i++) {
    const diameter = [115, 125, 150, 180, 230][i % 5]
    out.push(
      `<PRODUCT mode="new"><SUPPLIER_PID>B-${i}</SUPPLIER_PID><PRODUCT_DETAILS>` +
        `<DESCRIPTION_SHORT>${xml(`Disque à tronçonner ${diameter} mm modèle ${i}`)}</DESCRIPTION_SHORT>` +
        `<DESCRIPTION_LONG>Disque pour acier et inox, ${diameter} mm.\nSérie ${i % 97}.</DESCRIPTION_LONG>` +
        `<MANUFACTURER_NAME>Marque ${i % 20}</MANUFACTURER_NAME><MANUFACTURER_PID>M-${i}</MANUFACTURER_PID></PRODUCT_DETAILS>` +
        `<PRODUCT_FEATURES><REFERENCE_FEATURE_SYSTEM_NAME>ETIM-9.0</REFERENCE_FEATURE_SYSTEM_NAME><REFERENCE_FEATURE_GROUP_ID>EC000001</REFERENCE_FEATURE_GROUP_ID>` +
        `<FEATURE><FNAME>EF000008</FNAME><FDESCR>Diamètre</FDESCR><FVALUE>${diameter}</FVALUE><FUNIT>MMT</FUNIT></FEATURE>` +
        `<FEATURE><FNAME>EF000022</FNAME><FDESCR>Épaisseur</FDESCR><FVALUE>1</FVALUE><FUNIT>MMT</FUNIT></FEATURE>` +
        `<FEATURE><FNAME>EF000049</FNAME><FDESCR>Vitesse maximale</FDESCR><FVALUE>13300</FVALUE><FUNIT>RPM</FUNIT></FEATURE></PRODUCT_FEATURES>` +
        `<PRODUCT_ORDER_DETAILS><ORDER_UNIT>BX</ORDER_UNIT><NO_CU_PER_OU>10</NO_CU_PER_OU><QUANTITY_MIN>1</QUANTITY_MIN><QUANTITY_INTERVAL>1</QUANTITY_INTERVAL></PRODUCT_ORDER_DETAILS>` +
        (i > 0 && i % 10 === 0 ? `<PRODUCT_REFERENCE type="similar"><PROD_ID_TO>B-${i - 1}</PROD_ID_TO></PRODUCT_REFERENCE>` : '') +
        `<PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>B-${i}</PROD_ID><CATALOG_GROUP_ID>G${(i % 50) + 1}</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP></PRODUCT>`,
    )
  }
  out.push('</T_NEW_CATALOG></BMECAT>')
  return out.join('\n')
}

try {
  const file = path.join(dir, 'catalogue.xml')
  fs.writeFileSync(file, catalogue(products))
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/cms/migrate')
  const { importCatalogueFile } = await import('@/server/catalogue-import')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  for (const run of ['first', 'again']) {
    const started = Date.now()
    const cpu = process.cpuUsage()
    const report = await importCatalogueFile(payload, file, { publish: false })
    const seconds = (Date.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    const cpuSeconds = (used.user + used.system) / 1e6
    console.log(
      `bench:import run=${run} products=${report.read} created=${report.created} unchanged=${report.unchanged} problems=${report.problems.length}` +
        ` seconds=${seconds.toFixed(1)} products_per_second=${(report.read / seconds).toFixed(0)}` +
        ` cpu_seconds=${cpuSeconds.toFixed(1)} products_per_cpu_second=${(report.read / cpuSeconds).toFixed(0)}`,
    )
  }
  await payload.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
} catch (error) {
  console.error('bench:import failed:', error)
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(1)
}

/**
 * Imports a catalogue into the configured database (already migrated) and prints the report:
 *   npm run catalogue:import -- <fichier.xml|.csv|.xlsx> [--dry-run] [--overwrite] [--full] [--zip <médias.zip>]
 *   npm run catalogue:import -- --export <produits.csv|.xlsx>   (the column set of docs/catalogue-import.md)
 *   npm run catalogue:import -- --erp    (the ERP's product feed since the last run, through the same rules: for a cron)
 * BMEcat files say themselves whether they are a full catalogue; `--full` makes a spreadsheet one (the imported
 * products it does not list are hidden). Exit code: 0 imported, 1 failure, 2 file refused (nothing written).
 * See docs/catalogue-import.md.
 */
import fs from 'node:fs'

import config from '@payload-config'
import { getPayload } from 'payload'

import { CatalogueRefused, exportCsv, exportXlsx, formatReport, importCatalogueFile, syncErpProducts } from '@/server/catalogue-import'
import { erp } from '@/server/erp'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const valueOf = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--zip' && args[i - 1] !== '--export')
const exportTo = valueOf('--export')
const fromErp = flag('--erp')

if (!file && !exportTo && !fromErp) {
  console.error(
    'usage : npm run catalogue:import -- <fichier> [--dry-run] [--overwrite] [--full] [--zip <médias.zip>] | --export <fichier.csv|.xlsx> | --erp',
  )
  process.exit(1)
}

const payload = await getPayload({ config })
try {
  if (fromErp) {
    const report = await syncErpProducts(payload, erp())
    console.log(formatReport(report))
    console.log(`[catalogue] flux de l’ERP : changements du ${report.since ?? 'début'} au ${report.until ?? '—'}`)
  } else if (exportTo) {
    fs.writeFileSync(exportTo, /\.xlsx$/i.test(exportTo) ? await exportXlsx(payload) : await exportCsv(payload))
    console.log(`[catalogue] export écrit dans ${exportTo}`)
  } else if (file) {
    let last = ''
    const report = await importCatalogueFile(payload, file, {
      dryRun: flag('--dry-run'),
      overwrite: flag('--overwrite'),
      kind: flag('--full') ? 'full' : undefined,
      zip: valueOf('--zip'),
      onProgress: ({ done, total, phase }) => {
        const line = `[catalogue] ${phase} ${done}/${total}`
        if (line !== last) process.stderr.write(`${line}\n`)
        last = line
      },
    })
    console.log(formatReport(report))
  }
  process.exit(0)
} catch (error) {
  if (error instanceof CatalogueRefused) {
    console.error(`[catalogue] fichier refusé : ${error.message}`)
    process.exit(2)
  }
  console.error('[catalogue] échec :', error)
  process.exit(1)
}

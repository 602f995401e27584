/**
 * The catalogue import, the one door of this domain: BMEcat 2005 (full and delta), CSV and XLSX in, CSV out, by one
 * set of rules (apply.ts). Entry points: `npm run catalogue:import` (scripts/catalogue-import.ts) and the
 * `importCatalogue` job (src/server/jobs/tasks.ts), queued by automation or by the admin’s « Importer un catalogue »
 * screen (./admin.ts). See docs/catalogue-import.md.
 */
export { CatalogueRefused } from './types'
export type { CatalogueKind, ImportedProduct, ParsedCatalogue, Problem } from './types'
export type { ImportOptions, ImportReport } from './apply'
export { COLUMNS, parseCsv, writeCsv } from './columns'
export { parseBmecat } from './bmecat'
export { parseXlsx, writeXlsx } from './xlsx'
export { exportCsv, exportProducts, exportXlsx } from './export'
export { formatReport } from './report'
export { catalogueDropDir, runCatalogueJob, type CatalogueJobInput } from './job'
export { formatOf, importCatalogue, importCatalogueFile, readCatalogue, type CatalogueFormat, type ImportFileOptions } from './read'
export { progressWriter, readImportState, type ImportProgress, type ImportState } from './progress'
export {
  catalogueImportStatus,
  MAX_CATALOGUE_UPLOAD_BYTES,
  previewCatalogue,
  startCatalogueImport,
  type CatalogueUpload,
  type ImportStatus,
  type ReportView,
} from './admin'
export { ERP_FEED_SINCE_KEY, syncErpProducts, type ErpSyncReport } from './erpFeed'

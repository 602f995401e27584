/**
 * The admin's « Importer un catalogue » screen (src/cms/admin/CatalogueImport.tsx) through
 * `/cms/api/catalogue-import` (src/cms/endpoints/catalogueImport.ts): a preview (the import run without writing), then
 * the import itself as an `importCatalogue` job on a copy of the upload in the drop folder, whose progress and report
 * the screen polls. The same importer and rules as the command line.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { enqueueJob } from '@/server/jobs/queue'

import type { ImportReport } from './apply'
import { catalogueDropDir } from './job'
import { readImportState, type ImportProgress } from './progress'
import { importCatalogue } from './read'
import { formatReport } from './report'
import type { CatalogueKind } from './types'

/** The largest upload (catalogue and ZIP of its media together): 100 MB. */
export const MAX_CATALOGUE_UPLOAD_BYTES = 100 * 1024 * 1024

export type CatalogueUpload = {
  name: string
  bytes: Uint8Array
  zip?: Uint8Array
  /** Spreadsheets: `full` hides the imported products the file no longer lists. A BMEcat file says it itself. */
  kind?: CatalogueKind
  overwrite?: boolean
}

/** What the screen shows of a report: the figures, and the report as the command line prints it. */
export type ReportView = ImportReport & { text: string }
const view = (report: ImportReport): ReportView => ({ ...report, text: formatReport(report) })

/** The preview: the import run without writing anything. Throws CatalogueRefused (nothing would be written). */
export async function previewCatalogue(payload: Payload, upload: CatalogueUpload): Promise<ReportView> {
  return view(await importCatalogue(payload, upload, { dryRun: true, overwrite: upload.overwrite }))
}

/** A file name that stays in its folder and keeps its extension (the importer reads the format from it). */
const safeName = (name: string): string =>
  path
    .basename(name)
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-120) || 'catalogue'

/** Copies the upload into the drop folder and queues its import (run at once in the background) → the job's id. */
export async function startCatalogueImport(payload: Payload, upload: CatalogueUpload): Promise<string | number> {
  const folder = path.join('admin', randomUUID())
  await fs.mkdir(path.join(catalogueDropDir(), folder), { recursive: true })
  const file = path.join(folder, safeName(upload.name))
  await fs.writeFile(path.join(catalogueDropDir(), file), upload.bytes)
  let zip: string | null = null
  if (upload.zip) {
    zip = path.join(folder, 'medias.zip')
    await fs.writeFile(path.join(catalogueDropDir(), zip), upload.zip)
  }
  return enqueueJob(payload, 'importCatalogue', { file, zip, kind: upload.kind ?? null, overwrite: Boolean(upload.overwrite) })
}

export type ImportStatus =
  | { state: 'en-attente'; progress: null }
  | { state: 'en-cours'; progress: ImportProgress }
  | { state: 'termine'; report: ReportView }
  | { state: 'refuse' | 'echec'; message: string }

/** Where an admin import stands, or null when `id` is no catalogue import (or one finished more than a day ago). */
export async function catalogueImportStatus(payload: Payload, id: string): Promise<ImportStatus | null> {
  if (!/^[0-9]{1,12}$/.test(id) && !/^[0-9a-f-]{8,64}$/i.test(id)) return null
  const state = await readImportState(id)
  if (state?.state === 'termine') return { state: 'termine', report: view(state.report) }
  if (state) return state
  // not started yet: the job is still in the queue (Payload deletes a job once it has completed)
  const job = (await payload
    .findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as { taskSlug?: string | null } | null
  return job?.taskSlug === 'importCatalogue' ? { state: 'en-attente', progress: null } : null
}

import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { applyCatalogue, type ImportOptions, type ImportReport } from './apply'
import { parseBmecat } from './bmecat'
import { parseCsv } from './columns'
import { folderFiles, noFiles, zipFiles, type MediaFiles } from './files'
import { CatalogueRefused, type CatalogueKind, type ParsedCatalogue } from './types'
import { parseXlsx } from './xlsx'

/** A file's format (the ERP's feed is no file). */
export type CatalogueFormat = Exclude<ParsedCatalogue['format'], 'erp'>

/** The format of a file, by its name (and, for XML, whatever its name). */
export function formatOf(name: string, head?: Uint8Array): CatalogueFormat {
  const ext = path.extname(name).toLowerCase()
  if (ext === '.xlsx') return 'xlsx'
  if (ext === '.csv' || ext === '.txt') return 'csv'
  if (ext === '.xml' || ext === '.bmecat') return 'bmecat'
  if (head && /^\s*(\uFEFF)?</.test(Buffer.from(head.subarray(0, 64)).toString('latin1'))) return 'bmecat'
  throw new CatalogueRefused(`Format de fichier non reconnu (${ext || 'sans extension'}) : BMEcat (.xml), CSV (.csv) ou XLSX (.xlsx).`)
}

/** Reads a catalogue from its bytes. `kind` applies to spreadsheets (a BMEcat file says itself whether it is full). */
export async function readCatalogue(name: string, bytes: Uint8Array, kind: CatalogueKind = 'delta'): Promise<ParsedCatalogue> {
  const format = formatOf(name, bytes)
  if (format === 'bmecat') return parseBmecat(bytes)
  if (format === 'xlsx') return parseXlsx(bytes, kind)
  return parseCsv(bytes, kind)
}

export type ImportFileOptions = Omit<ImportOptions, 'files'> & {
  /** A ZIP of the images and documents; without it they are read from the catalogue file's folder. */
  zip?: string
  /** Spreadsheets: `full` hides the imported products the file no longer lists (default `delta`). */
  kind?: CatalogueKind
}

/** Imports a catalogue file of the server's disk (the command line, the job). Throws CatalogueRefused. */
export async function importCatalogueFile(payload: Payload, file: string, options: ImportFileOptions = {}): Promise<ImportReport> {
  const format = formatOf(file)
  const parsed =
    format === 'bmecat'
      ? await parseBmecat(fs.createReadStream(file))
      : await readCatalogue(file, await fs.promises.readFile(file), options.kind)
  const files = options.zip ? zipFiles(await fs.promises.readFile(options.zip)) : folderFiles(path.dirname(path.resolve(file)))
  return applyCatalogue(payload, parsed, { ...options, files })
}

/** Imports an uploaded catalogue (bytes, with an optional ZIP of its media). Throws CatalogueRefused. */
export async function importCatalogue(
  payload: Payload,
  upload: { name: string; bytes: Uint8Array; zip?: Uint8Array; kind?: CatalogueKind },
  options: Omit<ImportOptions, 'files'> = {},
): Promise<ImportReport> {
  const parsed = await readCatalogue(upload.name, upload.bytes, upload.kind)
  const files: MediaFiles = upload.zip ? zipFiles(upload.zip) : noFiles
  return applyCatalogue(payload, parsed, { ...options, files })
}

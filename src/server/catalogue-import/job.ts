import path from 'node:path'

import type { Payload } from 'payload'

import { dataDir } from '@/server/dataDir'

import { importCatalogueFile } from './read'
import type { ImportOptions, ImportReport } from './apply'
import { CatalogueRefused, type CatalogueKind } from './types'

/** The folder automation drops catalogues into (`data/catalogues`): a job names a file in it, never another path. */
export const catalogueDropDir = (): string => path.join(dataDir(), 'catalogues')

export type CatalogueJobInput = {
  file: string
  zip?: string | null
  kind?: CatalogueKind | null
  dryRun?: boolean | null
  overwrite?: boolean | null
}

function inDropDir(name: string): string {
  const root = catalogueDropDir()
  const file = path.resolve(root, name)
  if (!file.startsWith(root + path.sep)) throw new CatalogueRefused(`« ${name} » n’est pas un fichier du dossier des catalogues (${root}).`)
  return file
}

/** The `importCatalogue` job: imports a file of the drop folder and keeps the report as the job's output. */
export async function runCatalogueJob(
  payload: Payload,
  input: CatalogueJobInput,
  onProgress?: ImportOptions['onProgress'],
): Promise<ImportReport> {
  return importCatalogueFile(payload, inDropDir(input.file), {
    onProgress,
    zip: input.zip ? inDropDir(input.zip) : undefined,
    kind: input.kind ?? undefined,
    dryRun: Boolean(input.dryRun),
    overwrite: Boolean(input.overwrite),
  })
}

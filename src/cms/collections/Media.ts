import { NotFound, type CollectionAfterErrorHook, type CollectionConfig, type UploadConfig } from 'payload'
import fs from 'node:fs/promises'
import path from 'node:path'

import { dataDir } from '@/server/dataDir'

import { publicContentCollection } from '../access'
import { mediaOnS3 } from '../storage'

/** `media` in the data folder, resolved when the server starts (src/server/dataDir.ts). */
const staticDir = path.join(dataDir(), 'media')

/**
 * `GET /cms/api/media/file/<name>` for a file that is not on the disk is a 404 (Payload's own answer is a 500). Not
 * with the media on S3: the adapter's handler, added after this one, serves the bucket's files and answers 404 itself.
 */
const missingFileIs404: NonNullable<UploadConfig['handlers']>[number] = async (req, { params }) => {
  const file = path.resolve(staticDir, params.filename)
  // outside the folder: Payload refuses it itself (400); present: Payload serves it
  if (!file.startsWith(staticDir + path.sep)) return
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  )
  if (!exists) throw new NotFound(req.t)
}

const EXTERNAL_FILE_REFUSED = 'Le fichier n’a pas pu être récupéré à cette adresse (adresse privée, refusée ou injoignable).'

/**
 * A file fetched from a URL (the admin's « coller une URL ») that Payload's safe fetch blocks (a private address) or
 * cannot reach throws an error (FileRetrievalError) that Payload answers 500: it is the editor's input, a 400.
 */
const externalFileErrorIs400: CollectionAfterErrorHook = ({ error }) => {
  const status = (error as { status?: unknown } | null)?.status
  const message = error instanceof Error ? error.message : ''
  if ((status === undefined || status === 500) && /Blocked unsafe attempt|Failed to fetch from /.test(message)) {
    return { status: 400, response: { errors: [{ message: EXTERNAL_FILE_REFUSED }] } }
  }
  return undefined
}

/** Images and documents (technical sheets, brochures). Files live in data/media (the data folder: DATA_DIR), or on S3 (src/cms/storage.ts). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  admin: { group: 'Contenu', useAsTitle: 'alt' },
  access: publicContentCollection,
  hooks: { afterError: [externalFileErrorIs400] },
  upload: {
    staticDir,
    handlers: mediaOnS3() ? [] : [missingFileIs404],
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [{ name: 'thumbnail', width: 300, height: 300, position: 'centre', formatOptions: { format: 'webp' } }],
    adminThumbnail: 'thumbnail',
    focalPoint: false,
    crop: false,
  },
  fields: [{ name: 'alt', type: 'text', label: 'Texte alternatif', required: true }],
}

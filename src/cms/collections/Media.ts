import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { anyone, editorsOnly } from '../access'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Images and documents (technical sheets, brochures). Files live in data/media (S3 in production). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  admin: { group: 'Contenu', useAsTitle: 'alt' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: path.resolve(dirname, '../../../data/media'),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [{ name: 'thumbnail', width: 300, height: 300, position: 'centre', formatOptions: { format: 'webp' } }],
    adminThumbnail: 'thumbnail',
    focalPoint: false,
    crop: false,
  },
  fields: [{ name: 'alt', type: 'text', label: 'Texte alternatif', required: true }],
}

import type { CollectionConfig } from 'payload'

import { publicContentCollection } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { withSearchIndex } from '../hooks/searchIndex'

export const Catalogues: CollectionConfig = {
  slug: 'catalogues',
  hooks: withSearchIndex(revalidateCollection('catalogues'), 'catalogues'),
  labels: { singular: 'Catalogue', plural: 'Catalogues' },
  admin: { group: 'Catalogue', useAsTitle: 'titre' },
  access: publicContentCollection,
  defaultSort: 'ordre',
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'ordre', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

import type { CollectionConfig } from 'payload'

import { publicContentCollection } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'

/** Two levels: a level-1 category belongs to a catalogue; a level-2 category also has a parent. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  hooks: revalidateCollection('categories'),
  labels: { singular: 'Catégorie', plural: 'Catégories' },
  admin: { group: 'Catalogue', useAsTitle: 'titre', defaultColumns: ['titre', 'catalogue', 'parent'] },
  access: publicContentCollection,
  defaultSort: 'ordre',
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    { name: 'catalogue', type: 'relationship', relationTo: 'catalogues', required: true, index: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      label: 'Catégorie parente (niveau 2)',
      filterOptions: () => ({ parent: { exists: false } }),
    },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'ordre', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

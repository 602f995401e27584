import type { CollectionConfig } from 'payload'

import { publicContentCollection } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { withSearchIndex } from '../hooks/searchIndex'

/** Brands (partenaires). A brand page exists only when has_single_page is set (spec §2). */
export const Marques: CollectionConfig = {
  slug: 'marques',
  hooks: withSearchIndex(revalidateCollection('marques'), 'marques'),
  labels: { singular: 'Marque', plural: 'Marques' },
  admin: { group: 'Catalogue', useAsTitle: 'titre', defaultColumns: ['titre', 'has_single_page'] },
  access: publicContentCollection,
  defaultSort: 'titre',
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    { name: 'description', type: 'textarea' },
    {
      name: 'header',
      type: 'group',
      label: 'En-tête',
      fields: [{ name: 'logo', type: 'upload', relationTo: 'media' }],
    },
    { name: 'has_single_page', type: 'checkbox', label: 'A une page dédiée', defaultValue: false },
    { name: 'contenu', type: 'richText', admin: { condition: (data) => Boolean(data?.has_single_page) } },
  ],
}

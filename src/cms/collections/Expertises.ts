import type { CollectionConfig, Field } from 'payload'

import { publicContentCollection } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { withSearchIndex } from '../hooks/searchIndex'

/** An expertise's or a service's page: its title and address, its summary and image (cards, search), its text. */
const pageFields = (): Field[] => [
  { name: 'title', type: 'text', required: true },
  slugField('title'),
  { name: 'description', type: 'textarea' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'contenu', type: 'richText' },
]

/** spec §2: expertises → solutions → services (the three-level "Nos expertises" menu). */
export const Expertises: CollectionConfig = {
  slug: 'expertises',
  hooks: withSearchIndex(revalidateCollection('expertises'), 'expertises'),
  labels: { singular: 'Expertise', plural: 'Expertises' },
  admin: { group: 'Expertises', useAsTitle: 'title' },
  access: publicContentCollection,
  defaultSort: 'ordre',
  fields: [...pageFields(), { name: 'ordre', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } }],
}

export const Solutions: CollectionConfig = {
  slug: 'solutions',
  hooks: revalidateCollection('solutions'),
  labels: { singular: 'Solution', plural: 'Solutions' },
  admin: { group: 'Expertises', useAsTitle: 'title', defaultColumns: ['title', 'expertise'] },
  access: publicContentCollection,
  defaultSort: 'ordre',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'expertise', type: 'relationship', relationTo: 'expertises', required: true, index: true },
    { name: 'description', type: 'textarea' },
    { name: 'services', type: 'relationship', relationTo: 'services', hasMany: true, label: 'Services liés' },
    { name: 'ordre', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

export const Services: CollectionConfig = {
  slug: 'services',
  hooks: withSearchIndex(revalidateCollection('services'), 'services'),
  labels: { singular: 'Service', plural: 'Services' },
  admin: { group: 'Expertises', useAsTitle: 'title' },
  access: publicContentCollection,
  defaultSort: 'title',
  fields: pageFields(),
}

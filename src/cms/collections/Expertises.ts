import type { CollectionConfig } from 'payload'

import { publicContentCollection } from '../access'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { withSearchIndex } from '../hooks/searchIndex'

/** spec §2: expertises → solutions → services (the three-level "Nos expertises" menu). */
export const Expertises: CollectionConfig = {
  slug: 'expertises',
  hooks: withSearchIndex(revalidateCollection('expertises'), 'expertises'),
  labels: { singular: 'Expertise', plural: 'Expertises' },
  admin: { group: 'Expertises', useAsTitle: 'title' },
  access: publicContentCollection,
  defaultSort: 'ordre',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'contenu', type: 'richText' },
    { name: 'ordre', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
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
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'contenu', type: 'richText' },
  ],
}

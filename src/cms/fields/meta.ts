import type { Field } from 'payload'

/** SEO block shared by pages and products (spec §3 Product.meta {title, description, image.url}). */
export const metaField: Field = {
  name: 'meta',
  type: 'group',
  label: 'Référencement',
  fields: [
    { name: 'title', type: 'text', label: 'Titre (SEO)' },
    { name: 'description', type: 'textarea', label: 'Description (SEO)' },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Image de partage' },
  ],
}

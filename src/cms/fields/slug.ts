import type { Field, FieldHook } from 'payload'

/** French-friendly slug: accents folded, lower case, words joined by hyphens. */
export const slugify = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const fillFrom =
  (source: string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const from = data?.[source]
    return typeof from === 'string' ? slugify(from) : value
  }

/** A unique, indexed slug filled from `source` (titre or title) when the editor leaves it empty. */
export const slugField = (source: 'titre' | 'title' | 'question' = 'titre'): Field => ({
  name: 'slug',
  type: 'text',
  label: 'Slug (adresse)',
  unique: true,
  index: true,
  required: true,
  admin: { position: 'sidebar', description: `Rempli depuis « ${source} » s'il est vide.` },
  hooks: { beforeValidate: [fillFrom(source)] },
})

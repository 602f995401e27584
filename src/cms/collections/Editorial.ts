import type { CollectionConfig } from 'payload'

import { validateLink } from '@/lib/safe-link'

import { editorsOnly, publishedOrEditor } from '../access'
import { metaField } from '../fields/meta'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { withSearchIndex } from '../hooks/searchIndex'

// Editorial content is draft-enabled: visitors read published documents only, and only editors read the versions
// (drafts included; Payload's default would let any logged-in client read them).
const editorial = {
  access: { read: publishedOrEditor, readVersions: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: true, maxPerDoc: 20 },
} satisfies Partial<CollectionConfig>

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  hooks: withSearchIndex(revalidateCollection('case-studies'), 'case-studies'),
  labels: { singular: 'Étude de cas', plural: 'Études de cas' },
  admin: { group: 'Actualités', useAsTitle: 'title' },
  ...editorial,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'sous_titre', type: 'text' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'expertise', type: 'relationship', relationTo: 'expertises', index: true },
    { name: 'marque', type: 'relationship', relationTo: 'marques' },
    { name: 'contenu', type: 'richText' },
  ],
}

/** Shown on /articles as client cases ('Cas clients', spec §2). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  hooks: revalidateCollection('articles'),
  labels: { singular: 'Cas client', plural: 'Cas clients' },
  admin: { group: 'Actualités', useAsTitle: 'titre', defaultColumns: ['titre', 'date'] },
  defaultSort: '-date',
  ...editorial,
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    { name: 'date', type: 'date', required: true },
    { name: 'client', type: 'text' },
    { name: 'extrait', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'contenu', type: 'richText' },
  ],
}

export const Evenements: CollectionConfig = {
  slug: 'evenements',
  hooks: revalidateCollection('evenements'),
  labels: { singular: 'Événement', plural: 'Événements' },
  admin: { group: 'Actualités', useAsTitle: 'titre', defaultColumns: ['titre', 'date_debut', 'lieu'] },
  defaultSort: 'date_debut',
  ...editorial,
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    {
      type: 'row',
      fields: [
        { name: 'date_debut', type: 'date', required: true },
        { name: 'date_fin', type: 'date' },
      ],
    },
    { name: 'lieu', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    // a web, mail or phone link, or a path of the shop: never javascript:, data:, vbscript: (run on click)
    { name: 'lien', type: 'text', label: 'Lien d’inscription', validate: validateLink },
  ],
}

/** Brochures are direct file downloads (spec §2). */
export const Brochures: CollectionConfig = {
  slug: 'brochures',
  hooks: withSearchIndex(revalidateCollection('brochures'), 'brochures'),
  labels: { singular: 'Brochure', plural: 'Brochures' },
  admin: { group: 'Actualités', useAsTitle: 'titre' },
  ...editorial,
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'fichier', type: 'upload', relationTo: 'media', required: true, label: 'Fichier (PDF)' },
  ],
}

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  hooks: revalidateCollection('jobs'),
  labels: { singular: 'Offre d’emploi', plural: 'Offres d’emploi' },
  admin: { group: 'Société', useAsTitle: 'titre', defaultColumns: ['titre', 'lieu', 'type_contrat'] },
  ...editorial,
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    { name: 'lieu', type: 'text' },
    { name: 'type_contrat', type: 'select', options: ['CDI', 'CDD', 'Alternance', 'Stage', 'Intérim'] },
    { name: 'description', type: 'richText' },
  ],
}

export const Faq: CollectionConfig = {
  slug: 'faq',
  hooks: revalidateCollection('faq'),
  labels: { singular: 'Question', plural: 'FAQ' },
  admin: { group: 'Société', useAsTitle: 'question', defaultColumns: ['question', 'categorie', 'ordre'] },
  defaultSort: 'ordre',
  ...editorial,
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'reponse', type: 'richText', required: true },
    { name: 'categorie', type: 'text' },
    { name: 'ordre', type: 'number', defaultValue: 0 },
  ],
}

/** Free pages: about and the legal pages (/a-propos, /cookies, /mentions-legales…), found by slug. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  hooks: revalidateCollection('pages'),
  labels: { singular: 'Page', plural: 'Pages' },
  admin: { group: 'Contenu', useAsTitle: 'titre' },
  ...editorial,
  fields: [
    { name: 'titre', type: 'text', required: true },
    slugField('titre'),
    { name: 'chapeau', type: 'textarea' },
    { name: 'contenu', type: 'richText' },
    metaField,
  ],
}

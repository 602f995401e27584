import type { CollectionConfig } from 'payload'

import { editorsOnly } from '../access'

/**
 * The search log: one row per settled search of the storefront (results page or header dropdown),
 * written only by POST /api/search-log (local API). Nothing about the visitor but the buyer's id when logged in (from
 * the session): no address, no user agent, no session id. Editors read it, and the statistics above the list (top
 * queries, no-result queries, click-through rate over 7 and 30 days) tell them which synonyms to add. Rows older than
 * 90 days are purged by the `purgeSearchLog` job.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: { singular: 'Recherche', plural: 'Recherches' },
  admin: {
    group: 'Recherche',
    useAsTitle: 'query',
    defaultColumns: ['query', 'nb_hits', 'filters', 'source', 'buyer', 'createdAt'],
    description: 'Recherches faites sur le site (une par recherche aboutie), conservées 90 jours.',
    components: { beforeList: ['/cms/admin/SearchLogStats#SearchLogStats'] },
  },
  access: { read: editorsOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'query', type: 'text', label: 'Recherche', required: true, maxLength: 512 },
    { name: 'query_normalized', type: 'text', label: 'Recherche normalisée', required: true, index: true, maxLength: 512 },
    { name: 'nb_hits', type: 'number', label: 'Résultats', required: true, index: true },
    { name: 'filters', type: 'json', label: 'Filtres' },
    { name: 'index', type: 'text', label: 'Index', required: true },
    { name: 'query_id', type: 'text', label: 'Recherche (queryID)', index: true },
    {
      name: 'source',
      type: 'select',
      label: 'Origine',
      required: true,
      options: [
        { label: 'Page de résultats', value: 'results' },
        { label: 'Liste de l’en-tête', value: 'dropdown' },
      ],
    },
    { name: 'buyer', type: 'relationship', relationTo: 'clients', label: 'Client connecté', index: true },
  ],
}

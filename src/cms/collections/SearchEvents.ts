import type { CollectionConfig } from 'payload'

import { editorsOnly } from '../access'

/**
 * Search analytics events (spec §7: viewed, clicked, converted; event name, index, query id, object ids, positions)
 * received by the embedded Insights endpoint (POST /api/insights/1/events) when Algolia is not configured. Written
 * only by that endpoint (local API); editors read them in the admin, nobody edits them.
 */
export const SearchEvents: CollectionConfig = {
  slug: 'search-events',
  labels: { singular: 'Événement de recherche', plural: 'Événements de recherche' },
  admin: {
    group: 'Recherche',
    useAsTitle: 'event_name',
    defaultColumns: ['event_name', 'event_type', 'index', 'object_ids', 'query_id', 'createdAt'],
    description: 'Vues, clics et conversions envoyés par la recherche du site (search-insights).',
  },
  access: { read: editorsOnly, create: () => false, update: () => false, delete: () => false },
  timestamps: true,
  fields: [
    {
      name: 'event_type',
      type: 'select',
      label: 'Type',
      required: true,
      index: true,
      options: [
        { label: 'Vue', value: 'view' },
        { label: 'Clic', value: 'click' },
        { label: 'Conversion', value: 'conversion' },
      ],
    },
    { name: 'event_subtype', type: 'text', label: 'Sous-type (addToCart, purchase)' },
    { name: 'event_name', type: 'text', label: 'Nom', required: true },
    { name: 'index', type: 'text', label: 'Index', required: true },
    { name: 'user_token', type: 'text', label: 'Visiteur (jeton)', required: true, index: true },
    { name: 'authenticated_user_token', type: 'text', label: 'Visiteur connecté (jeton)' },
    { name: 'query_id', type: 'text', label: 'Recherche (queryID)', index: true },
    { name: 'object_ids', type: 'json', label: 'Objets (objectID)' },
    { name: 'positions', type: 'json', label: 'Positions' },
    { name: 'filters', type: 'json', label: 'Filtres' },
    { name: 'occurred_at', type: 'date', label: 'Survenu le', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

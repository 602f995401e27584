import type { CollectionConfig } from 'payload'

import { editorsOnlyCollection } from '../access'

/**
 * A buyer's favourite products (/mon-compte/favoris). Buyers never reach this collection through the CMS API:
 * the shop's /api/favorites routes read and write it for the session's buyer only (src/server/account/favorites.ts).
 * The unique (client, produit) index keeps a double click from storing a favourite twice.
 */
export const Favoris: CollectionConfig = {
  slug: 'favoris',
  labels: { singular: 'Favori', plural: 'Favoris' },
  admin: { group: 'Comptes', defaultColumns: ['client', 'produit', 'createdAt'] },
  access: editorsOnlyCollection,
  indexes: [{ fields: ['client', 'produit'], unique: true }],
  fields: [
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true, label: 'Client' },
    { name: 'produit', type: 'relationship', relationTo: 'produits', required: true, index: true, label: 'Produit' },
  ],
}

import type { CollectionConfig } from 'payload'

import { PART_NUMBER_MAX_LENGTH } from '@/lib/part-numbers/api'
import { referenceKey } from '@/lib/product/references'

import { editorsOnlyCollection } from '../access'

/**
 * « Ma référence »: a company's own part number for a product, set by one of its buyers (product page) or by an editor
 * (here, or from the product's « Références client »). Private to the company: buyers never reach this collection
 * through the CMS API (REST, GraphQL, the product's join); the shop's /api/part-numbers routes read and write the
 * session buyer's company rows only (src/server/part-numbers), and the search records never carry them.
 */
export const ReferencesClients: CollectionConfig = {
  slug: 'references-clients',
  labels: { singular: 'Référence client', plural: 'Références client' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'produit', 'societe', 'modifie_par', 'updatedAt'],
    listSearchableFields: ['reference'],
    description: 'Les références internes (« Ma référence ») que chaque société donne à nos produits.',
  },
  access: editorsOnlyCollection,
  // one part number per product and company; found by the company's buyers by its text
  indexes: [{ fields: ['societe', 'produit'], unique: true }, { fields: ['societe', 'reference_cle'] }],
  hooks: {
    beforeChange: [
      ({ data }) => {
        if (typeof data.reference === 'string') data.reference_cle = referenceKey(data.reference)
        return data
      },
    ],
  },
  fields: [
    { name: 'societe', type: 'relationship', relationTo: 'societes', required: true, index: true, label: 'Société' },
    { name: 'produit', type: 'relationship', relationTo: 'produits', required: true, index: true, label: 'Produit' },
    {
      name: 'reference',
      type: 'text',
      required: true,
      label: 'Ma référence',
      maxLength: PART_NUMBER_MAX_LENGTH,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && referenceKey(value) !== '') || 'Indiquez la référence (lettres ou chiffres).',
    },
    {
      // the reference as lookups compare it (src/lib/product/references.ts referenceKey): kept by the hook above
      name: 'reference_cle',
      type: 'text',
      label: 'Clé de recherche',
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'modifie_par',
      type: 'relationship',
      relationTo: 'clients',
      label: 'Modifiée par (acheteur)',
      admin: { readOnly: true, description: 'Vide quand un éditeur l’a saisie.' },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { editorsOnlyCollection } from '../access'

/**
 * The editable mapping from a supplier's catalogue groups (BMEcat CATALOG_GROUP_SYSTEM) to the shop's categories,
 * kept between imports: each import adds the groups it has not seen yet (without categories), an editor picks their
 * categories, and the next import files the products of that group there (src/server/catalogue-import).
 */
export const GroupesFournisseurs: CollectionConfig = {
  slug: 'groupes-fournisseurs',
  labels: { singular: 'Groupe du fournisseur', plural: 'Groupes du fournisseur' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'nom',
    defaultColumns: ['nom', 'groupe', 'categories', 'updatedAt'],
    description: 'Correspondance entre les groupes du catalogue importé et les catégories de la boutique.',
  },
  access: editorsOnlyCollection,
  fields: [
    { name: 'groupe', type: 'text', label: 'Identifiant du groupe (GROUP_ID)', required: true, unique: true, index: true },
    { name: 'nom', type: 'text', label: 'Nom chez le fournisseur' },
    { name: 'parent', type: 'text', label: 'Groupe parent (PARENT_ID)' },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'Catégories de la boutique',
      admin: { description: 'Vide : les produits de ce groupe gardent leurs catégories.' },
    },
  ],
}

import type { Access, CollectionConfig, Where } from 'payload'

import { companyRowsOrEditor, editorsOnly, editorsOrServerField, isEditorUser } from '../access'

/**
 * Shopping lists (/mon-compte/listes): named lists of products with quantities, shared by the buyers of a company
 * (« Liste atelier », « Réassort mensuel »). Every buyer of the company sees and changes them through the shop's
 * /api/lists routes (src/server/lists); only the buyer who created a list deletes it (any buyer of the company once
 * that account is deactivated or has left the company). Buyers read their company's lists and lines through the CMS
 * API too; only editors write there.
 */
export const ListesAchat: CollectionConfig = {
  slug: 'listes-achat',
  labels: { singular: 'Liste d’achat', plural: 'Listes d’achat' },
  typescript: { interface: 'ListeAchat' },
  admin: {
    group: 'Comptes',
    useAsTitle: 'nom',
    defaultColumns: ['nom', 'societe', 'client', 'updatedAt'],
    description: 'Listes d’achat des clients, partagées par les acheteurs d’une même société.',
  },
  defaultSort: '-updatedAt',
  access: { read: companyRowsOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  indexes: [{ fields: ['societe', 'nom_normalise'] }],
  fields: [
    { name: 'nom', type: 'text', label: 'Nom', required: true, maxLength: 80 },
    {
      // the name as compared for « already taken » (case, accents and spaces ignored), written by the shop
      name: 'nom_normalise',
      type: 'text',
      label: 'Nom normalisé',
      index: true,
      admin: { hidden: true },
      access: { read: editorsOrServerField },
    },
    { name: 'societe', type: 'relationship', relationTo: 'societes', label: 'Société', index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', label: 'Créée par', index: true },
    {
      name: 'lignes',
      type: 'join',
      collection: 'listes-achat-lignes',
      on: 'liste',
      label: 'Lignes',
      defaultLimit: 200,
      admin: { defaultColumns: ['produit', 'quantite', 'ajoute_par'] },
    },
  ],
}

/** A client reads the lines of the lists they read: their company's (or their own without a company). */
const linesOfOwnLists: Access = async ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection !== 'clients') return false
  const scope = await companyRowsOrEditor({ req })
  if (typeof scope !== 'object') return false
  const { docs } = await req.payload.find({
    collection: 'listes-achat',
    where: scope,
    select: { nom: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const where: Where = { liste: { in: docs.map((d) => d.id) } }
  return where
}

export const ListesAchatLignes: CollectionConfig = {
  slug: 'listes-achat-lignes',
  labels: { singular: 'Ligne de liste d’achat', plural: 'Lignes de listes d’achat' },
  typescript: { interface: 'ListeAchatLigne' },
  admin: { group: 'Comptes', defaultColumns: ['liste', 'produit', 'quantite', 'ajoute_par', 'updatedAt'] },
  access: { read: linesOfOwnLists, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  indexes: [{ fields: ['liste', 'produit'], unique: true }],
  fields: [
    { name: 'liste', type: 'relationship', relationTo: 'listes-achat', label: 'Liste', required: true, index: true },
    { name: 'produit', type: 'relationship', relationTo: 'produits', label: 'Produit', required: true, index: true },
    { name: 'quantite', type: 'number', label: 'Quantité', required: true, min: 0.01 },
    { name: 'ajoute_par', type: 'relationship', relationTo: 'clients', label: 'Ajouté par' },
  ],
}

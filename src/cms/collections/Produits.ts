import type { CollectionConfig } from 'payload'

import { compactGtin, INVALID_GTIN_MESSAGE, isValidGtin } from '@/lib/product/gtin'

import { displayedOrEditor, editorsOnly, editorsOnlyField, editorsOrServerField } from '../access'
import { metaField } from '../fields/meta'
import { slugField } from '../fields/slug'
import { revalidateCollection } from '../hooks/revalidate'
import { withSearchIndex } from '../hooks/searchIndex'

/**
 * spec §3 Product. Prices here are the list prices; customer prices come from the ERP. Visitors see no prices nor
 * stock quantities (spec §6): `prix`, `taxes` and `stock` are read by editors and the shop's server code only.
 */
const privateField = { read: editorsOrServerField }

export const Produits: CollectionConfig = {
  slug: 'produits',
  hooks: withSearchIndex(revalidateCollection('produits'), 'produits'),
  labels: { singular: 'Produit', plural: 'Produits' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'titre',
    defaultColumns: ['titre', 'dimasys_reference', 'marque', 'should_be_displayed', 'updatedAt'],
    listSearchableFields: ['titre', 'dimasys_reference', 'slug', 'ean'],
  },
  access: { read: displayedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  defaultSort: 'titre',
  fields: [
    { name: 'titre', type: 'text', required: true, index: true },
    slugField('titre'),
    {
      name: 'should_be_displayed',
      type: 'checkbox',
      label: 'Affiché sur le site',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'dimasys_reference',
      type: 'text',
      label: 'Référence',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'ean',
      type: 'text',
      label: 'EAN / GTIN',
      index: true,
      // stored without the spaces of a printed barcode: « 3 401234 567890 » is found as 3401234567890
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? compactGtin(value) || null : value)] },
      validate: (value: string | null | undefined) => !value || isValidGtin(value) || INVALID_GTIN_MESSAGE,
      admin: { position: 'sidebar', description: 'Code-barres du produit (8, 12, 13 ou 14 chiffres) : public, trouvé par la recherche.' },
    },
    { name: 'marque', type: 'relationship', relationTo: 'marques', index: true, admin: { position: 'sidebar' } },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'richText' },
    {
      name: 'galerie',
      type: 'array',
      label: 'Galerie',
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
    { name: 'fiche_technique', type: 'upload', relationTo: 'media', label: 'Fiche technique (PDF)' },
    {
      name: 'caracteristiques',
      type: 'array',
      label: 'Caractéristiques',
      fields: [
        { name: 'reference_carac', type: 'text', label: 'Caractéristique', required: true },
        { name: 'type', type: 'text', label: 'Type / unité' },
        { name: 'valeur', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'prix',
          type: 'group',
          access: privateField,
          label: 'Prix catalogue',
          fields: [
            { name: 'base_with_taxes', type: 'number', label: 'Prix de base', min: 0 },
            { name: 'promotion_with_taxes', type: 'number', label: 'Prix promotionnel', min: 0 },
            {
              name: 'promotion_type',
              type: 'select',
              label: 'Type de promotion',
              // spec §3: an empty promotion type means no promotion
              options: [
                { label: 'Remise', value: 'remise' },
                { label: 'Prix net', value: 'prix_net' },
                { label: 'Déstockage', value: 'destockage' },
              ],
            },
          ],
        },
      ],
    },
    { name: 'taxes', type: 'number', label: 'TVA (%)', defaultValue: 20, min: 0, access: privateField },
    {
      name: 'stock',
      type: 'array',
      label: 'Stock',
      access: privateField,
      fields: [
        { name: 'depot', type: 'text', label: 'Dépôt', required: true },
        { name: 'shop_qty', type: 'number', label: 'Quantité', required: true, defaultValue: 0 },
      ],
    },
    {
      name: 'delai_a_confirmer',
      type: 'checkbox',
      label: 'Délai de livraison à confirmer',
      defaultValue: false,
      admin: { description: 'spec §4 : affiche « Délai à confirmer » quel que soit le stock.' },
    },
    { name: 'relations', type: 'relationship', relationTo: 'produits', hasMany: true, label: 'Produits associés' },
    {
      type: 'row',
      fields: [
        { name: 'cart_increment', type: 'number', label: 'Pas de quantité', defaultValue: 1, min: 0.01 },
        { name: 'quantity_min_to_buy', type: 'number', label: 'Quantité minimale', defaultValue: 1, min: 0.01 },
        { name: 'sale_unit', type: 'text', label: 'Unité de vente', defaultValue: 'EA' },
      ],
    },
    {
      // « Ma référence » of each company: editors only (the join follows the collection's access, read here too)
      name: 'references_clients',
      type: 'join',
      label: 'Références client (« Ma référence »)',
      collection: 'references-clients',
      on: 'produit',
      access: { read: editorsOnlyField },
      admin: { defaultColumns: ['reference', 'societe', 'updatedAt'] },
    },
    metaField,
  ],
}

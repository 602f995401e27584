import type { CollectionBeforeDeleteHook, CollectionConfig, Validate } from 'payload'

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

/** Safety data sheets and declarations of conformity are PDF files of the media collection. */
const pdfMedia = { mimeType: { equals: 'application/pdf' } } as const

/** Replacements followed at most, looking for a cycle. */
const MAX_REPLACEMENT_CHAIN = 20

/** « Remplacé par » never leads back to the product itself (A → B → A would send buyers in circles). */
const noReplacementCycle: Validate = async (value, { id, req }) => {
  const target = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  if (target === null || target === undefined || target === '') return true
  if (id !== undefined && String(target) === String(id)) return 'Un produit ne peut pas se remplacer lui-même.'
  let next: unknown = target
  for (let i = 0; i < MAX_REPLACEMENT_CHAIN && next !== null && next !== undefined; i++) {
    const doc = await req.payload.findByID({
      collection: 'produits',
      id: next as number,
      select: { remplace_par: true },
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    next = doc?.remplace_par ?? null
    if (id !== undefined && next !== null && String(next) === String(id)) {
      return 'Ce produit de remplacement est lui-même remplacé, directement ou non, par ce produit : choisissez-en un autre.'
    }
  }
  return true
}

/** A deleted replacement replaces nothing any more: the products it replaced are sold again (their pages and records follow). */
const releaseReplaced: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.update({
    collection: 'produits',
    where: { remplace_par: { equals: id } },
    data: { remplace_par: null },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

export const Produits: CollectionConfig = {
  slug: 'produits',
  hooks: { ...withSearchIndex(revalidateCollection('produits'), 'produits'), beforeDelete: [releaseReplaced] },
  labels: { singular: 'Produit', plural: 'Produits' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'titre',
    defaultColumns: ['titre', 'dimasys_reference', 'marque', 'should_be_displayed', 'remplace_par', 'updatedAt'],
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
      name: 'reference_fabricant',
      type: 'text',
      label: 'Référence fabricant',
      index: true,
      admin: { position: 'sidebar', description: 'La référence du produit chez sa marque (BMEcat MANUFACTURER_PID).' },
    },
    {
      name: 'classe_etim',
      type: 'text',
      label: 'Classe ETIM',
      admin: { position: 'sidebar', description: 'Classe ETIM du produit (EC…), donnée par le catalogue importé.' },
    },
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
      type: 'row',
      fields: [
        {
          name: 'fiches_securite',
          type: 'upload',
          relationTo: 'media',
          hasMany: true,
          label: 'Fiches de données de sécurité (FDS, PDF)',
          filterOptions: pdfMedia,
        },
        {
          name: 'declarations_conformite',
          type: 'upload',
          relationTo: 'media',
          hasMany: true,
          label: 'Déclarations de conformité (PDF)',
          filterOptions: pdfMedia,
        },
      ],
    },
    {
      name: 'caracteristiques',
      type: 'array',
      label: 'Caractéristiques',
      fields: [
        { name: 'reference_carac', type: 'text', label: 'Caractéristique', required: true },
        { name: 'type', type: 'text', label: 'Type / unité' },
        { name: 'valeur', type: 'text', required: true },
        { name: 'code', type: 'text', label: 'Code ETIM', admin: { description: 'Code ETIM de la caractéristique (EF…).' } },
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
      name: 'compatibles',
      type: 'relationship',
      relationTo: 'produits',
      hasMany: true,
      label: 'Consommables et pièces compatibles',
      admin: { description: 'Montrés sur la fiche produit, dans l’ordre choisi ici.' },
    },
    {
      name: 'remplace_par',
      type: 'relationship',
      relationTo: 'produits',
      label: 'Remplacé par',
      index: true,
      validate: noReplacementCycle,
      filterOptions: ({ id }) => (id === undefined ? true : { id: { not_equals: id } }),
      admin: {
        position: 'sidebar',
        description:
          'La fiche reste en ligne et propose le remplaçant ; le produit ne peut plus être ajouté au panier et la recherche montre le remplaçant en premier.',
      },
    },
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
    {
      // what the last catalogue import wrote, field by field (src/server/catalogue-import/trace.ts): a field whose
      // value differs from it was changed by an editor, and the next import leaves it unless told to overwrite
      name: 'import_trace',
      type: 'json',
      access: { read: editorsOrServerField, update: editorsOrServerField, create: editorsOrServerField },
      admin: { hidden: true },
    },
  ],
}

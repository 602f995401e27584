import type { CollectionBeforeChangeHook, CollectionConfig, Validate } from 'payload'

import { editorsOnlyCollection } from '../access'
import { countryOptions } from '../fields/country'

/**
 * The local ERP (src/server/erp/local): orders, their lines, customer prices and stock, kept in the CMS database.
 * Editors see and correct them in the admin (group 'ERP local'); buyers never read them through the CMS API — the shop's
 * own API routes answer them through the `Erp` interface, which writes with overrideAccess. Not shown on any static
 * page, so no revalidation hook.
 */
const GROUP = 'ERP local'

/** spec §3 Order response `origin`: EPS = web-shop cart; the other origins come from the ERP's other channels. */
const ORDER_ORIGINS = [
  { label: 'EPS — panier de la boutique en ligne', value: 'EPS' },
  { label: 'EPD — devis repris en ligne', value: 'EPD' },
  { label: 'EPO — commande punch-out (Coupa)', value: 'EPO' },
  { label: 'ADV — saisie par l’administration des ventes', value: 'ADV' },
] as const

const ORDER_STATUSES = [
  { label: 'Panier (en cours)', value: 'cart' },
  { label: 'Commandée', value: 'placed' },
  { label: 'Expédiée', value: 'shipped' },
  { label: 'Facturée', value: 'invoiced' },
  { label: 'Annulée', value: 'cancelled' },
] as const

/**
 * Marking an order shipped (status « Expédiée » or « Facturée ») dates the shipment when the editor left the date empty,
 * so the delivery note keeps one date; the seed writes its own (context.seed).
 */
const dateShipment: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  const status = data.status ?? originalDoc?.status
  const shipped = status === 'shipped' || status === 'invoiced'
  if (shipped && !context.seed && !(data.shipped_at ?? originalDoc?.shipped_at)) data.shipped_at = new Date().toISOString()
  return data
}

/** A tracking link becomes a link the buyer opens: an https address or nothing. */
const httpsLink: Validate = (value) =>
  !value || (typeof value === 'string' && value.startsWith('https://') && URL.canParse(value)) || 'Une adresse https://… ou rien.'

const readOnlyAmount = (name: string, label: string) =>
  ({ name, type: 'number', label, defaultValue: 0, admin: { readOnly: true, description: 'Calculé par l’ERP local.' } }) as const

export const ErpOrders: CollectionConfig = {
  slug: 'erp-orders',
  labels: { singular: 'Commande ERP', plural: 'Commandes ERP' },
  admin: {
    group: GROUP,
    defaultColumns: ['id', 'client', 'origin', 'status', 'amount_ht', 'delivery_ht', 'shipped_at', 'updatedAt'],
    description:
      'Paniers et commandes de l’ERP local (sans réglages DIMASYS_*). Montants hors taxes, recalculés à chaque changement de ligne. Pour expédier une commande : statut « Expédiée », date d’expédition et n° de bon de livraison (l’acheteur le télécharge alors dans « Mes documents »).',
  },
  access: editorsOnlyCollection,
  hooks: { beforeChange: [dateShipment] },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'origin', type: 'select', label: 'Origine', required: true, defaultValue: 'EPS', options: [...ORDER_ORIGINS], index: true },
        {
          name: 'status',
          type: 'select',
          label: 'Statut',
          required: true,
          defaultValue: 'cart',
          options: [...ORDER_STATUSES],
          index: true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        readOnlyAmount('amount_ht', 'Articles H.T (€)'),
        readOnlyAmount('delivery_ht', 'Livraison H.T (€)'),
        readOnlyAmount('total_ht', 'Total H.T (€)'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'po_reference', type: 'text', label: 'Référence de commande de l’acheteur' },
        { name: 'cost_centre', type: 'text', label: 'Centre de coût' },
        {
          // an order placed from an approved request: the request's key makes a second placement return this one
          name: 'request_key',
          type: 'text',
          label: 'Clé de la demande',
          unique: true,
          admin: { readOnly: true, description: 'Commande passée à l’approbation d’une demande (une seule fois par demande).' },
        },
      ],
    },
    {
      name: 'delivery_address',
      type: 'group',
      label: 'Adresse de livraison',
      fields: [
        { name: 'name', type: 'text', label: 'Destinataire' },
        { name: 'street', type: 'text', label: 'Rue' },
        {
          type: 'row',
          fields: [
            { name: 'postal_code', type: 'text', label: 'Code postal' },
            { name: 'city', type: 'text', label: 'Ville' },
            {
              name: 'country',
              type: 'select',
              label: 'Pays',
              options: countryOptions,
            },
          ],
        },
      ],
    },
    { name: 'placed_at', type: 'date', label: 'Commandée le', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        {
          name: 'shipped_at',
          type: 'date',
          label: 'Expédiée le',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Vide : la date du passage au statut « Expédiée ».' },
        },
        {
          name: 'delivery_note_number',
          type: 'text',
          label: 'N° de bon de livraison',
          maxLength: 40,
          admin: { description: 'Vide : BL-{année}-{n° de commande}.' },
        },
      ],
    },
    {
      // partial deliveries: without any, an order marked « Expédiée » is one shipment of every line (the fields above)
      name: 'shipments',
      type: 'array',
      label: 'Expéditions',
      labels: { singular: 'Expédition', plural: 'Expéditions' },
      admin: {
        description:
          'Une ligne par colis ou palette parti, avec ses articles et quantités. Vide : une commande « Expédiée » forme une seule expédition de toutes ses lignes.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'number',
              type: 'text',
              label: 'N° de bon de livraison',
              maxLength: 40,
              admin: { description: 'Vide : BL-{année}-{n° de commande}-{rang}.' },
            },
            { name: 'shipped_at', type: 'date', label: 'Expédiée le', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'delivered_at', type: 'date', label: 'Livrée le', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'carrier', type: 'text', label: 'Transporteur', maxLength: 80 },
            { name: 'tracking_number', type: 'text', label: 'N° de suivi', maxLength: 80 },
            { name: 'tracking_url', type: 'text', label: 'Lien de suivi (https)', maxLength: 500, validate: httpsLink },
          ],
        },
        {
          name: 'lines',
          type: 'array',
          label: 'Articles expédiés',
          minRows: 1,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'product', type: 'relationship', relationTo: 'produits', required: true, label: 'Produit' },
                { name: 'quantity', type: 'number', label: 'Quantité', required: true, min: 0.01 },
              ],
            },
          ],
        },
      ],
    },
    {
      // the invoice's payments received (issue 35): its balance is its total TTC less these; a card payment is recorded
      // when the order is placed
      name: 'payments',
      type: 'array',
      label: 'Règlements reçus',
      labels: { singular: 'Règlement', plural: 'Règlements' },
      admin: { description: 'Les paiements reçus pour la facture de la commande (montants TTC).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'paid_at', type: 'date', label: 'Reçu le', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'amount', type: 'number', label: 'Montant TTC (€)', required: true, min: 0.01 },
            {
              name: 'method',
              type: 'select',
              label: 'Moyen',
              required: true,
              defaultValue: 'transfer',
              options: [
                { label: 'Virement', value: 'transfer' },
                { label: 'Carte bancaire', value: 'card' },
                { label: 'Chèque', value: 'cheque' },
                { label: 'Prélèvement', value: 'direct_debit' },
              ],
            },
          ],
        },
      ],
    },
    { name: 'lines', type: 'join', label: 'Lignes', collection: 'erp-order-lines', on: 'order' },
  ],
}

/** One product of one order. The unique (order, product) index makes a duplicated line impossible, even under races. */
export const ErpOrderLines: CollectionConfig = {
  slug: 'erp-order-lines',
  labels: { singular: 'Ligne de commande ERP', plural: 'Lignes de commande ERP' },
  admin: { group: GROUP, defaultColumns: ['order', 'product', 'quantity', 'unit_price_ht', 'amount_ht'] },
  access: editorsOnlyCollection,
  indexes: [{ fields: ['order', 'product'], unique: true }],
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'erp-orders', required: true, index: true, label: 'Commande' },
    { name: 'product', type: 'relationship', relationTo: 'produits', required: true, index: true, label: 'Produit' },
    {
      type: 'row',
      fields: [
        { name: 'quantity', type: 'number', label: 'Quantité', required: true, min: 0.01 },
        { name: 'unit_price_ht', type: 'number', label: 'Prix unitaire H.T (€)', required: true, min: 0 },
        { name: 'amount_ht', type: 'number', label: 'Montant H.T (€)', required: true, min: 0 },
      ],
    },
    {
      name: 'expected_at',
      type: 'date',
      label: 'Reste prévu le',
      admin: { description: 'En attente de réapprovisionnement : la date prévue d’expédition de ce qui n’est pas encore parti.' },
    },
  ],
}

const exactlyOneHolder: Validate = (_value, { siblingData }) => {
  const data = siblingData as { client?: unknown; societe?: unknown }
  const count = [data.client, data.societe].filter((v) => v !== null && v !== undefined && v !== '').length
  return count === 1 || 'Choisissez un client OU une société (un seul des deux).'
}

/**
 * Customer prices: a price for one product, for one buyer (`client`) or for every buyer of a company (`societe`),
 * with an optional promotion. Without a row the product's own `prix` applies (see src/server/erp/pricing.ts).
 */
export const ErpPrices: CollectionConfig = {
  slug: 'erp-prices',
  labels: { singular: 'Tarif client', plural: 'Tarifs clients' },
  admin: {
    group: GROUP,
    defaultColumns: ['product', 'client', 'societe', 'base_ht', 'promotion'],
    description: 'Un tarif de client prime sur celui de sa société, qui prime sur le prix catalogue du produit.',
  },
  access: editorsOnlyCollection,
  indexes: [
    { fields: ['client', 'product'], unique: true },
    { fields: ['societe', 'product'], unique: true },
  ],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'client', type: 'relationship', relationTo: 'clients', index: true, validate: exactlyOneHolder },
        { name: 'societe', type: 'relationship', relationTo: 'societes', index: true, validate: exactlyOneHolder },
      ],
    },
    { name: 'product', type: 'relationship', relationTo: 'produits', required: true, index: true, label: 'Produit' },
    { name: 'base_ht', type: 'number', label: 'Prix de base H.T (€)', required: true, min: 0 },
    {
      name: 'promotion',
      type: 'group',
      label: 'Promotion',
      admin: { description: 'Vide : pas de promotion. Hors de ses dates, la promotion ne s’applique pas.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'mode',
              type: 'select',
              label: 'Type',
              options: [
                { label: 'Remise en pourcentage', value: 'percentage' },
                { label: 'Prix net fixe H.T', value: 'fixed_price' },
              ],
            },
            { name: 'value', type: 'number', label: 'Valeur (% ou €)', min: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'starts_at', type: 'date', label: 'Début' },
            { name: 'ends_at', type: 'date', label: 'Fin' },
          ],
        },
      ],
    },
  ],
}

/** Live stock of one product in one depot. Without a row the product's own `stock` entries apply. */
export const ErpStocks: CollectionConfig = {
  slug: 'erp-stocks',
  labels: { singular: 'Stock ERP', plural: 'Stocks ERP' },
  admin: { group: GROUP, defaultColumns: ['product', 'depot', 'quantity', 'updatedAt'] },
  access: editorsOnlyCollection,
  indexes: [{ fields: ['product', 'depot'], unique: true }],
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'produits', required: true, index: true, label: 'Produit' },
    { name: 'depot', type: 'text', label: 'Dépôt', required: true },
    { name: 'quantity', type: 'number', label: 'Quantité', required: true, defaultValue: 0 },
  ],
}

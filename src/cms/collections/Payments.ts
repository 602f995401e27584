import type { CollectionConfig } from 'payload'

import { editorsOnly } from '../access'

const never = () => false

/**
 * Card payments: one record per Stripe PaymentIntent, written by the shop's server only
 * (src/server/payments/). Editors read them and may correct a status; nobody creates or deletes one through the CMS API,
 * and buyers never reach them there (this API is public): the cart page learns a payment's state from
 * GET /api/payments/status, for its own payments only.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Paiement par carte', plural: 'Paiements par carte' },
  admin: {
    group: 'Comptes',
    useAsTitle: 'intent_id',
    defaultColumns: ['intent_id', 'client', 'order_id', 'amount', 'status', 'updatedAt'],
  },
  access: { read: editorsOnly, update: editorsOnly, create: never, delete: never },
  fields: [
    { name: 'intent_id', type: 'text', required: true, unique: true, label: 'PaymentIntent Stripe' },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true, label: 'Client' },
    { name: 'order_id', type: 'text', required: true, index: true, label: 'Commande ERP' },
    { name: 'amount', type: 'number', required: true, label: 'Montant TTC (centimes)' },
    { name: 'amount_ht', type: 'number', required: true, label: 'Montant H.T (€)' },
    { name: 'amount_tva', type: 'number', required: true, label: 'TVA (€)' },
    { name: 'currency', type: 'text', required: true, defaultValue: 'eur', label: 'Devise' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: 'Statut',
      options: [
        { label: 'En attente', value: 'pending' },
        { label: 'Payé, commande passée', value: 'succeeded' },
        { label: 'Refusé', value: 'failed' },
        { label: 'Montant différent (non commandé)', value: 'amount_mismatch' },
        { label: 'Payé, commande refusée par l’ERP', value: 'checkout_failed' },
        { label: 'Remboursé en partie', value: 'partially_refunded' },
        { label: 'Remboursé', value: 'refunded' },
      ],
    },
    {
      name: 'delivery_address',
      type: 'group',
      label: 'Adresse de livraison',
      fields: [
        { name: 'name', type: 'text', required: true, label: 'Destinataire' },
        { name: 'street', type: 'text', required: true, label: 'Adresse' },
        { name: 'postal_code', type: 'text', required: true, label: 'Code postal' },
        { name: 'city', type: 'text', required: true, label: 'Ville' },
        { name: 'country', type: 'select', required: true, options: ['FR', 'BE'], label: 'Pays' },
      ],
    },
    { name: 'po_reference', type: 'text', label: 'Référence de commande de l’acheteur' },
    { name: 'cost_centre', type: 'text', label: 'Centre de coût' },
    { name: 'refunded_amount', type: 'number', defaultValue: 0, label: 'Montant remboursé (centimes)' },
    { name: 'failure_message', type: 'text', label: 'Motif du refus' },
    { name: 'placed_at', type: 'date', label: 'Commande passée le' },
  ],
}

/**
 * Stripe events already handled (each `event.id` processed once). The unique id is inserted before the
 * event is acted on, so two instances receiving the same delivery agree in the database. Internal: hidden from the
 * admin and from the CMS API.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Événement Stripe', plural: 'Événements Stripe' },
  admin: { hidden: true },
  access: { create: never, read: never, update: never, delete: never },
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
}

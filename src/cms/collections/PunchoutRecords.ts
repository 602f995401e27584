import type { CollectionConfig } from 'payload'

import { editorsOnly } from '../access'

const readOnly = { read: editorsOnly, create: () => false, update: () => false, delete: editorsOnly }

/**
 * Punch-out sessions opened by a PunchOutSetupRequest or an OCI call: the start URL's token (SHA-256 only: the token itself
 * is never stored), its expiry and first use (single use), and what the cart return needs — the buyer's cookie, the
 * post-back URL and the operation. Written by the punch-out routes only (local API); editors read them.
 */
export const PunchoutSessions: CollectionConfig = {
  slug: 'punchout-sessions',
  labels: { singular: 'Session punch-out', plural: 'Sessions punch-out' },
  admin: { group: 'Comptes', useAsTitle: 'buyer_cookie', defaultColumns: ['buyer', 'operation', 'user_email', 'expires_at', 'used_at'] },
  access: readOnly,
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'buyer', type: 'relationship', relationTo: 'punchout-buyers', required: true, label: 'Acheteur' },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, label: 'Compte client' },
    {
      name: 'dialect',
      type: 'select',
      required: true,
      defaultValue: 'cxml',
      label: 'Protocole',
      options: [
        { label: 'cXML (Coupa)', value: 'cxml' },
        { label: 'OCI (SAP)', value: 'oci' },
      ],
    },
    { name: 'buyer_cookie', type: 'text', label: 'BuyerCookie (cXML)' },
    { name: 'browser_form_post', type: 'text', required: true, label: 'Adresse de retour (BrowserFormPost / HOOK_URL)' },
    { name: 'oci_target', type: 'text', label: 'Cadre de retour OCI (~TARGET)' },
    {
      name: 'operation',
      type: 'select',
      required: true,
      options: [
        { label: 'Création', value: 'create' },
        { label: 'Modification', value: 'edit' },
        { label: 'Consultation', value: 'inspect' },
      ],
    },
    { name: 'user_email', type: 'text', label: 'E-mail de l’utilisateur' },
    { name: 'user_name', type: 'text', label: 'Nom de l’utilisateur' },
    { name: 'items', type: 'json', label: 'Lignes reçues (ItemOut)' },
    { name: 'dropped_lines', type: 'json', label: 'Lignes non reprises dans le panier (produit inconnu ou quantité refusée)' },
    {
      name: 'expires_at',
      type: 'date',
      required: true,
      label: 'Lien valable jusqu’au',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'used_at', type: 'date', label: 'Lien utilisé le', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

/**
 * Purchase orders received over cXML (OrderRequest): one row per buyer and orderID (`key` unique), so a repeated
 * OrderRequest (Coupa retries) is answered again without creating the order twice.
 */
export const PunchoutOrders: CollectionConfig = {
  slug: 'punchout-orders',
  labels: { singular: 'Commande punch-out', plural: 'Commandes punch-out' },
  admin: {
    group: 'Comptes',
    useAsTitle: 'order_id',
    defaultColumns: ['order_id', 'buyer', 'erp_order_id', 'price_difference', 'createdAt'],
  },
  access: readOnly,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'buyer', type: 'relationship', relationTo: 'punchout-buyers', required: true, label: 'Acheteur' },
    { name: 'order_id', type: 'text', required: true, label: 'N° de commande de l’acheteur (orderID)' },
    { name: 'erp_order_id', type: 'text', label: 'Commande ERP' },
    { name: 'payload_id', type: 'text', label: 'payloadID' },
    {
      name: 'price_difference',
      type: 'checkbox',
      label: 'Écart de prix',
      defaultValue: false,
      index: true,
      admin: {
        description:
          'Le bon de commande fixe au moins un prix unitaire différent du prix de la boutique : la commande garde les prix du bon.',
      },
    },
    {
      name: 'price_differences',
      type: 'json',
      label: 'Écarts de prix (référence, quantité, prix du bon H.T, prix boutique H.T)',
      admin: { condition: (data) => Boolean(data?.price_difference) },
    },
  ],
}

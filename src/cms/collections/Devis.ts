import type { CollectionConfig } from 'payload'

import { QUOTE_STATUSES } from '@/lib/quotes/states'

import { companyRowsOrEditor, editorsOnly, editorsOnlyField } from '../access'
import { quoteHooks } from '../hooks/quotes'

const readOnly = { readOnly: true } as const
const editorsOnlyRead = { read: editorsOnlyField } as const

/**
 * Quotes (« devis ») asked from the cart (POST /api/quotes, the cart's lines at that moment). An editor answers in the
 * admin: a unit price per line, a validity date, a message, then « Envoyé » and save — the buyer is mailed a link to
 * /mon-compte/devis, where any buyer of the company accepts it (it becomes their cart at the quoted prices) or declines
 * it. Buyers read their company's quotes through the CMS API too (the internal note excepted); nobody creates, changes
 * or deletes one through it but editors (the buyers' actions go through /api/quotes). The state rules are
 * src/lib/quotes/states.ts; the hooks refuse an editor's move they do not allow.
 */
export const Devis: CollectionConfig = {
  slug: 'devis',
  labels: { singular: 'Devis', plural: 'Devis' },
  typescript: { interface: 'Devis' },
  admin: {
    group: 'Ventes',
    useAsTitle: 'numero',
    defaultColumns: ['numero', 'societe', 'client', 'statut', 'valide_jusqu_au', 'createdAt'],
    description:
      'Demandes de devis des clients, depuis leur panier. Répondre : un prix unitaire par ligne, une date de validité, un message si besoin, puis statut « Envoyé » et enregistrer : le client reçoit un e-mail avec le lien du devis.',
  },
  defaultSort: '-createdAt',
  access: { read: companyRowsOrEditor, create: () => false, update: editorsOnly, delete: editorsOnly },
  hooks: quoteHooks,
  fields: [
    { name: 'numero', type: 'text', label: 'Numéro', index: true, admin: readOnly },
    {
      name: 'statut',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'demande',
      options: QUOTE_STATUSES.map((s) => ({ label: s.label, value: s.value })),
      index: true,
      admin: {
        position: 'sidebar',
        description:
          '« Envoyé » : prix et date remplis, le client est prévenu par e-mail. « Refusé » : réponse au client avec votre message. « Accepté » vient du client.',
      },
    },
    {
      name: 'valide_jusqu_au',
      type: 'date',
      label: 'Valable jusqu’au',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'reponse',
      type: 'textarea',
      label: 'Message au client',
      admin: { position: 'sidebar', description: 'Joint à l’e-mail et affiché avec le devis (conditions, délais, motif d’un refus).' },
    },
    {
      name: 'note_interne',
      type: 'textarea',
      label: 'Note interne',
      access: editorsOnlyRead,
      admin: { position: 'sidebar', description: 'Pour l’équipe seulement : jamais montrée au client.' },
    },
    { name: 'societe', type: 'relationship', relationTo: 'societes', label: 'Société', index: true, admin: readOnly },
    { name: 'client', type: 'relationship', relationTo: 'clients', label: 'Demandé par', index: true, admin: readOnly },
    { name: 'message', type: 'textarea', label: 'Message du client', admin: readOnly },
    {
      name: 'lignes',
      type: 'array',
      label: 'Lignes',
      labels: { singular: 'Ligne', plural: 'Lignes' },
      admin: { description: 'Les lignes du panier du client au moment de la demande : seuls les prix du devis se saisissent.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'produit', type: 'relationship', relationTo: 'produits', label: 'Produit', required: true, admin: readOnly },
            { name: 'reference', type: 'text', label: 'Référence', admin: readOnly },
            { name: 'titre', type: 'text', label: 'Désignation', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'quantite', type: 'number', label: 'Quantité', required: true, admin: readOnly },
            { name: 'prix_boutique_ht', type: 'number', label: 'Prix boutique H.T à la demande (€)', admin: readOnly },
            { name: 'prix_unitaire_ht', type: 'number', label: 'Prix unitaire du devis (€ H.T)', min: 0, admin: { step: 0.01 } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Suivi',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'envoye_le', type: 'date', label: 'Envoyé le', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'accepte_le', type: 'date', label: 'Accepté le', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'refuse_le', type: 'date', label: 'Refusé le', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'accepte_par', type: 'relationship', relationTo: 'clients', label: 'Accepté par', index: true, admin: readOnly },
            { name: 'commande', type: 'text', label: 'Commande passée (ERP)', admin: readOnly },
            { name: 'commande_le', type: 'date', label: 'Commandé le', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        { name: 'traite_par', type: 'relationship', relationTo: 'editors', label: 'Traité par', access: editorsOnlyRead, admin: readOnly },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { companyIfApproverElseOwn, editorsOnly } from '../access'
import { countryOptions } from '../fields/country'

const never = () => false

const readOnly = { readOnly: true } as const

/**
 * Orders above a buyer's spending limit: the cart's lines and totals as they were asked for, waiting for an approver
 * of the company (« En attente d'approbation »), then approved (the order is placed in the ERP, its number kept here)
 * or refused with the approver's comment. Written by the shop only; editors read and follow them in the admin.
 */
export const Approbations: CollectionConfig = {
  slug: 'approbations',
  labels: { singular: 'Demande d’approbation', plural: 'Demandes d’approbation' },
  admin: {
    group: 'Comptes',
    defaultColumns: ['id', 'client', 'societe', 'statut', 'total_ht', 'centre_de_cout', 'createdAt'],
    description:
      'Commandes au-delà du plafond d’un acheteur : elles attendent un approbateur de la société, qui décide depuis son espace (Mon compte › Approbations). Lecture seule ici.',
  },
  // written by the shop's server only (src/server/approvals), which places an approved order exactly once
  access: { read: companyIfApproverElseOwn, create: never, update: never, delete: editorsOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true, label: 'Acheteur', admin: readOnly },
        { name: 'societe', type: 'relationship', relationTo: 'societes', required: true, index: true, label: 'Société', admin: readOnly },
      ],
    },
    {
      name: 'statut',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'en_attente',
      index: true,
      options: [
        { label: 'En attente d’approbation', value: 'en_attente' },
        { label: 'Approuvée (commande passée)', value: 'approuvee' },
        { label: 'Refusée', value: 'refusee' },
      ],
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'montant_ht', type: 'number', label: 'Articles H.T (€)', required: true, admin: readOnly },
        { name: 'livraison_ht', type: 'number', label: 'Livraison H.T (€)', required: true, admin: readOnly },
        { name: 'total_ht', type: 'number', label: 'Total H.T (€)', required: true, admin: readOnly },
      ],
    },
    {
      name: 'lignes',
      type: 'array',
      label: 'Lignes',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'produit', type: 'relationship', relationTo: 'produits', required: true, label: 'Produit' },
            { name: 'quantite', type: 'number', required: true, label: 'Quantité' },
            { name: 'prix_unitaire_ht', type: 'number', required: true, label: 'Prix unitaire H.T (€)' },
            { name: 'montant_ht', type: 'number', required: true, label: 'Montant H.T (€)' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'centre_de_cout', type: 'text', label: 'Centre de coût (code)', admin: readOnly },
        { name: 'centre_de_cout_libelle', type: 'text', label: 'Centre de coût (libellé)', admin: readOnly },
        { name: 'reference_commande', type: 'text', label: 'Référence de commande de l’acheteur', admin: readOnly },
      ],
    },
    {
      name: 'adresse_livraison',
      type: 'group',
      label: 'Adresse de livraison',
      admin: readOnly,
      fields: [
        { name: 'name', type: 'text', required: true, label: 'Destinataire' },
        { name: 'street', type: 'text', required: true, label: 'Adresse' },
        {
          type: 'row',
          fields: [
            { name: 'postal_code', type: 'text', required: true, label: 'Code postal' },
            { name: 'city', type: 'text', required: true, label: 'Ville' },
            { name: 'country', type: 'select', required: true, options: countryOptions, label: 'Pays' },
          ],
        },
      ],
    },
    {
      name: 'plafonds',
      type: 'group',
      label: 'Plafonds au moment de la demande',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'par_commande_ht', type: 'number', label: 'Par commande (€ H.T)' },
            { name: 'mensuel_ht', type: 'number', label: 'Mensuel (€ H.T)' },
            { name: 'depense_mois_ht', type: 'number', label: 'Déjà commandé ce mois-ci (€ H.T)' },
          ],
        },
        {
          name: 'depasses',
          type: 'select',
          hasMany: true,
          label: 'Plafonds dépassés',
          options: [
            { label: 'Par commande', value: 'par_commande' },
            { label: 'Mensuel', value: 'mensuel' },
          ],
        },
      ],
    },
    { name: 'commentaire', type: 'textarea', label: 'Commentaire de l’approbateur', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'decide_par', type: 'relationship', relationTo: 'clients', label: 'Décidée par', admin: readOnly },
        { name: 'decide_le', type: 'date', label: 'Décidée le', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'commande', type: 'text', label: 'Commande passée (ERP)', index: true, admin: readOnly },
      ],
    },
    {
      // a refused order's lines put back in the buyer's cart (once), to correct it and ask again
      name: 'remise_au_panier_le',
      type: 'date',
      label: 'Remise dans le panier le',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

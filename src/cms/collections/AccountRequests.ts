import type { CollectionConfig } from 'payload'

import { accountRequestHooks } from '../hooks/accountRequests'
import { editorsOnly } from '../access'
import { countryOptions } from '../fields/country'

const ACCOUNT_REQUEST_STATUSES = [
  { label: 'En attente', value: 'en_attente' },
  { label: 'Approuvée', value: 'approuvee' },
  { label: 'Refusée', value: 'refusee' },
] as const

const readOnly = { readOnly: true } as const

/**
 * Account requests from /creer-un-compte. Written only by POST /api/account-requests (local API). An editor
 * reads a pending request, sets the account type, credit limit and, if the buyer's company is already known, the
 * existing company, then sets the status to « Approuvée » and saves: the client is created or reactivated and mailed
 * a link to choose their password. « Refusée » mails a polite answer. A processed request no longer changes status.
 */
export const AccountRequests: CollectionConfig = {
  slug: 'account-requests',
  labels: { singular: 'Demande de compte', plural: 'Demandes de compte' },
  admin: {
    group: 'Comptes',
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastname', 'company', 'country', 'vat_status', 'status', 'createdAt'],
    description: 'Demandes d’ouverture de compte. Approuver : régler le type et le plafond, puis statut « Approuvée » et enregistrer.',
  },
  access: { create: () => false, read: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: accountRequestHooks,
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'en_attente',
      options: [...ACCOUNT_REQUEST_STATUSES],
      index: true,
      admin: { position: 'sidebar', description: '« Approuvée » crée ou réactive le compte et envoie le lien de mot de passe.' },
    },
    {
      name: 'dimasys_type',
      type: 'number',
      label: 'Type de compte à créer',
      required: true,
      defaultValue: 1,
      min: 1,
      admin: {
        position: 'sidebar',
        step: 1,
        description: 'Type 1 : sans indicateur de crédit. Autres types : encours / plafond affichés.',
      },
    },
    {
      name: 'dimasys_credit_limit',
      type: 'number',
      label: 'Plafond de crédit (€)',
      required: true,
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar' },
    },
    {
      name: 'societe',
      type: 'relationship',
      relationTo: 'societes',
      label: 'Société existante',
      admin: {
        position: 'sidebar',
        description: 'Prérempli si le numéro client est connu. Vide : une société est créée avec les informations de la demande.',
      },
    },
    {
      name: 'refusal_reason',
      type: 'textarea',
      label: 'Motif du refus (facultatif)',
      admin: { position: 'sidebar', description: 'Ajouté au courriel de refus envoyé au demandeur.' },
    },
    { name: 'client', type: 'relationship', relationTo: 'clients', label: 'Compte client', admin: { position: 'sidebar', ...readOnly } },
    {
      name: 'processed_at',
      type: 'date',
      label: 'Traitée le',
      admin: { position: 'sidebar', ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'processed_by',
      type: 'relationship',
      relationTo: 'editors',
      label: 'Traitée par',
      admin: { position: 'sidebar', ...readOnly },
    },
    {
      type: 'row',
      fields: [
        { name: 'is_new_client', type: 'checkbox', label: 'Nouveau client', admin: readOnly },
        { name: 'is_company', type: 'checkbox', label: 'Entreprise', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'civility', type: 'text', label: 'Civilité', admin: readOnly },
        { name: 'firstname', type: 'text', label: 'Prénom', required: true, admin: readOnly },
        { name: 'lastname', type: 'text', label: 'Nom', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'E-mail', required: true, index: true, admin: readOnly },
        { name: 'phone', type: 'text', label: 'Téléphone', admin: readOnly },
      ],
    },
    { name: 'company', type: 'text', label: 'Raison sociale', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'client_number', type: 'text', label: 'Numéro client indiqué', admin: readOnly },
        { name: 'siret', type: 'text', label: 'SIRET', admin: readOnly },
        { name: 'vat', type: 'text', label: 'N° TVA', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vat_status',
          type: 'select',
          label: 'Contrôle TVA',
          options: [
            { label: 'Valide', value: 'valide' },
            { label: 'Invalide', value: 'invalide' },
            { label: 'À vérifier', value: 'a_verifier' },
          ],
          admin: { ...readOnly, description: '« À vérifier » : le service VIES n’a pas répondu, vérifier le numéro avant d’approuver.' },
        },
        {
          name: 'vat_source',
          type: 'select',
          label: 'Contrôlé par',
          options: [
            { label: 'Somme de contrôle', value: 'checksum' },
            { label: 'VIES', value: 'vies' },
          ],
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'vat_name', type: 'text', label: 'Nom selon VIES', admin: readOnly },
        { name: 'vat_address', type: 'text', label: 'Adresse selon VIES', admin: readOnly },
        { name: 'vat_detail', type: 'text', label: 'Réponse VIES', admin: readOnly },
      ],
    },
    { name: 'street', type: 'text', label: 'Adresse', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'postal_code', type: 'text', label: 'Code postal', admin: readOnly },
        { name: 'city', type: 'text', label: 'Ville', admin: readOnly },
        {
          name: 'country',
          type: 'select',
          label: 'Pays',
          options: countryOptions,
          admin: readOnly,
        },
      ],
    },
    { name: 'note', type: 'textarea', label: 'Message du demandeur', admin: readOnly },
    {
      name: 'consent_at',
      type: 'date',
      label: 'Conditions acceptées le',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { clientAfterLogin, clientBeforeLogin, clientBeforeOperation } from '@/server/session/clientAccountHooks'
import { passwordPageUrl, RESET_LINK_TTL_MS } from '@/server/session/passwordReset'
import { passwordLinkMail } from '@/server/mail/templates'
import { publicEnv } from '@/lib/publicEnv'

import { editorsOnly, editorsOnlyField, isEditorUser, ownCompanyOrEditor, selfOrEditor } from '../access'
import { guardClientDelete } from '../hooks/deleteGuards'
import { syncPreparerRowOfClient, syncRoleOfPreparerRow, syncRoleOfRemovedRow } from '../hooks/companyRoles'
import { countryOptions } from '../fields/country'
import { limitField, roleField, uniqueCostCentreCodes } from '../fields/companyRoles'

/** Payload's own forgot-password mail (REST /cms/api/clients/forgot-password) links to the shop's page, in French. */
const resetMail = (token: string, user: unknown) =>
  passwordLinkMail({
    purpose: 'reset',
    url: passwordPageUrl(token),
    firstname: (user as { firstname?: string | null } | undefined)?.firstname,
    validForHours: RESET_LINK_TTL_MS / 3_600_000,
  })

/**
 * Session cookie attributes of every account collection: SameSite=Lax, and Secure in production except when the shop is
 * explicitly served over plain http (local e2e on 127.0.0.1).
 */
const sessionCookies = {
  sameSite: 'Lax',
  secure: process.env.NODE_ENV === 'production' && !publicEnv.NEXT_PUBLIC_APP_URL?.startsWith('http://'),
} as const

/** Admin users. A separate auth collection from the storefront's clients. */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Éditeur', plural: 'Éditeurs' },
  admin: { group: 'Comptes', useAsTitle: 'email' },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000, cookies: sessionCookies },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly, admin: ({ req }) => isEditorUser(req.user) },
  fields: [{ name: 'name', type: 'text', label: 'Nom' }],
}

/** Storefront buyers (spec §3 Client session). They read only themselves; editors manage them. */
export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: { singular: 'Client', plural: 'Clients' },
  admin: { group: 'Comptes', useAsTitle: 'email', defaultColumns: ['email', 'lastname', 'societe', 'role', 'dimasys_type'] },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    // no hard lock that anyone knowing an address could trigger: failures slow the account down instead (loginThrottle)
    maxLoginAttempts: 0,
    cookies: sessionCookies,
    forgotPassword: {
      generateEmailSubject: () => resetMail('', undefined).subject,
      generateEmailHTML: (args) => resetMail(args?.token ?? '', args?.user).html,
    },
  },
  access: {
    read: selfOrEditor,
    create: editorsOnly,
    update: editorsOnly,
    delete: editorsOnly,
    admin: () => false,
  },
  hooks: {
    // deactivated accounts get no session, one password rule, per-account login brake (src/server/session/clientAccountHooks.ts)
    beforeOperation: [clientBeforeOperation],
    beforeLogin: [clientBeforeLogin],
    afterLogin: [clientAfterLogin],
    // a client with orders is deactivated, not deleted
    beforeDelete: [guardClientDelete],
    // the préparateur role and the company's list of preparers move together
    afterChange: [syncPreparerRowOfClient],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstname', type: 'text', label: 'Prénom' },
        { name: 'lastname', type: 'text', label: 'Nom' },
      ],
    },
    { name: 'societe', type: 'relationship', relationTo: 'societes', index: true, access: { update: editorsOnlyField } },
    roleField,
    {
      type: 'row',
      fields: [
        limitField(
          'plafond_commande_ht',
          'Plafond par commande (€ H.T)',
          'Au-delà, la commande attend un approbateur de la société. Vide : sans plafond.',
        ),
        limitField(
          'plafond_mensuel_ht',
          'Plafond mensuel (€ H.T)',
          'Commandes passées dans le mois civil, livraison comprise. Au-delà, la commande attend un approbateur. Vide : sans plafond.',
        ),
      ],
    },
    {
      name: 'last_dimasys_order',
      type: 'text',
      label: 'Commande en cours (ERP)',
      access: { update: editorsOnlyField },
    },
    {
      name: 'dimasys_type',
      type: 'number',
      label: 'Type de compte',
      admin: { description: 'Type 1 : sans indicateur de crédit. Autres types : indicateur encours / plafond.' },
      access: { update: editorsOnlyField },
    },
    {
      name: 'dimasys_credit_limit',
      type: 'number',
      label: 'Plafond de crédit (€)',
      min: 0,
      access: { update: editorsOnlyField },
    },
    {
      // mirrors the ERP's outstanding credit: the mobile menu shows it against the limit (spec §2 Mobile menu)
      name: 'dimasys_credit_used',
      type: 'number',
      label: 'Encours utilisé (ERP)',
      min: 0,
      defaultValue: 0,
      access: { update: editorsOnlyField },
    },
    { name: 'coupa', type: 'checkbox', label: 'Compte Coupa (punch-out)', defaultValue: false, access: { update: editorsOnlyField } },
    {
      name: 'compte_desactive',
      type: 'checkbox',
      label: 'Compte désactivé',
      defaultValue: false,
      access: { update: editorsOnlyField },
    },
  ],
}

export const Societes: CollectionConfig = {
  slug: 'societes',
  labels: { singular: 'Société', plural: 'Sociétés' },
  admin: { group: 'Comptes', useAsTitle: 'raison_sociale' },
  access: { read: ownCompanyOrEditor('id'), create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    { name: 'raison_sociale', type: 'text', required: true },
    { name: 'numero_client', type: 'text', label: 'Numéro client ERP', index: true },
    {
      type: 'row',
      fields: [
        { name: 'siret', type: 'text' },
        { name: 'tva', type: 'text', label: 'N° TVA' },
      ],
    },
    {
      name: 'adresse',
      type: 'group',
      fields: [
        { name: 'rue', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'code_postal', type: 'text' },
            { name: 'ville', type: 'text' },
          ],
        },
        {
          name: 'pays',
          type: 'select',
          options: countryOptions,
          defaultValue: 'FR',
        },
      ],
    },
    { name: 'telephone', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'format_facture',
          type: 'select',
          label: 'Facture électronique',
          defaultValue: 'factur-x',
          options: [
            { label: 'Factur-X (PDF avec XML CII)', value: 'factur-x' },
            { label: 'UBL 2.1 (Peppol BIS Billing 3.0)', value: 'ubl' },
          ],
          admin: { description: 'Le format que le système de la société attend : joint au mail de facture.' },
        },
        {
          name: 'adresse_electronique',
          type: 'text',
          label: 'Adresse électronique de facturation',
          maxLength: 100,
          admin: {
            description:
              'L’identifiant de la société sur le réseau de facturation, s’il diffère du SIREN (France) ou du numéro d’entreprise (Belgique), repris sinon.',
          },
        },
      ],
    },
    {
      name: 'centres_de_cout',
      type: 'array',
      label: 'Centres de coût',
      labels: { singular: 'Centre de coût', plural: 'Centres de coût' },
      admin: {
        description: 'Quand la société en a, chaque acheteur en choisit un à chaque commande (obligatoire). Le code part avec la commande.',
        initCollapsed: false,
      },
      validate: uniqueCostCentreCodes,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', label: 'Code', required: true, maxLength: 32 },
            { name: 'libelle', type: 'text', label: 'Libellé', required: true, maxLength: 120 },
          ],
        },
      ],
    },
  ],
}

/** People of a company who prepare carts for its buyers (spec §3: "a list of preparers"). */
export const Preparateurs: CollectionConfig = {
  slug: 'preparateurs',
  labels: { singular: 'Préparateur', plural: 'Préparateurs' },
  admin: {
    group: 'Comptes',
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastname', 'societe'],
    description:
      'Un préparateur avec un compte client a le rôle « Préparateur » : le créer ici ou choisir ce rôle sur le client revient au même.',
  },
  access: { read: ownCompanyOrEditor('societe'), create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [syncRoleOfPreparerRow], afterDelete: [syncRoleOfRemovedRow] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstname', type: 'text', label: 'Prénom' },
        { name: 'lastname', type: 'text', label: 'Nom' },
      ],
    },
    { name: 'email', type: 'email', required: true },
    { name: 'societe', type: 'relationship', relationTo: 'societes', required: true, index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', label: 'Compte acheteur du préparateur' },
    // Set by « Transmettre à l'acheteur », cleared when a buyer takes the cart over
    {
      name: 'panier_transmis_le',
      type: 'date',
      label: 'Panier transmis à l’acheteur le',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

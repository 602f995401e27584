import type { GlobalConfig } from 'payload'

import { anyone, editorsOnly, editorsOrServerField } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Offices, phones, social links and shared business settings (low-stock threshold: spec §9, default 3). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  hooks: { afterChange: revalidateGlobal('site-settings') },
  label: 'Paramètres du site',
  admin: { group: 'Site' },
  access: { read: anyone, update: editorsOnly },
  fields: [
    {
      name: 'offices',
      type: 'array',
      label: 'Agences',
      maxRows: 4,
      fields: [
        { name: 'nom', type: 'text', required: true },
        { name: 'adresse', type: 'textarea', required: true },
        { name: 'telephone', type: 'text', required: true },
      ],
    },
    { name: 'telephone_principal', type: 'text', label: 'Téléphone principal' },
    { name: 'email_contact', type: 'email', label: 'E-mail de contact' },
    {
      // the team's inbox and chat channel for forms (contact, account requests): internal, not on the public API
      type: 'row',
      fields: [
        {
          name: 'email_equipe',
          type: 'email',
          label: 'E-mail de l’équipe commerciale',
          access: { read: editorsOrServerField },
          admin: { description: 'Reçoit les demandes des formulaires. Vide : l’e-mail de contact.' },
        },
        {
          name: 'slack_channel',
          type: 'text',
          label: 'Canal Slack de l’équipe',
          access: { read: editorsOrServerField },
          admin: { description: 'Pour les notifications (avec SLACK_OAUTH_TOKEN). Vide : #ventes.' },
        },
      ],
    },
    {
      name: 'social_links',
      type: 'array',
      label: 'Réseaux sociaux',
      fields: [
        {
          name: 'reseau',
          type: 'select',
          required: true,
          options: [
            { label: 'LinkedIn', value: 'linkedin' },
            { label: 'Facebook', value: 'facebook' },
            { label: 'X (Twitter)', value: 'x' },
            { label: 'YouTube', value: 'youtube' },
          ],
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'blog_url', type: 'text', label: 'Blog externe (Articles)' },
    { name: 'low_stock_threshold', type: 'number', label: 'Seuil de stock faible', defaultValue: 3, min: 0, required: true },
    {
      // delivery cost rule (not in the spec): free at or above the threshold, the flat fee under it (amounts H.T)
      type: 'row',
      fields: [
        {
          name: 'delivery_free_threshold_ht',
          type: 'number',
          label: 'Livraison offerte dès (€ H.T)',
          defaultValue: 300,
          min: 0,
          required: true,
        },
        {
          name: 'delivery_flat_fee_ht',
          type: 'number',
          label: 'Frais de livraison en dessous (€ H.T)',
          defaultValue: 15,
          min: 0,
          required: true,
        },
      ],
    },
    {
      // the seller printed on the invoices and delivery notes the buyers download (src/server/documents/pdf.ts)
      name: 'documents_emetteur',
      type: 'group',
      label: 'Factures et bons de livraison : la boutique',
      admin: { description: 'Coordonnées et mentions imprimées sur les documents que les acheteurs téléchargent.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'raison_sociale', type: 'text', label: 'Raison sociale' },
            { name: 'siret', type: 'text', label: 'SIRET' },
            { name: 'tva', type: 'text', label: 'N° TVA intracommunautaire' },
          ],
        },
        { name: 'adresse', type: 'textarea', label: 'Adresse' },
        { name: 'conditions_paiement', type: 'text', label: 'Conditions de paiement' },
        { name: 'mentions', type: 'textarea', label: 'Mentions légales (capital, RCS, pénalités de retard…)' },
      ],
    },
  ],
}

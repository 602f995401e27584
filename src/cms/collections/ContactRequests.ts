import type { CollectionConfig } from 'payload'

import { editorsOnly } from '../access'

/**
 * Contact requests of the storefront and the embedded CRM default (architecture: CRM "stored in the CMS"):
 * the contact form writes `contact`, the local CRM adapter adds newsletter sign-ups as `newsletter`. Written only by
 * the server (local API, overrideAccess); editors read them and follow them up.
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Demande de contact', plural: 'Demandes de contact' },
  admin: {
    group: 'Formulaires',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'company', 'email', 'kind', 'status', 'createdAt'],
  },
  access: { create: () => false, read: editorsOnly, update: editorsOnly, delete: editorsOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: 'Origine',
      required: true,
      defaultValue: 'contact',
      options: [
        { label: 'Formulaire de contact', value: 'contact' },
        { label: 'Inscription newsletter', value: 'newsletter' },
      ],
      index: true,
    },
    {
      name: 'status',
      type: 'select',
      label: 'Suivi',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'Nouvelle', value: 'new' },
        { label: 'En cours', value: 'in_progress' },
        { label: 'Traitée', value: 'done' },
      ],
    },
    { name: 'subject', type: 'text', label: 'Objet', required: true },
    { name: 'message', type: 'textarea', label: 'Message' },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Nom' },
        { name: 'company', type: 'text', label: 'Société' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'E-mail', required: true, index: true },
        { name: 'phone', type: 'text', label: 'Téléphone' },
      ],
    },
    { name: 'source_path', type: 'text', label: 'Page d’origine', admin: { readOnly: true } },
    {
      name: 'crm_synced_at',
      type: 'date',
      label: 'Envoyé au CRM le',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'crm_id', type: 'text', label: 'Référence CRM', admin: { readOnly: true, position: 'sidebar' } },
  ],
}

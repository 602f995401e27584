import type { CollectionConfig, FieldHook } from 'payload'

import { editorsOnly } from '../access'

/** One address, one record: stored trimmed and lower-cased so the unique index sees `A@x.fr` and `a@x.fr` as one. */
const normaliseEmail: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/**
 * Newsletter sign-ups from the storefront (spec §3 Global sections: newsletter). Written only by POST /api/newsletter
 * (local API, overrideAccess): nobody creates them through the CMS API. Pushed to the CRM later (`crm_synced_at`).
 * Not shown on any page, so no revalidation hook.
 */
export const NewsletterSignups: CollectionConfig = {
  slug: 'newsletter-signups',
  labels: { singular: 'Inscription newsletter', plural: 'Inscriptions newsletter' },
  admin: {
    group: 'Formulaires',
    useAsTitle: 'email',
    defaultColumns: ['email', 'source_path', 'consent_at', 'crm_synced_at', 'createdAt'],
  },
  access: { create: () => false, read: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'Adresse e-mail',
      required: true,
      unique: true,
      hooks: { beforeValidate: [normaliseEmail] },
    },
    { name: 'source_path', type: 'text', label: 'Page d’inscription', admin: { readOnly: true } },
    {
      name: 'consent_at',
      type: 'date',
      label: 'Consentement donné le',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'crm_synced_at',
      type: 'date',
      label: 'Envoyé au CRM le',
      admin: { description: 'Vide tant que l’inscription n’a pas été transmise au CRM.', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

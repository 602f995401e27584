import type { CollectionConfig } from 'payload'

import { editorsOnly } from '../access'

/**
 * The embedded mail default (architecture: mail): every message the shop sends is written to data/outbox/*.eml and
 * listed here, read-only. Written only by the outbox mail adapter (src/server/mail/outbox.ts, overrideAccess).
 */
export const OutboxMails: CollectionConfig = {
  slug: 'outbox-mails',
  labels: { singular: 'E-mail envoyé (boîte locale)', plural: 'E-mails envoyés (boîte locale)' },
  admin: {
    group: 'Formulaires',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    description: 'Sans réglage SMTP, les e-mails sont écrits dans data/outbox/*.eml et listés ici au lieu d’être envoyés.',
  },
  access: { create: () => false, read: editorsOnly, update: () => false, delete: editorsOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'subject', type: 'text', label: 'Objet', required: true },
    { name: 'to', type: 'text', label: 'Destinataire(s)', required: true, index: true },
    { name: 'from', type: 'text', label: 'Expéditeur' },
    { name: 'reply_to', type: 'text', label: 'Répondre à' },
    { name: 'text', type: 'textarea', label: 'Texte' },
    { name: 'file', type: 'text', label: 'Fichier .eml', admin: { description: 'Chemin dans data/outbox/.' } },
    { name: 'message_id', type: 'text', label: 'Message-ID' },
  ],
}

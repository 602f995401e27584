import type { CollectionConfig } from 'payload'

import { editorsOnly } from '../access'

/**
 * The embedded chat-notification default (architecture: chat notification "stored in the CMS"): without
 * SLACK_OAUTH_TOKEN, every notification for the sales team is listed here instead of posted to Slack.
 */
export const ChatNotifications: CollectionConfig = {
  slug: 'chat-notifications',
  labels: { singular: 'Notification équipe', plural: 'Notifications équipe' },
  admin: {
    group: 'Formulaires',
    useAsTitle: 'text',
    defaultColumns: ['text', 'channel', 'createdAt'],
    description: 'Sans jeton Slack, les notifications destinées à l’équipe commerciale sont listées ici.',
  },
  access: { create: () => false, read: editorsOnly, update: () => false, delete: editorsOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'channel', type: 'text', label: 'Canal' },
    { name: 'text', type: 'textarea', label: 'Message', required: true },
    { name: 'link', type: 'text', label: 'Lien' },
  ],
}

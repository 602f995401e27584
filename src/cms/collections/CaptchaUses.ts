import type { CollectionConfig } from 'payload'

/**
 * Captcha challenges already redeemed ("a solved challenge is accepted once"), kept until they expire so that
 * every process of the shop refuses a replay. Internal: hidden from the admin and from the CMS API.
 */
export const CaptchaUses: CollectionConfig = {
  slug: 'captcha-uses',
  labels: { singular: 'Captcha utilisé', plural: 'Captchas utilisés' },
  admin: { hidden: true },
  access: { create: () => false, read: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}

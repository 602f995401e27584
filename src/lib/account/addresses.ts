/**
 * Delivery addresses: the shapes of /api/addresses and the address rules the account page, the
 * checkout and the server share. Delivery is to France or Belgium only, as at checkout (src/lib/cart/messages.ts).
 */
import { z } from 'zod'

import { DELIVERY_FIELD_MESSAGES } from '@/lib/cart/messages'

/** Saved addresses per buyer: more than any real delivery book, few enough to list on one page. */
export const MAX_ADDRESSES = 50

export const DELIVERY_COUNTRIES = ['FR', 'BE'] as const
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number]
export const COUNTRY_LABELS: Record<DeliveryCountry, string> = { FR: 'France', BE: 'Belgique' }

export const ADDRESS_MESSAGES = {
  ...DELIVERY_FIELD_MESSAGES,
  /** French postal codes have 5 digits, Belgian ones 4 (same text as the checkout form's). */
  postalCodeFormat: 'Code postal invalide\u00a0: 5 chiffres en France, 4 en Belgique.',
  invalidDefault: 'La valeur «\u00a0adresse par défaut\u00a0» est invalide.',
  limit: (max: number) => `Vous avez atteint la limite de ${max} adresses. Supprimez-en une pour en ajouter une autre.`,
  notFound: 'Cette adresse est introuvable.',
  exists: 'Cette adresse fait déjà partie de vos adresses.',
  nothingToChange: 'Aucune modification à enregistrer.',
} as const

const M = ADDRESS_MESSAGES

/** A delivery address as the checkout sends it (POST /api/orders `delivery_address`). */
export type DeliveryAddress = { name: string; street: string; postal_code: string; city: string; country: DeliveryCountry }
export type AddressField = keyof DeliveryAddress

/** One of the buyer's saved addresses. */
export type SavedAddress = DeliveryAddress & { id: number; is_default: boolean; last_used_at: string | null; created_at: string }

/** GET /api/addresses: the company's address (from its client record) and the buyer's own, default first then most recently used. */
export type AddressesReply = { code: 'success'; company: DeliveryAddress | null; addresses: SavedAddress[]; max: number }
export type AddressReply = { code: 'success'; address: SavedAddress }

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message)

export const addressFields = {
  name: text(M.name, 120),
  street: text(M.street, 200),
  postal_code: text(M.postal_code, 12),
  city: text(M.city, 100),
  country: z.enum(DELIVERY_COUNTRIES, { error: M.country }),
}

/** The postal code matches its country (spec: delivery in France or Belgium). */
export const postalCodeMatches = (postalCode: string, country: DeliveryCountry): boolean =>
  (country === 'BE' ? /^\d{4}$/ : /^\d{5}$/).test(postalCode)

/** A complete address: every field, and a postal code of its country. */
export const addressSchema = z.object(addressFields).superRefine((value, ctx) => {
  if (!postalCodeMatches(value.postal_code, value.country))
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: M.postalCodeFormat })
})

/**
 * Two addresses are the same delivery point when they differ only by case, accents, spaces or punctuation
 * ("12, Rue de l'Église" = "12 rue de l eglise"): what the de-duplication compares.
 */
export function addressKey(address: DeliveryAddress): string {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  return [address.country, norm(address.postal_code), norm(address.city), norm(address.street), norm(address.name)].join('|')
}

/** One line for a list or a select: "Atelier — 1 rue des Forges, 69007 Lyon (France)". */
export const formatAddress = (a: DeliveryAddress): string =>
  `${a.name} — ${a.street}, ${a.postal_code} ${a.city} (${COUNTRY_LABELS[a.country]})`

/** The first French message of each invalid field, for a form. */
export function addressErrors(form: Record<AddressField, string>): Partial<Record<AddressField, string>> {
  const parsed = addressSchema.safeParse(form)
  if (parsed.success) return {}
  const errors: Partial<Record<AddressField, string>> = {}
  for (const issue of parsed.error.issues) errors[issue.path[0] as AddressField] ??= issue.message
  return errors
}

import { createHmac, timingSafeEqual } from 'node:crypto'

import { OG_IMAGE_PATH } from '@/lib/site-url'

/**
 * Signed Open Graph image addresses. /api/og draws a card only for a title and description the shop itself put in a
 * page's HTML: the page's document signs them (HMAC-SHA256 with a key derived from the CMS secret, as the revalidation,
 * search and punch-out keys are), the route checks the signature before drawing anything. Free text from anyone else
 * is refused at once: no CPU for a title a visitor made up, and a signed address is immutable, so caches keep it.
 */

/** The key of the signatures, derived from the CMS secret (`payload.secret`). */
export const ogImageKey = (cmsSecret: string): string => createHmac('sha256', cmsSecret).update('og-image').digest('hex')

/** Hex characters of a signature: 128 bits. */
const SIGNATURE_LENGTH = 32

/** The signature of a card's text; JSON keeps "a\nb" + "" apart from "a" + "b". */
export const ogImageSignature = (title: string, description: string, key: string): string =>
  createHmac('sha256', key)
    .update(JSON.stringify([title, description]))
    .digest('hex')
    .slice(0, SIGNATURE_LENGTH)

/** Constant-time check of a signature received in the address. */
export function validOgImageSignature(title: string, description: string, signature: string, key: string): boolean {
  if (signature.length !== SIGNATURE_LENGTH || !/^[0-9a-f]+$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(signature), Buffer.from(ogImageSignature(title, description, key)))
}

/**
 * The signed address of a page's card. The shop's own card (its name, no description) is the unsigned `/api/og`:
 * one image, drawn once.
 */
export function signedOgImageUrl(title: string, description: string, key: string, origin: string, siteName: string): string {
  if (title === siteName && !description) return `${origin}${OG_IMAGE_PATH}`
  const params = new URLSearchParams({ title })
  if (description) params.set('description', description)
  params.set('sig', ogImageSignature(title, description, key))
  return `${origin}${OG_IMAGE_PATH}?${params.toString()}`
}

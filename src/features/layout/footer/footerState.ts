import { isUnder, ROUTES } from '@/lib/routes'

/** spec §2 Footer: pages without the contact call to action, which get the reduced footer. */
const REDUCED_EXACT = new Set([ROUTES.contact, ROUTES.accountRequest, '/404', '/500', '/_error'])
const REDUCED_PREFIXES = [ROUTES.account, ROUTES.login]

export function isReducedFooter(pathname: string | null | undefined): boolean {
  const path = ((pathname ?? '').split(/[?#]/)[0] || '/').replace(/\/+$/, '') || '/'
  return REDUCED_EXACT.has(path) || REDUCED_PREFIXES.some((prefix) => isUnder(path, prefix))
}

export type ShareNetwork = { name: string; label: string; share: (url: string) => string }

/** Share links of the footer: three social networks, sharing the page being read. */
export const SHARE_NETWORKS: ShareNetwork[] = [
  { name: 'linkedin', label: 'LinkedIn', share: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  { name: 'facebook', label: 'Facebook', share: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'x', label: 'X', share: (url) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}` },
]

export const COPYRIGHT_YEAR = 2023

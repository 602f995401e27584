/**
 * Link helpers for the rich-text renderer: which hrefs may become a real `<a>`,
 * and the public storefront URL of a document referenced by an internal link.
 */

import { brandPath, cataloguePath, cmsPagePath, expertisePath, productPath, ROUTES, servicePath } from '@/lib/routes'

/** Leading and trailing C0 controls and spaces, which browsers ignore around a URL. */
const EDGE_CONTROL_OR_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g

const SAFE_SCHEME = /^(?:https?|mailto|tel):/i

/**
 * True when `url` may be used as an href: http(s), mailto, tel, or a relative URL starting
 * with `/`, `#` or `?`. Everything else (javascript:, data:, vbscript:, file:, unknown schemes,
 * bare words, empty strings, non-strings) is refused. Being an allowlist, it also refuses schemes
 * obfuscated with mixed case or embedded tabs/newlines/controls (`java\tscript:`, which browsers
 * would run as `javascript:`); surrounding whitespace and C0 controls are ignored, like browsers do.
 */
export function isSafeHref(url: unknown): boolean {
  if (typeof url !== 'string') return false
  const trimmed = url.replace(EDGE_CONTROL_OR_SPACE, '')
  if (trimmed === '') return false
  if (trimmed.startsWith('/') || trimmed.startsWith('#') || trimmed.startsWith('?')) {
    // `/\evil.example` is read as `//evil.example` by browsers: still http(s), so allowed.
    return true
  }
  return SAFE_SCHEME.test(trimmed)
}

/** The href to render for a safe URL: surrounding whitespace and control characters removed. */
export function cleanHref(url: string): string {
  return url.replace(EDGE_CONTROL_OR_SPACE, '')
}

/** Collections whose documents each have their own page, keyed by slug (the builders encode it). */
const DETAIL_ROUTES: Record<string, (slug: string) => string> = {
  pages: cmsPagePath,
  produits: productPath,
  marques: brandPath,
  expertises: (slug) => expertisePath(slug),
  services: servicePath,
  catalogues: (slug) => cataloguePath(slug),
}

/** Collections shown only as a listing page: every document links to the listing. */
const LISTING_ROUTES: Record<string, string> = {
  'case-studies': ROUTES.caseStudies,
  articles: ROUTES.articles,
  evenements: ROUTES.events,
  jobs: ROUTES.jobs,
  faq: ROUTES.faq,
}

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key)

/**
 * Public URL of the document an internal link points to, or null when it cannot be linked:
 * unknown collection, document not populated (only an id), or no usable slug for a collection
 * whose documents have their own page. Listing-only collections (faq has no slug at all) only
 * need the document to be populated.
 */
export function hrefForDoc(relationTo: unknown, doc: unknown): string | null {
  if (typeof relationTo !== 'string') return null
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return null
  if (own(LISTING_ROUTES, relationTo)) return LISTING_ROUTES[relationTo]!
  if (!own(DETAIL_ROUTES, relationTo)) return null
  const slug = (doc as { slug?: unknown }).slug
  if (typeof slug !== 'string' || slug.trim() === '') return null
  return DETAIL_ROUTES[relationTo]!(slug.trim())
}

/**
 * The one registry that maps a CMS change to the storefront paths it affects (STYLE: one place names every
 * revalidation path). Pure: the Payload hooks resolve the slugs a change needs, this decides the paths.
 */

/** Routes without parameters (spec §2 route table), rebuilt when a change touches "every page". */
export const STATIC_ROUTES = [
  '/',
  '/tous-nos-produits',
  '/catalogues',
  '/expertises',
  '/services',
  '/partenaires',
  '/brochures',
  '/a-propos',
  '/evenements',
  '/articles',
  '/case-studies',
  '/jobs',
  '/faq',
  '/cookies',
  '/termes-et-conditions',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/contact',
] as const

/** Static pages that carry the header and footer but stay out of the sitemap (noindex). */
export const UTILITY_ROUTES = ['/se-connecter', '/recherche', '/search'] as const

const SLUG = '[a-z0-9][a-z0-9-]{0,199}'
/** Every path the shop may be asked to rebuild: the static routes and the ISR route templates. */
const SHOP_PATH = new RegExp(
  `^(?:${[...STATIC_ROUTES, ...UTILITY_ROUTES].map((r) => r.replace(/[-/]/g, '\\$&')).join('|')}|/catalogues/produit/${SLUG}|/catalogues/${SLUG}(?:/${SLUG})?|/expertises/${SLUG}|/services/${SLUG}|/partenaires/${SLUG})$`,
)

export const isShopPath = (path: string): boolean => SHOP_PATH.test(path)

/** Marker for changes that affect every page (header menus, footer offices, thresholds). */
export const EVERY_PAGE = '*' as const

export type CategoryRef = { slug: string; catalogueSlug: string | null; parentSlug: string | null }

/** What a hook knows about the changed document (current or previous version), slugs already resolved. */
export type Subject =
  | { kind: 'produits'; slug: string; categories: CategoryRef[]; brand: { slug: string; hasPage: boolean } | null }
  | { kind: 'catalogues'; slug: string }
  | { kind: 'categories'; slug: string; catalogueSlug: string | null; parentSlug: string | null }
  | { kind: 'marques'; slug: string; hasPage: boolean }
  | { kind: 'expertises'; slug: string }
  | { kind: 'solutions'; expertiseSlug: string | null }
  | { kind: 'services'; slug: string; expertiseSlugs: string[] }
  | { kind: 'case-studies'; expertiseSlug: string | null }
  | { kind: 'pages'; slug: string }
  | { kind: 'articles' | 'evenements' | 'brochures' | 'jobs' | 'faq' }
  | { kind: 'accueil' }
  | { kind: 'navigation' | 'site-settings' | 'newsletter' }

const categoryPaths = (c: CategoryRef): string[] =>
  c.catalogueSlug
    ? [
        `/catalogues/${c.catalogueSlug}`,
        `/catalogues/${c.catalogueSlug}/${c.slug}`,
        ...(c.parentSlug ? [`/catalogues/${c.catalogueSlug}/${c.parentSlug}`] : []),
      ]
    : []

/** The paths one version of a document appears on. `EVERY_PAGE` means every page of the shop. */
export function pathsFor(s: Subject): string[] {
  switch (s.kind) {
    case 'produits':
      return [
        `/catalogues/produit/${s.slug}`,
        '/tous-nos-produits',
        '/', // featured products
        ...s.categories.flatMap(categoryPaths),
        ...(s.brand?.hasPage ? [`/partenaires/${s.brand.slug}`] : []),
      ]
    case 'catalogues':
      return ['/catalogues', `/catalogues/${s.slug}`, '/']
    case 'categories':
      return ['/catalogues', ...categoryPaths(s)]
    case 'marques':
      return ['/partenaires', '/', ...(s.hasPage ? [`/partenaires/${s.slug}`] : [])]
    case 'expertises':
      return ['/expertises', `/expertises/${s.slug}`, '/services', '/case-studies', '/']
    case 'solutions':
      return ['/expertises', '/services', ...(s.expertiseSlug ? [`/expertises/${s.expertiseSlug}`] : [])]
    case 'services':
      return ['/services', `/services/${s.slug}`, ...s.expertiseSlugs.map((e) => `/expertises/${e}`)]
    case 'case-studies':
      return ['/case-studies', ...(s.expertiseSlug ? [`/expertises/${s.expertiseSlug}`] : [])]
    case 'pages':
      return [`/${s.slug}`]
    case 'articles':
    case 'evenements':
    case 'brochures':
    case 'jobs':
    case 'faq':
      return [`/${s.kind}`]
    case 'accueil':
      return ['/']
    case 'navigation': // the menus of every page
    case 'site-settings': // footer offices and the low-stock threshold on every card
    case 'newsletter': // the sign-up section of every product page
      return [EVERY_PAGE]
  }
}

/** Paths for a change: the document before and after (a slug change or hiding a product touches both). */
export function pathsForChange(current: Subject | null, previous: Subject | null): string[] {
  const all = [...(current ? pathsFor(current) : []), ...(previous ? pathsFor(previous) : [])]
  if (all.includes(EVERY_PAGE)) return [EVERY_PAGE]
  return [...new Set(all)].filter(isShopPath)
}

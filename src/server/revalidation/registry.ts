/**
 * The one registry that maps a CMS change to the storefront paths it affects (STYLE: one place names every
 * revalidation path). Pure: the Payload hooks resolve the slugs a change needs, this decides the paths.
 */

import {
  brandPath,
  cataloguePath,
  cmsPagePath,
  expertisePath,
  productPath,
  ROUTE_TEMPLATES,
  ROUTES,
  servicePath,
  STATIC_ROUTE_TABLE,
} from '@/lib/routes'

/** Static routes listed in the sitemap, rebuilt when a change touches "every page" (from the route table). */
export const STATIC_ROUTES: readonly string[] = STATIC_ROUTE_TABLE.filter((r) => r.sitemap).map((r) => r.path)

/** Static pages that carry the header and footer but stay out of the sitemap (noindex). */
export const UTILITY_ROUTES: readonly string[] = STATIC_ROUTE_TABLE.filter((r) => r.rebuild && !r.sitemap).map((r) => r.path)

const SLUG = '[a-z0-9][a-z0-9-]{0,199}'
const escape = (text: string): string => text.replace(/[-/]/g, '\\$&')
const templatePattern = (template: string): string =>
  template
    .split('/')
    .map((part) => (/^\[\w+\]$/.test(part) ? SLUG : escape(part)))
    .join('\\/')
/** Every path the shop may be asked to rebuild: the static routes and the ISR route templates, a slug per parameter. */
const SHOP_PATH = new RegExp(
  `^(?:${[...[...STATIC_ROUTES, ...UTILITY_ROUTES].map(escape), ...ROUTE_TEMPLATES.map(templatePattern)].join('|')})$`,
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
        cataloguePath(c.catalogueSlug),
        cataloguePath(c.catalogueSlug, c.slug),
        ...(c.parentSlug ? [cataloguePath(c.catalogueSlug, c.parentSlug)] : []),
      ]
    : []

/** Collections shown only on their listing page. */
const LISTING = {
  articles: ROUTES.articles,
  evenements: ROUTES.events,
  brochures: ROUTES.brochures,
  jobs: ROUTES.jobs,
  faq: ROUTES.faq,
} as const

/** The paths one version of a document appears on. `EVERY_PAGE` means every page of the shop. */
export function pathsFor(s: Subject): string[] {
  switch (s.kind) {
    case 'produits':
      return [
        productPath(s.slug),
        ROUTES.allProducts,
        ROUTES.home, // featured products
        ...s.categories.flatMap(categoryPaths),
        ...(s.brand?.hasPage ? [brandPath(s.brand.slug)] : []),
      ]
    case 'catalogues':
      return [ROUTES.catalogues, cataloguePath(s.slug), ROUTES.home]
    case 'categories':
      return [ROUTES.catalogues, ...categoryPaths(s)]
    case 'marques':
      return [ROUTES.partners, ROUTES.home, ...(s.hasPage ? [brandPath(s.slug)] : [])]
    case 'expertises':
      return [ROUTES.expertises, expertisePath(s.slug), ROUTES.services, ROUTES.caseStudies, ROUTES.home]
    case 'solutions':
      return [ROUTES.expertises, ROUTES.services, ...(s.expertiseSlug ? [expertisePath(s.expertiseSlug)] : [])]
    case 'services':
      return [ROUTES.services, servicePath(s.slug), ...s.expertiseSlugs.map((e) => expertisePath(e))]
    case 'case-studies':
      return [ROUTES.caseStudies, ...(s.expertiseSlug ? [expertisePath(s.expertiseSlug)] : [])]
    case 'pages':
      return [cmsPagePath(s.slug)]
    case 'articles':
    case 'evenements':
    case 'brochures':
    case 'jobs':
    case 'faq':
      return [LISTING[s.kind]]
    case 'accueil':
      return [ROUTES.home]
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

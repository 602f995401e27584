/**
 * The shop's route table (spec §2): every public page's address is written here and nowhere else. Links, the search
 * records, the mails, the sitemap and the revalidation registry build their paths with these functions. Pure and
 * small: the browser imports it too.
 */

/** The routes without parameters (spec §2 route table). */
export const ROUTES = {
  home: '/',
  contact: '/contact',
  accountRequest: '/creer-un-compte',
  login: '/se-connecter',
  forgotPassword: '/se-connecter/mot-de-passe-oublie',
  newPassword: '/se-connecter/nouveau-mot-de-passe',
  account: '/mon-compte',
  orders: '/mon-compte/mes-commandes',
  documents: '/mon-compte/documents',
  invoices: '/mon-compte/factures',
  favorites: '/mon-compte/favoris',
  frequentPurchases: '/mon-compte/achats-frequents',
  preparers: '/mon-compte/preparateurs',
  addresses: '/mon-compte/adresses',
  approvals: '/mon-compte/approbations',
  companyOrders: '/mon-compte/commandes-societe',
  /** logged-in buyers: lines of « référence ; quantité » into the cart */
  quickOrder: '/commande-rapide',
  quotes: '/mon-compte/devis',
  lists: '/mon-compte/listes',
  cart: '/panier',
  allProducts: '/tous-nos-produits',
  catalogues: '/catalogues',
  expertises: '/expertises',
  services: '/services',
  partners: '/partenaires',
  search: '/recherche',
  /** The other reading of the results route (spec §2): the same page. */
  searchAlias: '/search',
  brochures: '/brochures',
  about: '/a-propos',
  events: '/evenements',
  articles: '/articles',
  caseStudies: '/case-studies',
  jobs: '/jobs',
  faq: '/faq',
  cookies: '/cookies',
  terms: '/termes-et-conditions',
  legalNotice: '/mentions-legales',
  privacy: '/politique-de-confidentialite',
} as const

type StaticPath = (typeof ROUTES)[keyof typeof ROUTES]

const segment = (slug: string): string => encodeURIComponent(slug)
const withQuery = (path: string, name: string, value: string): string => `${path}?${name}=${encodeURIComponent(value)}`
const withAnchor = (path: string, anchor?: string | null): string => (anchor ? `${path}#${segment(anchor)}` : path)

export const productPath = (slug: string): string => `${ROUTES.catalogues}/produit/${segment(slug)}`

/** A catalogue, or one of its categories (level 1 or 2: both live directly under the catalogue). */
export const cataloguePath = (catalogueSlug: string, categorySlug?: string | null): string =>
  `${ROUTES.catalogues}/${segment(catalogueSlug)}${categorySlug ? `/${segment(categorySlug)}` : ''}`

/** A brand's own page; link to it only when the brand has one (spec §2). */
export const brandPath = (slug: string): string => `${ROUTES.partners}/${segment(slug)}`

/** An expertise, optionally at one of its solutions. */
export const expertisePath = (slug: string, solutionSlug?: string | null): string =>
  withAnchor(`${ROUTES.expertises}/${segment(slug)}`, solutionSlug)

export const servicePath = (slug: string): string => `${ROUTES.services}/${segment(slug)}`

/** A page of the CMS's `pages` collection (about, legal pages): at the root, under its slug. */
export const cmsPagePath = (slug: string): string => `/${segment(slug)}`

/** The case studies, optionally at one of them. */
export const caseStudiesPath = (slug?: string | null): string => withAnchor(ROUTES.caseStudies, slug)

/** Every product, optionally filtered on a brand (by its title, the listing's facet value). */
export const allProductsPath = (brandTitle?: string | null): string =>
  brandTitle ? withQuery(ROUTES.allProducts, 'marque', brandTitle) : ROUTES.allProducts

/** The buyer's orders, optionally showing one. */
export const ordersPath = (orderId?: string | null): string => (orderId ? withQuery(ROUTES.orders, 'commande', orderId) : ROUTES.orders)

/** The buyer's documents, with the search's parameters (src/lib/documents/query.ts documentQueryParams). */
export const documentsPath = (params: Record<string, string> = {}): string => {
  const query = new URLSearchParams(params).toString()
  return query ? `${ROUTES.documents}?${query}` : ROUTES.documents
}

/** The company's quotes, optionally showing one. */
export const quotesPath = (quoteId?: number | string | null): string =>
  quoteId ? withQuery(ROUTES.quotes, 'devis', String(quoteId)) : ROUTES.quotes

/** The company's shopping lists, optionally showing one. */
export const listsPath = (listId?: number | string | null): string =>
  listId ? withQuery(ROUTES.lists, 'liste', String(listId)) : ROUTES.lists

/** The login page, bringing the buyer back to `redirect` (a path of the shop, checked by the caller) after login. */
export const loginPath = (redirect?: string | null): string => (redirect ? withQuery(ROUTES.login, 'redirect', redirect) : ROUTES.login)

/** The page that sets a password from a mailed token. */
export const newPasswordPath = (token: string): string => withQuery(ROUTES.newPassword, 'token', token)

/** spec §2: 'Voir plus' and submitting the search go to /recherche?q={query}; a blank query to the bare page. */
export const searchPath = (query: string): string => (query.trim() ? withQuery(ROUTES.search, 'q', query.trim()) : ROUTES.search)

/** The contact form with its subject filled in (spec §3 "contact subject"). */
export const contactPath = (subject?: string | null): string => (subject ? withQuery(ROUTES.contact, 'sujet', subject) : ROUTES.contact)

/** Whether `path` is `route` or a page under it. */
export const isUnder = (path: string, route: string): boolean => path === route || path.startsWith(`${route}/`)

/**
 * Every static page and how it is published: `sitemap` lists it in sitemap.xml; `rebuild` has it rebuilt when a CMS
 * change touches every page (menus, footer, site settings). Every page of the shop carries the header and footer in
 * its static props (withLayout), the account, cart and password pages too (their per-buyer data loads in the browser):
 * all are rebuilt, so a menu change never waits for their 15-minute lifetime.
 */
export type StaticRoute = { path: StaticPath; sitemap: boolean; rebuild: boolean }

const indexed = (path: StaticPath): StaticRoute => ({ path, sitemap: true, rebuild: true })
const noindex = (path: StaticPath): StaticRoute => ({ path, sitemap: false, rebuild: true })

export const STATIC_ROUTE_TABLE: readonly StaticRoute[] = [
  indexed(ROUTES.home),
  indexed(ROUTES.allProducts),
  indexed(ROUTES.catalogues),
  indexed(ROUTES.expertises),
  indexed(ROUTES.services),
  indexed(ROUTES.partners),
  indexed(ROUTES.brochures),
  indexed(ROUTES.about),
  indexed(ROUTES.events),
  indexed(ROUTES.articles),
  indexed(ROUTES.caseStudies),
  indexed(ROUTES.jobs),
  indexed(ROUTES.faq),
  indexed(ROUTES.cookies),
  indexed(ROUTES.terms),
  indexed(ROUTES.legalNotice),
  indexed(ROUTES.privacy),
  indexed(ROUTES.contact),
  noindex(ROUTES.login),
  noindex(ROUTES.search),
  noindex(ROUTES.searchAlias),
  noindex(ROUTES.accountRequest),
  noindex(ROUTES.forgotPassword),
  noindex(ROUTES.newPassword),
  noindex(ROUTES.account),
  noindex(ROUTES.orders),
  noindex(ROUTES.documents),
  noindex(ROUTES.invoices),
  noindex(ROUTES.favorites),
  noindex(ROUTES.frequentPurchases),
  noindex(ROUTES.preparers),
  noindex(ROUTES.addresses),
  noindex(ROUTES.approvals),
  noindex(ROUTES.companyOrders),
  noindex(ROUTES.quickOrder),
  noindex(ROUTES.quotes),
  noindex(ROUTES.lists),
  noindex(ROUTES.cart),
]

/** The routes with parameters, named like their files under src/pages (ISR pages, one per CMS document). */
export const ROUTE_TEMPLATES = [
  '/catalogues/produit/[slug]',
  '/catalogues/[catalogueSlug]',
  '/catalogues/[catalogueSlug]/[categorySlug]',
  '/expertises/[expertiseSlug]',
  '/services/[serviceSlug]',
  '/partenaires/[slug]',
] as const

/** ISR lifetimes in seconds (on-demand revalidation refreshes sooner when the CMS changes). */
export const REVALIDATE = { home: 300, product: 600, content: 900 } as const

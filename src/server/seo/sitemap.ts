import { brandPath, cataloguePath, expertisePath, productPath, servicePath } from '@/lib/routes'
import { STATIC_ROUTES } from '@/server/revalidation/registry'
import type { Payload } from 'payload'

import { countSitemapProducts, readSitemapProducts } from '@/server/catalogue/reads'

/** One <url> of the sitemap: a path on the shop, with its last change when known. */
export type SitemapEntry = { path: string; lastmod?: string | null }

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)

/** Pure: the sitemaps.org urlset for the entries, every <loc> absolute on `origin`. */
export function buildSitemapXml(entries: SitemapEntry[], origin: string): string {
  const base = origin.replace(/\/+$/, '')
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${base}${path.startsWith('/') ? '' : '/'}${path}`)}</loc>`
    const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''
    return `  <url>${loc}${date}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Products per sitemap file. The protocol allows 50,000 URLs a file; 10,000 keeps one request's work (one page of
 * slugs, about 1 MB of XML) the same at 2,000 or 500,000 products.
 */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000

/** The files the index lists: the pages (everything but products), then one file per SITEMAP_PRODUCTS_PER_FILE products. */
const SITEMAP_PAGES_FILE = '/sitemaps/pages.xml'
const sitemapProductsFile = (n: number): string => `/sitemaps/produits-${n}.xml`

/** `pages.xml` → 'pages', `produits-3.xml` → 3, anything else → null (a 404). */
export function parseSitemapFile(name: string): 'pages' | number | null {
  if (name === 'pages.xml') return 'pages'
  const match = /^produits-([1-9][0-9]{0,5})\.xml$/.exec(name)
  return match ? Number(match[1]) : null
}

/** Pure: the sitemaps.org sitemap index naming each file, absolute on `origin`. */
export function buildSitemapIndexXml(files: string[], origin: string): string {
  const base = origin.replace(/\/+$/, '')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${escapeXml(`${base}${file}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** The index's files: pages, then as many product files as the visible products fill (at least one). */
export async function loadSitemapFiles(payload: Payload, perFile = SITEMAP_PRODUCTS_PER_FILE): Promise<string[]> {
  const products = await countSitemapProducts(payload)
  const productFiles = Math.max(1, Math.ceil(products / perFile))
  return [SITEMAP_PAGES_FILE, ...Array.from({ length: productFiles }, (_, i) => sitemapProductsFile(i + 1))]
}

/** Product file `n` (from 1): its products by slug, or null past the last file (the first always exists, maybe empty). */
export async function loadSitemapProducts(
  payload: Payload,
  n: number,
  perFile = SITEMAP_PRODUCTS_PER_FILE,
): Promise<SitemapEntry[] | null> {
  const page = await readSitemapProducts(payload, n, perFile)
  if (n > 1 && page.docs.length === 0) return null
  return page.docs.flatMap((d) => (d.slug ? [{ path: productPath(d.slug), lastmod: d.updatedAt }] : []))
}

type SlugDoc = { slug?: string | null; updatedAt?: string | null }

/** Every public page but the products: static routes, catalogues, categories, expertises, services, brand pages. */
export async function loadSitemapPages(payload: Payload): Promise<SitemapEntry[]> {
  // visitor access (overrideAccess false): hidden products are left out by the collection's read rule
  const common = { overrideAccess: false, depth: 0, pagination: false } as const
  const slugSelect = { slug: true, updatedAt: true } as const
  const [catalogues, categories, expertises, services, brands] = await Promise.all([
    payload.find({ collection: 'catalogues', ...common, select: slugSelect }),
    payload.find({ collection: 'categories', ...common, select: { ...slugSelect, catalogue: true } }),
    payload.find({ collection: 'expertises', ...common, select: slugSelect }),
    payload.find({ collection: 'services', ...common, select: slugSelect }),
    payload.find({ collection: 'marques', ...common, select: slugSelect, where: { has_single_page: { equals: true } } }),
  ])

  const catalogueSlugs = new Map<number, string>()
  for (const c of catalogues.docs) if (c.slug) catalogueSlugs.set(c.id, c.slug)

  const each = (docs: SlugDoc[], path: (slug: string) => string): SitemapEntry[] =>
    docs.flatMap((d) => (d.slug ? [{ path: path(d.slug), lastmod: d.updatedAt }] : []))

  const categoryEntries = categories.docs.flatMap((c): SitemapEntry[] => {
    const catalogueId = typeof c.catalogue === 'number' ? c.catalogue : (c.catalogue?.id ?? null)
    const catalogueSlug = catalogueId === null ? undefined : catalogueSlugs.get(catalogueId)
    return catalogueSlug && c.slug ? [{ path: cataloguePath(catalogueSlug, c.slug), lastmod: c.updatedAt }] : []
  })

  return [
    ...STATIC_ROUTES.map((path) => ({ path })),
    ...each(catalogues.docs, (slug) => cataloguePath(slug)),
    ...categoryEntries,
    ...each(expertises.docs, (slug) => expertisePath(slug)),
    ...each(services.docs, servicePath),
    ...each(brands.docs, brandPath),
  ]
}

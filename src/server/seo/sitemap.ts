import { brandPath, cataloguePath, expertisePath, productPath, servicePath } from '@/lib/routes'
import { STATIC_ROUTES } from '@/server/revalidation/registry'
import { cms } from '@/server/cms/payload'
import { readSitemapProducts } from '@/server/catalogue/reads'

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

type SlugDoc = { slug?: string | null; updatedAt?: string | null }

/** Every public page: static routes, catalogues, categories, expertises, services, brand pages, displayed products. */
export async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await cms()
  // visitor access (overrideAccess false): hidden products are left out by the collection's read rule
  const common = { overrideAccess: false, depth: 0, pagination: false } as const
  const slugSelect = { slug: true, updatedAt: true } as const
  const [catalogues, categories, expertises, services, brands, products] = await Promise.all([
    payload.find({ collection: 'catalogues', ...common, select: slugSelect }),
    payload.find({ collection: 'categories', ...common, select: { ...slugSelect, catalogue: true } }),
    payload.find({ collection: 'expertises', ...common, select: slugSelect }),
    payload.find({ collection: 'services', ...common, select: slugSelect }),
    payload.find({ collection: 'marques', ...common, select: slugSelect, where: { has_single_page: { equals: true } } }),
    readSitemapProducts(payload),
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
    ...each(products.docs, productPath),
  ]
}

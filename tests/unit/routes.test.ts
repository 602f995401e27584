/** The route table (src/lib/routes.ts) is the only place that writes a page's address (spec §2 route table). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { PayloadRequest } from 'payload'

vi.mock('@/server/http/payload', () => ({ cms: vi.fn() }))

import { revalidateGlobal } from '@/cms/hooks/revalidate'
import {
  allProductsPath,
  brandPath,
  caseStudiesPath,
  cataloguePath,
  cmsPagePath,
  contactPath,
  expertisePath,
  isUnder,
  loginPath,
  newPasswordPath,
  ordersPath,
  productPath,
  ROUTE_TEMPLATES,
  ROUTES,
  searchPath,
  servicePath,
  STATIC_ROUTE_TABLE,
} from '@/lib/routes'
import { isShopPath, STATIC_ROUTES, UTILITY_ROUTES } from '@/server/revalidation/registry'
import { REVALIDATE_HEADER } from '@/server/revalidation/secret'
import { loadSitemapPages, loadSitemapProducts } from '@/server/seo/sitemap'

const root = fileURLToPath(new URL('../../', import.meta.url))
const SRC = join(root, 'src')
const PAGES = join(SRC, 'pages')

describe('path builders', () => {
  it('write each page of spec §2 under its route', () => {
    expect(productPath('roulement-6204')).toBe('/catalogues/produit/roulement-6204')
    expect(cataloguePath('roulements-et-transmission')).toBe('/catalogues/roulements-et-transmission')
    expect(cataloguePath('roulements-et-transmission', 'roulements-a-billes')).toBe(
      '/catalogues/roulements-et-transmission/roulements-a-billes',
    )
    expect(brandPath('skf')).toBe('/partenaires/skf')
    expect(expertisePath('travail-du-metal')).toBe('/expertises/travail-du-metal')
    expect(expertisePath('travail-du-metal', 'soudage')).toBe('/expertises/travail-du-metal#soudage')
    expect(servicePath('audit')).toBe('/services/audit')
    expect(cmsPagePath('mentions-legales')).toBe('/mentions-legales')
    expect(caseStudiesPath()).toBe('/case-studies')
    expect(caseStudiesPath('atelier-nord')).toBe('/case-studies#atelier-nord')
  })

  it('encode a slug as one path segment: a slash or a space cannot leave its route', () => {
    expect(productPath('a b/../c')).toBe('/catalogues/produit/a%20b%2F..%2Fc')
    expect(cataloguePath('x/y', 'é')).toBe('/catalogues/x%2Fy/%C3%A9')
    expect(brandPath('?admin')).toBe('/partenaires/%3Fadmin')
    expect(expertisePath('e', 'a#b')).toBe('/expertises/e#a%23b')
  })

  it('encode query values, and leave the parameter out when there is none', () => {
    expect(searchPath('  6204 2RS ')).toBe('/recherche?q=6204%202RS')
    expect(searchPath('   ')).toBe('/recherche')
    expect(loginPath('/panier?x=1&y=2')).toBe('/se-connecter?redirect=%2Fpanier%3Fx%3D1%26y%3D2')
    expect(loginPath()).toBe('/se-connecter')
    expect(contactPath('Devis & délai')).toBe('/contact?sujet=Devis%20%26%20d%C3%A9lai')
    expect(contactPath(null)).toBe('/contact')
    expect(allProductsPath('SKF & Co')).toBe('/tous-nos-produits?marque=SKF%20%26%20Co')
    expect(allProductsPath()).toBe('/tous-nos-produits')
    expect(ordersPath('A/12')).toBe('/mon-compte/mes-commandes?commande=A%2F12')
    expect(ordersPath()).toBe('/mon-compte/mes-commandes')
    expect(newPasswordPath('a+b=')).toBe('/se-connecter/nouveau-mot-de-passe?token=a%2Bb%3D')
  })

  it('isUnder: a route and the pages below it, not a longer name', () => {
    expect(isUnder('/mon-compte', ROUTES.account)).toBe(true)
    expect(isUnder('/mon-compte/favoris', ROUTES.account)).toBe(true)
    expect(isUnder('/mon-comptes', ROUTES.account)).toBe(false)
  })
})

/** The file of src/pages that serves `route` (`/a/b` → a/b.tsx or a/b/index.tsx). */
const pageFile = (route: string): string | null =>
  [`${route === '/' ? '/index' : route}.tsx`, `${route}/index.tsx`].map((f) => join(PAGES, f)).find((f) => existsSync(f)) ?? null

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })

describe('the table and src/pages agree', () => {
  it.each(STATIC_ROUTE_TABLE.map((r) => r.path))('static route %s has a page file', (route) => {
    expect(pageFile(route)).not.toBeNull()
  })

  it.each([...ROUTE_TEMPLATES])('route template %s has a page file', (template) => {
    expect(pageFile(template)).not.toBeNull()
  })

  it('every named route is in the static table, once', () => {
    const paths = STATIC_ROUTE_TABLE.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(paths)).toEqual(new Set(Object.values(ROUTES)))
  })

  it('every page file of src/pages is a route of the table (a new page is added to the table)', () => {
    // Next's own files and the non-HTML routes are not pages of spec §2
    const outside = new Set(['_app', '_document', '404', '500', 'robots.txt', 'sitemap.xml', 'sitemaps/[file]'])
    const known = new Set<string>([...STATIC_ROUTE_TABLE.map((r) => r.path), ...ROUTE_TEMPLATES])
    const routes = walk(PAGES)
      .map((f) => relative(PAGES, f).replace(/\\/g, '/'))
      .filter((f) => !f.startsWith('api/'))
      .map((f) => f.replace(/\.tsx?$/, ''))
      .filter((f) => !outside.has(f))
      .map((f) => `/${f}`.replace(/\/index$/, '') || '/')
    expect(routes.filter((r) => !known.has(r))).toEqual([])
  })
})

describe('the revalidation registry is built from the table', () => {
  it('the sitemap routes and the noindex routes rebuilt with every page are the table’s', () => {
    expect([...STATIC_ROUTES]).toEqual(STATIC_ROUTE_TABLE.filter((r) => r.sitemap).map((r) => r.path))
    expect([...UTILITY_ROUTES]).toEqual(STATIC_ROUTE_TABLE.filter((r) => r.rebuild && !r.sitemap).map((r) => r.path))
  })

  it('accepts the table’s rebuilt routes and one page of each template, and no static page the table keeps out', () => {
    for (const r of STATIC_ROUTE_TABLE) expect(isShopPath(r.path), r.path).toBe(r.rebuild)
    for (const path of [
      productPath('p'),
      cataloguePath('c'),
      cataloguePath('c', 'k'),
      brandPath('b'),
      expertisePath('e'),
      servicePath('s'),
    ]) {
      expect(isShopPath(path), path).toBe(true)
    }
  })
})

/** A Payload whose collections hold one document each, for the loaders that list every page. */
const docs: Record<string, Record<string, unknown>[]> = {
  catalogues: [{ id: 1, slug: 'soudage', updatedAt: '2026-01-01T00:00:00.000Z' }],
  categories: [
    { id: 2, slug: 'postes-mig', catalogue: 1, updatedAt: '2026-01-02T00:00:00.000Z' },
    // a category left without its catalogue has no page: listed nowhere (its '/catalogues//orpheline' failed a batch)
    { id: 7, slug: 'orpheline', catalogue: null, updatedAt: '2026-01-03T00:00:00.000Z' },
  ],
  expertises: [{ id: 3, slug: 'travail-du-metal' }],
  services: [{ id: 4, slug: 'audit' }],
  marques: [{ id: 5, slug: 'skf', has_single_page: true }],
  produits: [{ id: 6, slug: 'roulement-6204', should_be_displayed: true }],
}
const fakePayload = {
  secret: 'cms-secret',
  logger: { warn: vi.fn() },
  find: async ({ collection }: { collection: string }) => ({ docs: docs[collection] ?? [] }),
}
const everyDocumentPage = [
  cataloguePath('soudage'),
  cataloguePath('soudage', 'postes-mig'),
  expertisePath('travail-du-metal'),
  servicePath('audit'),
  brandPath('skf'),
  productPath('roulement-6204'),
]

describe('the sitemap and the CMS hook list the table’s pages', () => {
  const saved = { ...process.env }
  let sent: string[]

  beforeEach(() => {
    sent = []
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      expect(new Headers(init?.headers).get(REVALIDATE_HEADER)).toBeTruthy()
      sent.push(...(JSON.parse(String(init?.body)) as { paths: string[] }).paths)
      return new Response('{}', { status: 200 })
    })
    process.env.PORT = '3456'
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    process.env = { ...saved }
  })

  it('sitemap.xml: the table’s sitemap routes, then one page per document, built by the table’s builders', async () => {
    const payload = fakePayload as never
    const paths = [...(await loadSitemapPages(payload)), ...((await loadSitemapProducts(payload, 1)) ?? [])].map((e) => e.path)
    expect(paths).toEqual([...STATIC_ROUTE_TABLE.filter((r) => r.sitemap).map((r) => r.path), ...everyDocumentPage])
  })

  it('a change of the navigation rebuilds the table’s rebuilt routes and every document’s page', async () => {
    const req = { payload: fakePayload, headers: new Headers(), context: {} } as unknown as PayloadRequest
    const [hook] = revalidateGlobal('navigation')
    await hook!({ doc: {}, req } as never)
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0))
    expect(sent).toEqual([...STATIC_ROUTE_TABLE.filter((r) => r.rebuild).map((r) => r.path), ...everyDocumentPage])
    expect(sent.every(isShopPath)).toBe(true)
    // the cart, account and password pages carry the header and footer in their static props: rebuilt too
    for (const path of ['/panier', '/mon-compte', '/mon-compte/favoris', '/creer-un-compte', '/se-connecter/nouveau-mot-de-passe']) {
      expect(sent, path).toContain(path)
    }
  })
})

/** First segments of the table's routes: `/catalogues`, `/mon-compte`, `/recherche`… */
const ROUTE_SEGMENTS = [
  ...new Set([...STATIC_ROUTE_TABLE.map((r) => r.path), ...ROUTE_TEMPLATES].map((p) => p.split('/')[1]).filter(Boolean)),
]
/** A string (or the text of a template between its `${…}`) that starts a page address, with or without an origin. */
const ROUTE_LITERAL = new RegExp(`^(?:https?://[^/]+)?/(?:${ROUTE_SEGMENTS.map((s) => s!.replace(/[-]/g, '\\-')).join('|')})(?=$|[/?#])`)

/** The string literals of a source file (quotes, templates, JSX attributes), comments left out. */
function stringsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: { text: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Route literals outside the table (comments may name a route: they describe, they do not link). */
function routeLiteralsIn(files: string[]): string[] {
  return files.flatMap((file) =>
    stringsOf(file)
      .filter((s) => ROUTE_LITERAL.test(s.text))
      .map((s) => `${relative(root, file)}:${s.line} ${s.text}`),
  )
}

describe('no page address is written outside src/lib/routes.ts', () => {
  it('the pattern catches the forms a route literal takes, and not the API or a comment', () => {
    const sample = join(root, 'tests/unit/routes.test.ts')
    expect(ROUTE_LITERAL.test('/catalogues/produit/')).toBe(true)
    expect(ROUTE_LITERAL.test('/mon-compte')).toBe(true)
    expect(ROUTE_LITERAL.test('/recherche?q=')).toBe(true)
    expect(ROUTE_LITERAL.test('https://shop.example/partenaires/skf')).toBe(true)
    expect(ROUTE_LITERAL.test('/api/search/x')).toBe(false)
    expect(ROUTE_LITERAL.test('/cataloguesX')).toBe(false)
    expect(routeLiteralsIn([sample]).length).toBeGreaterThan(0) // this file writes routes on purpose
  })

  it('src has no route literal outside the table', () => {
    const files = walk(SRC).filter((f) => /\.(ts|tsx)$/.test(f) && f !== join(SRC, 'lib/routes.ts'))
    expect(routeLiteralsIn(files)).toEqual([])
  })
})

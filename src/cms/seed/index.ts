/**
 * Demo seed of the B2B industrial catalogue: deterministic (seeded PRNG, fixed 2026 dates) and idempotent
 * (documents are looked up by slug / email / reference / filename and only the missing ones are created;
 * globals are written only when their content differs).
 *
 * All local API calls run with overrideAccess, depth 0 and `context.seed = true`, so collection hooks written
 * elsewhere can skip side effects (revalidation, search indexing, e-mails) while seeding.
 */
import type { CollectionSlug, DataFromGlobalSlug, GlobalSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { DEMO_CLIENTS, DEMO_EDITOR } from './accounts'
import { CATALOGUES, flattenCategories } from './data/catalogues'
import { ARTICLES, BROCHURES, CASE_STUDIES, EVENTS, FAQ, JOBS } from './data/editorial'
import { EXPERTISES, SERVICES } from './data/expertises'
import { FAMILIES } from './data/families'
import { MARQUES } from './data/marques'
import { PAGES } from './data/pages'
import { SYNONYMS } from './data/synonyms'
import { ACCUEIL_TEXT, CLIENT_SOCIETE, NEWSLETTER_TEXT, PREPARATEURS, SITE_SETTINGS, SOCIETES } from './data/site'
import { seedApprovals } from './approvals'
import { seedDocumentsAndSubstitutes } from './documents'
import { seedErp } from './erp'
import { seedIdentifiers } from './identifiers'
import { seedQuotesAndLists } from './quotes'
import { DEMO_PUNCHOUT_BUYER } from './punchout'
import { KIND_LABEL, renderBanner, renderLogo, renderProductImage } from './images'
import { bold, bulletList, heading, internalLink, italic, paragraph, paragraphs, richText } from './lexical'
import { buildPdf } from './pdf'
import { generateProducts, hasForwardRelations, IMAGE_POOL_SIZE, type ProductSeed } from './products'
import type { ImageKind } from './svg'
import { synonymLabel } from '@/server/search/synonyms'

export type SeedOptions = { products?: number; log?: (msg: string) => void }
export type SeedResult = {
  products: number
  ms: number
  created: Record<string, number>
  /** Duration of each phase, in ms. */
  timings: { media: number; documents: number; products: number; globals: number }
}

/** Flags passed as `context` to every local API call of the seed. */
const SEED_CONTEXT = { seed: true, disableRevalidate: true } as const

/** Products created between two commits (SQLite: one explicit transaction per batch). */
const PRODUCT_BATCH = 250
/**
 * Media uploads run 4 at a time: sharp's re-encoding and thumbnails dominate and overlap well. Products are
 * created one after the other: concurrent creates work on SQLite (one connection, statements interleave) but
 * gain nothing measurable (CPU-bound), and sequential creation keeps product ids in generation order.
 */
const MEDIA_CONCURRENCY = 4

const base = { overrideAccess: true, depth: 0, context: SEED_CONTEXT } as const

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i] as T, i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/** Whether every value of `desired` is found in `actual` (array row ids, timestamps and extra keys ignored). */
function contains(desired: unknown, actual: unknown): boolean {
  if (desired === null || desired === undefined) return actual === null || actual === undefined
  if (Array.isArray(desired)) {
    return Array.isArray(actual) && actual.length === desired.length && desired.every((d, i) => contains(d, actual[i]))
  }
  if (typeof desired === 'object') {
    if (typeof actual !== 'object' || actual === null) return false
    return Object.entries(desired as Record<string, unknown>).every(([k, v]) => contains(v, (actual as Record<string, unknown>)[k]))
  }
  if (typeof actual === 'object' && actual !== null && 'id' in actual) return (actual as { id: unknown }).id === desired
  return desired === actual
}

type Ids = Map<string, number>

class Seeder {
  readonly created: Record<string, number> = {}
  private media: Ids = new Map()
  private mediaPending = new Map<string, Promise<number>>()

  constructor(
    readonly payload: Payload,
    readonly log: (msg: string) => void,
  ) {}

  count(collection: string, n = 1) {
    if (n > 0) this.created[collection] = (this.created[collection] ?? 0) + n
  }

  /** value of `field` → id, for the whole collection, in one query. */
  async keys(collection: CollectionSlug, field: string): Promise<Ids> {
    const { docs } = await this.payload.find({
      collection,
      pagination: false,
      select: { [field]: true } as never,
      ...base,
    })
    const map: Ids = new Map()
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const key = doc[field]
      if (typeof key === 'string') map.set(key, doc.id as number)
    }
    return map
  }

  /** Creates the documents of `items` whose key is not in the collection yet; returns key → id for all. */
  async ensure<S extends CollectionSlug, T>(
    collection: S,
    field: string,
    items: readonly T[],
    key: (item: T) => string,
    data: (item: T, ids: Ids) => Promise<RequiredDataFromCollectionSlug<S>> | RequiredDataFromCollectionSlug<S>,
  ): Promise<Ids> {
    const ids = await this.keys(collection, field)
    for (const item of items) {
      const k = key(item)
      if (ids.has(k)) continue
      const doc = await this.payload.create({ collection, data: await data(item, ids), ...base } as never)
      ids.set(k, (doc as { id: number }).id)
      this.count(collection)
    }
    return ids
  }

  async loadMedia() {
    this.media = await this.keys('media', 'filename')
  }

  /** A media document by file name, created from `build()` when missing. */
  mediaFile(filename: string, alt: string, mimetype: string, build: () => Promise<Buffer> | Buffer): Promise<number> {
    const existing = this.media.get(filename)
    if (existing !== undefined) return Promise.resolve(existing)
    const pending = this.mediaPending.get(filename)
    if (pending) return pending
    const promise = (async () => {
      const data = await build()
      const doc = await this.payload.create({
        collection: 'media',
        data: { alt },
        file: { data, mimetype, name: filename, size: data.length },
        // same name → same bytes (deterministic), so a file left by another database can be overwritten
        overwriteExistingFiles: true,
        ...base,
      })
      this.media.set(filename, doc.id)
      this.count('media')
      return doc.id
    })()
    this.mediaPending.set(filename, promise)
    return promise
  }

  logo(m: (typeof MARQUES)[number]) {
    return this.mediaFile(`logo-${m.slug}.webp`, `Logo de la marque ${m.titre}`, 'image/webp', () => renderLogo(`logo:${m.slug}`, m.hue))
  }

  /** Picture `i` of the pool of `kind`, shared by products and categories. */
  poolImage(kind: ImageKind, i: number) {
    return this.mediaFile(`produit-${kind}-${i + 1}.webp`, `Photo produit : ${KIND_LABEL[kind]} (visuel ${i + 1})`, 'image/webp', () =>
      renderProductImage(kind, i),
    )
  }

  /** The technical sheet (PDF) of a product family. */
  sheet(f: (typeof FAMILIES)[number]) {
    const titre = categoryTitle(f.category)
    return this.pdf(`fiche-technique-${f.key}`, `Fiche technique : ${titre} (PDF)`, `Fiche technique – ${titre}`, f.intro[0] as string, [
      ...f.intro.slice(1),
      ...f.usage,
      '',
      'Caractéristiques détaillées, dimensions et conditions d’utilisation : voir la fiche produit en ligne.',
    ])
  }

  banner(name: string, alt: string, kinds: readonly ImageKind[]) {
    return this.mediaFile(`${name}.webp`, alt, 'image/webp', () => renderBanner(kinds, name))
  }

  pdf(name: string, alt: string, title: string, subtitle: string, lines: string[]) {
    return this.mediaFile(`${name}.pdf`, alt, 'application/pdf', () => buildPdf({ title, subtitle, lines }))
  }

  async updateGlobalIfChanged<S extends GlobalSlug>(slug: S, data: Omit<DataFromGlobalSlug<S>, 'id'>) {
    const current = await this.payload.findGlobal({ slug, ...base })
    if (contains(data, current)) return
    await this.payload.updateGlobal({ slug, data: data as never, ...base })
    this.count(`global:${slug}`)
  }
}

/**
 * Runs `fn` inside one explicit SQLite transaction: one commit (fsync) per batch instead of one per statement,
 * about 1.7× faster for products. Only when the SQLite adapter runs without transactions of its own (its default,
 * no `transactionOptions`): every statement then goes through the one libsql connection this BEGIN opens.
 * Other adapters (Postgres) run `fn` as is, each create in its own transaction.
 */
async function inBatchTransaction<T>(payload: Payload, fn: () => Promise<T>): Promise<T> {
  const db = payload.db as unknown as {
    name?: string
    transactionOptions?: unknown
    client?: { execute: (sql: string) => Promise<unknown> }
  }
  if (db.name !== 'sqlite' || !db.client || db.transactionOptions) return fn()
  await db.client.execute('BEGIN')
  try {
    const result = await fn()
    await db.client.execute('COMMIT')
    return result
  } catch (err) {
    await db.client.execute('ROLLBACK').catch(() => undefined)
    throw err
  }
}

/**
 * SQLite page cache for the duration of the seed: with 20 000 products the indexes outgrow the default 2 MB cache
 * and every batch spills to disk. Per connection, restored afterwards.
 */
async function withLargeCache<T>(payload: Payload, fn: () => Promise<T>): Promise<T> {
  const db = payload.db as unknown as {
    name?: string
    client?: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  if (db.name !== 'sqlite' || !db.client) return fn()
  const before = Number((await db.client.execute('PRAGMA cache_size')).rows[0]?.cache_size ?? -2000)
  await db.client.execute('PRAGMA cache_size = -65536')
  try {
    return await fn()
  } finally {
    await db.client.execute(`PRAGMA cache_size = ${Number.isFinite(before) ? before : -2000}`)
  }
}

const published = { _status: 'published' as const }

export async function seed(payload: Payload, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now()
  const n = opts.products ?? Number(process.env.SEED_PRODUCTS ?? 2000)
  if (!Number.isInteger(n) || n < 0) throw new Error(`invalid product count: ${n}`)
  const log = opts.log ?? (() => undefined)
  const s = new Seeder(payload, log)
  await s.loadMedia()
  const products = generateProducts(n)
  const categoryList = flattenCategories()

  // All media first, a few at a time (sharp and the upload pipeline dominate the cost of the seed).
  const poolKinds = [...new Set([...products.map((p) => p.image), ...categoryList.map((c) => c.images[0] as ImageKind)])]
  const mediaJobs: (() => Promise<number>)[] = [
    ...MARQUES.map((m) => () => s.logo(m)),
    ...poolKinds.flatMap((kind) => Array.from({ length: IMAGE_POOL_SIZE }, (_, i) => () => s.poolImage(kind, i))),
    ...CATALOGUES.map((c) => () => s.banner(`catalogue-${c.slug}`, `Illustration du catalogue ${c.titre}`, c.images)),
    ...SERVICES.map((x) => () => s.banner(`service-${x.slug}`, `Illustration du service ${x.title}`, x.images)),
    ...EXPERTISES.map((e) => () => s.banner(`expertise-${e.slug}`, `Illustration de l’expertise ${e.title}`, e.images)),
    ...CASE_STUDIES.map((c) => () => s.banner(`etude-de-cas-${c.slug}`, `Illustration de l’étude de cas : ${c.title}`, c.images)),
    ...ARTICLES.map((a) => () => s.banner(`cas-client-${a.slug}`, `Illustration du cas client ${a.client}`, a.images)),
    ...EVENTS.map((e) => () => s.banner(`evenement-${e.slug}`, `Illustration de l’événement ${e.titre}`, e.images)),
    ...BROCHURES.map((b) => () => s.banner(`brochure-${b.slug}`, `Couverture de la brochure ${b.titre}`, b.images)),
    () => s.banner('accueil-hero', HERO_ALT, ['bearing', 'gear', 'wrench']),
    ...BROCHURES.map((b) => () => brochurePdf(s, b)),
    ...FAMILIES.filter((f) => products.some((p) => p.family === f.key && p.fiche_technique)).map((f) => () => s.sheet(f)),
  ]
  const t0 = performance.now()
  await inBatchTransaction(payload, () => mapLimit(mediaJobs, MEDIA_CONCURRENCY, (job) => job()))
  log(`médias : ${mediaJobs.length}`)
  const t1 = performance.now()

  // Documents other than products: one transaction (SQLite), so one commit instead of one per statement.
  const docs = await inBatchTransaction(payload, () => seedDocuments(s))
  const { marques, catalogues, categories, expertises, solutions, services, pages } = docs

  // --- Products
  const t2 = performance.now()
  const productResult = await withLargeCache(payload, () => seedProducts(s, products, { marques, categories }))
  const t3 = performance.now()

  // --- Globals
  await inBatchTransaction(payload, async () => {
    await s.updateGlobalIfChanged('navigation', {
      nos_expertises: {
        label_level_1: 'Nos expertises',
        expertise_level_1: EXPERTISES.map((e) => ({
          expertise: expertises.get(e.slug) as number,
          expertise_level_2: e.solutions.map((x) => ({
            solution: solutions.get(x.slug) as number,
            expertise_level_3: x.services.map((slug) => ({ service: services.get(slug) as number })),
          })),
        })),
      },
      nos_catalogues: {
        label_level_1: 'Nos catalogues',
        catalogue_level_1: CATALOGUES.map((c) => ({
          catalogue: catalogues.get(c.slug) as number,
          catalogue_level_2: c.categories.map((l1) => ({
            categorie_level_1: categories.get(l1.slug) as number,
            catalogue_level_3: (l1.children ?? []).map((l2) => ({
              categorie_level_2: categories.get(l2.slug) as number,
            })),
          })),
        })),
      },
    })
    await s.updateGlobalIfChanged('accueil', {
      titre: ACCUEIL_TEXT.titre,
      sous_titre: ACCUEIL_TEXT.sous_titre,
      image: await s.banner('accueil-hero', HERO_ALT, ['bearing', 'gear', 'wrench']),
      expertises: EXPERTISES.map((e) => expertises.get(e.slug) as number),
      catalogues: CATALOGUES.map((c) => catalogues.get(c.slug) as number),
      produits: productResult.featured,
      marques: MARQUES.filter((m) => m.page)
        .slice(0, 8)
        .map((m) => marques.get(m.slug) as number),
    })
    await s.updateGlobalIfChanged('newsletter', {
      titre: NEWSLETTER_TEXT.titre,
      privacy_terms: richText(
        paragraph(NEWSLETTER_TEXT.privacy[0] as string, NEWSLETTER_TEXT.privacy[1] as string),
        paragraph(
          'Vos données sont traitées conformément à notre ',
          internalLink('pages', pages.get('politique-de-confidentialite') as number, 'politique de confidentialité'),
          '.',
        ),
      ),
    })
    await s.updateGlobalIfChanged('site-settings', SITE_SETTINGS)
  })

  // --- Local ERP demo data (customer prices, past orders): needs the accounts, the products and the delivery settings
  const erpResult = await seedErp(payload, products, log)
  s.count('erp-prices', erpResult.prices)
  s.count('erp-orders', erpResult.orders)
  // --- Company roles and approvals: a company with an approver, a buyer with limits, cost centres, two requests
  s.count('approbations', await seedApprovals(payload, products, log))

  // --- Documents and substitutes: the shipped orders' delivery notes, product FDS and declarations, replacements
  const documentsResult = await seedDocumentsAndSubstitutes(payload, products, (...args) => s.pdf(...args), log)
  s.count('produits (documents, substituts)', documentsResult.products)

  // --- EAN of products seeded before the field existed, and the demo companies' « Ma référence »
  const identifiers = await inBatchTransaction(payload, () => seedIdentifiers(payload, products, log))
  s.count('produits-ean', identifiers.eans)
  s.count('references-clients', identifiers.partNumbers)
  // --- Quotes and shopping lists of the demo companies: need the accounts and the products
  const quoteResult = await seedQuotesAndLists(payload, products)
  s.count('devis', quoteResult.quotes)
  s.count('listes-achat', quoteResult.lists)

  const t4 = performance.now()
  const ms = Math.round(t4 - started)
  log(`seed terminé en ${ms} ms`)
  const timings = { media: t1 - t0, documents: t2 - t1, products: t3 - t2, globals: t4 - t3 }
  return {
    products: productResult.total,
    ms,
    created: s.created,
    timings: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])) as SeedResult['timings'],
  }
}

/** Everything but media, products and globals: accounts, brands, catalogue tree, expertises, editorial. */
async function seedDocuments(s: Seeder) {
  const { log } = s
  const categoryList = flattenCategories()
  // --- Accounts: editor
  await s.ensure(
    'editors',
    'email',
    [DEMO_EDITOR],
    (e) => e.email,
    (e) => ({ email: e.email, password: e.password, name: e.name }),
  )

  // --- Brands
  const marques = await s.ensure(
    'marques',
    'slug',
    MARQUES,
    (m) => m.slug,
    async (m) => ({
      titre: m.titre,
      slug: m.slug,
      description: m.description,
      header: { logo: await s.logo(m) },
      has_single_page: Boolean(m.page),
      contenu: m.page
        ? richText(
            heading('h2', m.page.accroche),
            paragraph(bold(m.titre), ` – ${m.description}`),
            heading('h3', 'Les gammes que nous distribuons'),
            bulletList(...m.page.points),
            paragraph(
              'Retrouvez en stock les ',
              italic(m.page.gammes.join(', ')),
              ' de la marque, livrés en 24 à 48 h en France et en Belgique.',
            ),
          )
        : null,
    }),
  )
  log(`marques: ${marques.size}`)

  // --- Catalogues and categories (two levels)
  const catalogues = await s.ensure(
    'catalogues',
    'slug',
    CATALOGUES,
    (c) => c.slug,
    async (c) => ({
      titre: c.titre,
      slug: c.slug,
      description: c.description,
      image: await s.banner(`catalogue-${c.slug}`, `Illustration du catalogue ${c.titre}`, c.images),
      ordre: CATALOGUES.indexOf(c) + 1,
    }),
  )
  const categories = await s.ensure(
    'categories',
    'slug',
    categoryList,
    (c) => c.slug,
    async (c, ids) => ({
      titre: c.titre,
      slug: c.slug,
      catalogue: catalogues.get(c.catalogue) as number,
      parent: c.parent ? (ids.get(c.parent) as number) : null,
      description: c.description,
      // categories reuse a picture of the product pool of their family
      image: await s.poolImage(c.images[0] as ImageKind, (c.ordre - 1) % IMAGE_POOL_SIZE),
      ordre: c.ordre,
    }),
  )
  log(`catalogues: ${catalogues.size}, catégories: ${categories.size}`)

  // --- Expertises → solutions → services
  const services = await s.ensure(
    'services',
    'slug',
    SERVICES,
    (x) => x.slug,
    async (x) => ({
      title: x.title,
      slug: x.slug,
      description: x.description,
      image: await s.banner(`service-${x.slug}`, `Illustration du service ${x.title}`, x.images),
      contenu: richText(paragraph(x.description), heading('h3', 'Ce que comprend le service'), bulletList(...x.points)),
    }),
  )
  const expertises = await s.ensure(
    'expertises',
    'slug',
    EXPERTISES,
    (e) => e.slug,
    async (e) => ({
      title: e.title,
      slug: e.slug,
      description: e.description,
      image: await s.banner(`expertise-${e.slug}`, `Illustration de l’expertise ${e.title}`, e.images),
      contenu: richText(
        ...e.paragraphes.map((p) => paragraph(p)),
        heading('h2', 'Nos solutions'),
        bulletList(...e.solutions.map((x) => x.title)),
      ),
      ordre: EXPERTISES.indexOf(e) + 1,
    }),
  )
  const solutionList = EXPERTISES.flatMap((e) => e.solutions.map((x, i) => ({ ...x, expertise: e.slug, ordre: i + 1 })))
  const solutions = await s.ensure(
    'solutions',
    'slug',
    solutionList,
    (x) => x.slug,
    (x) => ({
      title: x.title,
      slug: x.slug,
      expertise: expertises.get(x.expertise) as number,
      description: x.description,
      services: x.services.map((slug) => services.get(slug) as number),
      ordre: x.ordre,
    }),
  )
  log(`expertises: ${expertises.size}, solutions: ${solutions.size}, services: ${services.size}`)

  // --- Companies, buyers, preparers
  const societes = await s.ensure(
    'societes',
    'raison_sociale',
    SOCIETES,
    (x) => x.raison_sociale,
    ({ key: _key, ...data }) => data,
  )
  const societeId = (key: string) => societes.get(SOCIETES.find((x) => x.key === key)?.raison_sociale ?? '') as number
  const clients = await s.ensure(
    'clients',
    'email',
    DEMO_CLIENTS,
    (c) => c.email,
    (c) => ({
      email: c.email,
      password: c.password,
      firstname: c.firstname,
      lastname: c.lastname,
      societe: CLIENT_SOCIETE[c.key] ? societeId(CLIENT_SOCIETE[c.key] as string) : null,
      dimasys_type: c.dimasys_type,
      dimasys_credit_limit: c.dimasys_credit_limit ?? null,
      dimasys_credit_used: c.dimasys_credit_used ?? 0,
      coupa: c.coupa ?? false,
      compte_desactive: c.compte_desactive ?? false,
    }),
  )
  await s.ensure(
    'preparateurs',
    'email',
    PREPARATEURS,
    (p) => p.email,
    (p) => ({
      firstname: p.firstname,
      lastname: p.lastname,
      email: p.email,
      societe: societeId(p.societe),
      client: p.client ? (clients.get(DEMO_CLIENTS.find((c) => c.key === p.client)?.email ?? '') ?? null) : null,
    }),
  )
  await s.ensure(
    'punchout-buyers',
    'name',
    [DEMO_PUNCHOUT_BUYER],
    (b) => b.name,
    ({ client, ...b }) => {
      const clientId = clients.get(client)
      if (clientId === undefined) throw new Error(`punch-out buyer ${b.name}: no client ${client}`)
      const societe = DEMO_CLIENTS.find((c) => c.email === client)?.key
      return { ...b, client: clientId, societe: societe && CLIENT_SOCIETE[societe] ? societeId(CLIENT_SOCIETE[societe] as string) : null }
    },
  )

  // --- Pages (in order: internal links point to pages created before)
  const pages = await s.ensure(
    'pages',
    'slug',
    PAGES,
    (p) => p.slug,
    (p, ids) => ({
      titre: p.titre,
      slug: p.slug,
      chapeau: p.chapeau,
      contenu: p.contenu((slug) => {
        const id = ids.get(slug)
        if (id === undefined) throw new Error(`page ${p.slug} links to ${slug}, which is not created yet`)
        return id
      }),
      meta: p.meta,
      ...published,
    }),
  )

  // --- Editorial
  await s.ensure(
    'case-studies',
    'slug',
    CASE_STUDIES,
    (c) => c.slug,
    async (c) => ({
      title: c.title,
      slug: c.slug,
      sous_titre: c.sous_titre,
      image: await s.banner(`etude-de-cas-${c.slug}`, `Illustration de l’étude de cas : ${c.title}`, c.images),
      expertise: expertises.get(c.expertise) as number,
      marque: marques.get(c.marque) as number,
      contenu: richText(
        heading('h2', 'Le contexte'),
        paragraph(c.contexte),
        heading('h2', 'La solution'),
        paragraph(c.solution),
        heading('h2', 'Les résultats'),
        bulletList(...c.resultats.map((r) => [bold(r)])),
      ),
      ...published,
    }),
  )
  await s.ensure(
    'articles',
    'slug',
    ARTICLES,
    (a) => a.slug,
    async (a) => ({
      titre: a.titre,
      slug: a.slug,
      date: a.date,
      client: a.client,
      extrait: a.extrait,
      image: await s.banner(`cas-client-${a.slug}`, `Illustration du cas client ${a.client}`, a.images),
      contenu: richText(paragraph(italic(a.extrait)), ...a.paragraphes.map((p) => paragraph(p))),
      ...published,
    }),
  )
  await s.ensure(
    'evenements',
    'slug',
    EVENTS,
    (e) => e.slug,
    async (e) => ({
      titre: e.titre,
      slug: e.slug,
      date_debut: e.date_debut,
      date_fin: e.date_fin ?? null,
      lieu: e.lieu,
      description: e.description,
      image: await s.banner(`evenement-${e.slug}`, `Illustration de l’événement ${e.titre}`, e.images),
      lien: e.lien ?? null,
      ...published,
    }),
  )
  await s.ensure(
    'brochures',
    'slug',
    BROCHURES,
    (b) => b.slug,
    async (b) => ({
      titre: b.titre,
      slug: b.slug,
      description: b.description,
      image: await s.banner(`brochure-${b.slug}`, `Couverture de la brochure ${b.titre}`, b.images),
      fichier: await brochurePdf(s, b),
      ...published,
    }),
  )
  await s.ensure(
    'jobs',
    'slug',
    JOBS,
    (j) => j.slug,
    (j) => ({
      titre: j.titre,
      slug: j.slug,
      lieu: j.lieu,
      type_contrat: j.type_contrat,
      description: richText(
        heading('h3', 'Vos missions'),
        bulletList(...j.missions),
        heading('h3', 'Votre profil'),
        bulletList(...j.profil),
      ),
      ...published,
    }),
  )
  await s.ensure(
    'faq',
    'question',
    FAQ,
    (f) => f.question,
    (f) => ({
      question: f.question,
      reponse: paragraphs(...f.reponse),
      categorie: f.categorie,
      ordre: FAQ.indexOf(f) + 1,
      ...published,
    }),
  )
  log('contenus éditoriaux prêts')
  // --- The trade's usual search synonyms (looked up by their list label)
  const synonymDocs = SYNONYMS.map((x) => ({ type: x.type, mot_saisi: x.mot_saisi, mots: x.mots.map((mot) => ({ mot })) }))
  await s.ensure('synonymes-recherche', 'libelle', synonymDocs, synonymLabel, (x) => x)
  return { marques, catalogues, categories, expertises, solutions, services, pages }
}

async function seedProducts(
  s: Seeder,
  products: ProductSeed[],
  refs: { marques: Ids; categories: Ids },
): Promise<{ total: number; featured: number[] }> {
  const { payload, log } = s
  // Pictures and sheets were created up front: these calls only read the cache.
  const pool = new Map<ImageKind, number[]>()
  for (const kind of new Set(products.map((p) => p.image))) {
    pool.set(kind, await Promise.all(Array.from({ length: IMAGE_POOL_SIZE }, (_, i) => s.poolImage(kind, i))))
  }
  const sheets = new Map<string, number>()
  for (const f of FAMILIES) if (products.some((p) => p.family === f.key && p.fiche_technique)) sheets.set(f.key, await s.sheet(f))

  const refToId = await s.keys('produits', 'dimasys_reference')
  const todo = products.filter((p) => !refToId.has(p.reference))
  log(`produits : ${products.length - todo.length} déjà présents, ${todo.length} à créer`)

  const toData = (p: ProductSeed): RequiredDataFromCollectionSlug<'produits'> => {
    const galerie = p.galerie.map((i) => ({ image: (pool.get(p.image) ?? [])[i] as number }))
    return {
      titre: p.titre,
      slug: p.slug,
      should_be_displayed: p.should_be_displayed,
      dimasys_reference: p.reference,
      ean: p.ean,
      marque: refs.marques.get(p.marque) as number,
      categories: [refs.categories.get(p.category) as number],
      description: p.description,
      galerie,
      fiche_technique: p.fiche_technique ? (sheets.get(p.family) ?? null) : null,
      caracteristiques: p.caracteristiques,
      prix: p.prix,
      taxes: p.taxes,
      stock: p.stock,
      delai_a_confirmer: p.delai_a_confirmer,
      relations: p.relations.map((ref) => refToId.get(ref)).filter((id): id is number => id !== undefined),
      cart_increment: p.cart_increment,
      quantity_min_to_buy: p.quantity_min_to_buy,
      sale_unit: p.sale_unit,
      meta: { ...p.meta, image: galerie[0]?.image ?? null },
    }
  }

  const t0 = performance.now()
  for (let start = 0; start < todo.length; start += PRODUCT_BATCH) {
    const batch = todo.slice(start, start + PRODUCT_BATCH)
    await inBatchTransaction(payload, async () => {
      for (const p of batch) {
        const doc = await payload.create({
          collection: 'produits',
          data: toData(p),
          select: { dimasys_reference: true },
          ...base,
        })
        refToId.set(p.reference, doc.id)
      }
    })
    const done = Math.min(start + PRODUCT_BATCH, todo.length)
    const secs = (performance.now() - t0) / 1000
    log(`produits : ${done}/${todo.length} (${Math.round(done / Math.max(secs, 0.001))}/s)`)
  }
  s.count('produits', todo.length)

  // The first products of each category point to products created after them: set their relations now
  // (and again whenever a larger run adds products they should point to).
  const indexByRef = new Map(products.map((p) => [p.reference, p.index]))
  const forward = products.filter((p) => hasForwardRelations(p, indexByRef))
  if (forward.length > 0) {
    const { docs } = await payload.find({
      collection: 'produits',
      where: { dimasys_reference: { in: forward.map((p) => p.reference) } },
      pagination: false,
      select: { dimasys_reference: true, relations: true },
      ...base,
    })
    const current = new Map(docs.map((d) => [d.dimasys_reference, (d.relations ?? []).map((r) => (typeof r === 'object' ? r.id : r))]))
    let updated = 0
    await inBatchTransaction(payload, async () => {
      for (const p of forward) {
        const desired = p.relations.map((ref) => refToId.get(ref) as number)
        const id = refToId.get(p.reference) as number
        if (JSON.stringify(current.get(p.reference)) === JSON.stringify(desired)) continue
        await payload.update({ collection: 'produits', id, data: { relations: desired }, ...base })
        updated++
      }
    })
    if (updated) s.count('produits:relations', updated)
  }

  // 8 featured products for the home page: the first displayed product of 8 different categories.
  const featured: number[] = []
  const seen = new Set<string>()
  for (const p of products) {
    if (featured.length === 8) break
    if (!p.should_be_displayed || seen.has(p.category)) continue
    seen.add(p.category)
    featured.push(refToId.get(p.reference) as number)
  }
  return { total: products.length, featured }
}

const HERO_ALT = 'Roulements, engrenages et outils : illustration de la page d’accueil'

function brochurePdf(s: Seeder, b: (typeof BROCHURES)[number]) {
  return s.pdf(`brochure-${b.slug}`, `Brochure ${b.titre} (PDF)`, b.titre, b.description, [
    ...b.lignes,
    '',
    'Tarifs et disponibilités sur la boutique en ligne, ou auprès de votre agence : Lyon (Corbas), Lille (Lesquin), Liège (Herstal).',
  ])
}

function categoryTitle(slug: string): string {
  for (const c of CATALOGUES)
    for (const l1 of c.categories) {
      if (l1.slug === slug) return l1.titre
      const l2 = l1.children?.find((x) => x.slug === slug)
      if (l2) return l2.titre
    }
  return slug
}

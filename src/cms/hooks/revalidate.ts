import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { brandPath, cataloguePath, expertisePath, productPath, servicePath } from '@/lib/routes'
import { EVERY_PAGE, pathsForChange, STATIC_ROUTES, UTILITY_ROUTES, type CategoryRef, type Subject } from '@/server/revalidation/registry'
import { REVALIDATE_HEADER, revalidateSecret } from '@/server/revalidation/secret'
import { revalidationUrl } from '@/server/revalidation/target'

type Doc = Record<string, unknown> & { id?: number | string }
type Kind = Subject['kind']

const idOf = (v: unknown): number | string | null =>
  typeof v === 'number' || typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? ((v as Doc).id ?? null) : null
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** Reads one document by id (depth 0), null when it is gone; a batch shares one cache of them. */
type Reader = (collection: CollectionSlug, id: number | string) => Promise<Doc | null>

const readerOf =
  (payload: Payload): Reader =>
  async (collection, id) =>
    (await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })) as Doc | null

/** A reader that reads each document once (a batch of products sharing their categories and brands). */
function cachedReader(payload: Payload): Reader {
  const read = readerOf(payload)
  const cache = new Map<string, Promise<Doc | null>>()
  return (collection, id) => {
    const key = `${collection}:${id}`
    let doc = cache.get(key)
    if (!doc) cache.set(key, (doc = read(collection, id)))
    return doc
  }
}

async function slugOf(read: Reader, collection: CollectionSlug, ref: unknown): Promise<string | null> {
  const id = idOf(ref)
  if (id == null) return null
  const doc = await read(collection, id)
  return doc ? str(doc.slug) || null : null
}

async function categoryRef(read: Reader, ref: unknown): Promise<CategoryRef | null> {
  const id = idOf(ref)
  if (id == null) return null
  const c = await read('categories', id)
  if (!c) return null
  return {
    slug: str(c.slug),
    catalogueSlug: await slugOf(read, 'catalogues', c.catalogue),
    parentSlug: await slugOf(read, 'categories', c.parent),
  }
}

/** Resolves the slugs the registry needs for one version of a document. */
async function subjectOf(kind: Kind, doc: Doc | undefined, payload: Payload, read: Reader = readerOf(payload)): Promise<Subject | null> {
  if (!doc) return null
  switch (kind) {
    case 'produits': {
      const cats = await Promise.all(((doc.categories as unknown[]) ?? []).map((c) => categoryRef(read, c)))
      const brandId = idOf(doc.marque)
      const brand = brandId == null ? null : await read('marques', brandId)
      return {
        kind,
        slug: str(doc.slug),
        categories: cats.filter((c): c is CategoryRef => c !== null),
        brand: brand ? { slug: str(brand.slug), hasPage: Boolean(brand.has_single_page) } : null,
      }
    }
    case 'catalogues':
    case 'expertises':
    case 'pages':
      return { kind, slug: str(doc.slug) }
    case 'categories':
      return {
        kind,
        slug: str(doc.slug),
        catalogueSlug: await slugOf(read, 'catalogues', doc.catalogue),
        parentSlug: await slugOf(read, 'categories', doc.parent),
      }
    case 'marques':
      return { kind, slug: str(doc.slug), hasPage: Boolean(doc.has_single_page) }
    case 'solutions':
    case 'case-studies':
      return { kind, expertiseSlug: await slugOf(read, 'expertises', doc.expertise) }
    case 'services': {
      const { docs } = await payload.find({
        collection: 'solutions',
        where: { services: { contains: doc.id } },
        depth: 0,
        limit: 50,
        overrideAccess: true,
      })
      const slugs = await Promise.all(docs.map((s) => slugOf(read, 'expertises', s.expertise)))
      return { kind, slug: str(doc.slug), expertiseSlugs: slugs.filter((s): s is string => Boolean(s)) }
    }
    default:
      return { kind } as Subject
  }
}

/** Every page of the shop: the static routes and every ISR page the CMS knows of. */
async function everyPage(payload: Payload): Promise<string[]> {
  const all = async (collection: CollectionSlug, where?: Record<string, unknown>) =>
    (await payload.find({ collection, depth: 0, limit: 0, pagination: false, overrideAccess: true, where: where as never }))
      .docs as unknown as Doc[]
  const [catalogues, categories, expertises, services, marques, produits] = await Promise.all([
    all('catalogues'),
    all('categories'),
    all('expertises'),
    all('services'),
    all('marques', { has_single_page: { equals: true } }),
    all('produits', { should_be_displayed: { equals: true } }),
  ])
  const catalogueSlug = new Map(catalogues.map((c) => [c.id, str(c.slug)]))
  return [
    ...STATIC_ROUTES,
    ...UTILITY_ROUTES,
    ...catalogues.map((c) => cataloguePath(str(c.slug))),
    // a category without a catalogue has no page (the sitemap skips it too): its '/catalogues//x' would fail its batch
    ...categories.flatMap((c) => {
      const catalogue = catalogueSlug.get(idOf(c.catalogue) ?? '')
      return catalogue && str(c.slug) ? [cataloguePath(catalogue, str(c.slug))] : []
    }),
    ...expertises.map((e) => expertisePath(str(e.slug))),
    ...services.map((s) => servicePath(str(s.slug))),
    ...marques.map((m) => brandPath(str(m.slug))),
    ...produits.map((p) => productPath(str(p.slug))),
  ]
}

const BATCH = 200 // the API's per-request maximum

/** Asks the storefront to rebuild the pages (pages-router ISR is rebuilt through an API route's res.revalidate). */
async function requestRevalidation(paths: string[], req: Pick<PayloadRequest, 'payload'>): Promise<void> {
  const url = revalidationUrl() // the server itself, never a host named by the request
  const secret = revalidateSecret(req.payload.secret)
  for (let i = 0; i < paths.length; i += BATCH) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: secret },
      body: JSON.stringify({ paths: paths.slice(i, i + BATCH) }),
    })
    if (!res.ok) throw new Error(`revalidate answered ${res.status}`)
  }
}

const COMMIT_POLL_MS = 10
const COMMIT_WAIT_MS = 60_000

/**
 * The request's open transaction, if any. Payload sets `transactionID` to a promise while it begins one; an adapter
 * without transactions (SQLite by default) resolves it to null and leaves that promise in place.
 */
async function openTransaction(req: PayloadRequest): Promise<string | number | null> {
  const id: unknown = req.transactionID
  const resolved = id instanceof Promise ? await id : id
  return typeof resolved === 'string' || typeof resolved === 'number' ? resolved : null
}

/** Resolves once the transaction `id` is committed or rolled back (Payload then clears it; at most COMMIT_WAIT_MS). */
async function committed(req: PayloadRequest, id: string | number | null): Promise<void> {
  const deadline = Date.now() + COMMIT_WAIT_MS
  while (id !== null && req.transactionID === id && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, COMMIT_POLL_MS))
}

async function revalidate(kind: Kind, doc: Doc | undefined, previous: Doc | undefined, req: PayloadRequest) {
  if (req.context?.disableRevalidate) return // seed and bulk scripts
  try {
    const [current, before] = await Promise.all([subjectOf(kind, doc, req.payload), subjectOf(kind, previous, req.payload)])
    const paths = pathsForChange(current, before)
    if (paths.length === 0) return
    const transaction = await openTransaction(req)
    if (paths[0] === EVERY_PAGE) {
      // thousands of pages: rebuilt in the background, the editor's save does not wait
      void committed(req, transaction)
        .then(() => everyPage(req.payload))
        .then((all) => requestRevalidation(all, req))
        .catch((error) => req.payload.logger.warn({ err: error }, 'revalidation of every page failed'))
      return
    }
    if (transaction !== null) {
      // Postgres: the hooks run inside the save's transaction, so a page rendered now would read the old row. The pages
      // are rebuilt once the transaction is over (Payload clears `transactionID` on commit and on rollback).
      void committed(req, transaction)
        .then(() => requestRevalidation(paths, req))
        .catch((error: unknown) => req.payload.logger.warn({ err: error }, `revalidation after a change of ${kind} failed`))
      return
    }
    // no transaction (SQLite): awaited, so when the editor's save returns the public pages already show the change
    await requestRevalidation(paths, req)
  } catch (error) {
    // no server to call (scripts) or a page failed: the page's own revalidate timer catches up
    req.payload.logger.warn({ err: error }, `revalidation after a change of ${kind} failed`)
  }
}

export const revalidateCollection = (
  kind: Kind,
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    async ({ doc, previousDoc, req }) => {
      await revalidate(kind, doc as Doc, previousDoc as Doc | undefined, req)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      await revalidate(kind, undefined, doc as Doc, req)
      return doc
    },
  ],
})

export const revalidateGlobal = (kind: Kind): GlobalAfterChangeHook[] => [
  async ({ doc, req }) => {
    await revalidate(kind, doc as Doc, undefined, req)
    return doc
  },
]

/**
 * One revalidation for a batch of changed documents (the catalogue import writes with `disableRevalidate` and calls
 * this once its batch is committed): the union of the pages each change touches, each related document read once.
 * Returns the number of paths asked for; throws when the server does not answer (the caller reports it).
 */
export async function revalidateDocuments(
  payload: Payload,
  kind: Kind,
  changes: readonly { doc: Doc | undefined; previous: Doc | undefined }[],
): Promise<number> {
  const read = cachedReader(payload)
  const paths = new Set<string>()
  for (const { doc, previous } of changes) {
    const [current, before] = await Promise.all([subjectOf(kind, doc, payload, read), subjectOf(kind, previous, payload, read)])
    for (const path of pathsForChange(current, before)) paths.add(path)
  }
  if (paths.size === 0) return 0
  const list = paths.has(EVERY_PAGE) ? await everyPage(payload) : [...paths]
  await requestRevalidation(list, { payload })
  return list.length
}

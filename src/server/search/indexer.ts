/**
 * Reads the CMS and shapes the records: every public document at once (the build at start-up, a reindex), or one
 * document after a change (the CMS hooks). Public means a displayed product (`should_be_displayed`) or a published
 * case study / brochure; brands, expertises, services and catalogues are always public.
 * Takes the Payload instance (or the hook's request, to read inside its transaction) instead of importing the
 * config: the CMS hooks import this module.
 */
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import type { SearchRecord } from '@/lib/search/types'
import { DEFAULT_LOW_STOCK_THRESHOLD, lowStockThresholdOf } from '@/lib/stock'
import { loadPopularity } from './popularity'
import {
  brochureRecord,
  caseStudyRecord,
  catalogueRecord,
  expertiseRecord,
  marqueRecord,
  objectIdOf,
  productRecord,
  serviceRecord,
  type IndexedCollection,
  type MediaLike,
  type Named,
  type ReplacedProduct,
} from './records'
import { loadAllSynonyms } from './synonyms'
import type { IndexContent } from './types'

type Id = number | string
type Doc = Record<string, unknown> & { id: number }

const idOf = (v: unknown): Id | null =>
  typeof v === 'number' || typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? ((v as Doc).id ?? null) : null
const ids = (v: unknown): Id[] => (Array.isArray(v) ? v.map(idOf).filter((x): x is Id => x !== null) : [])

/** Related documents a record needs, by collection and id. */
type Related = {
  media: Map<Id, MediaLike>
  marques: Map<Id, Doc>
  categories: Map<Id, Doc>
  catalogues: Map<Id, Doc>
  threshold: number
  /** Clicks and conversions per objectID (see popularity.ts). */
  popularity?: Map<string, number>
  /** « Remplacé par » (see `replacements`): what each product replaces, and the products replaced. */
  replacements?: Replacements
}

type Replacements = { replaces: Map<Id, ReplacedProduct[]>; replaced: Set<Id> }

const PRODUCT_FIELDS = {
  titre: true,
  slug: true,
  dimasys_reference: true,
  ean: true,
  should_be_displayed: true,
  marque: true,
  categories: true,
  galerie: true,
  stock: true,
  delai_a_confirmer: true,
  cart_increment: true,
  quantity_min_to_buy: true,
  meta: true,
  description: true,
  caracteristiques: true,
  remplace_par: true,
} as const

/** Is the document public (shown to visitors)? */
function isPublic(collection: IndexedCollection, doc: Doc): boolean {
  if (collection === 'produits') return doc.should_be_displayed === true
  if (collection === 'case-studies' || collection === 'brochures') return doc._status === 'published'
  return true
}

function related(map: Map<Id, Doc>, ref: unknown): Doc | null {
  if (ref && typeof ref === 'object') return ref as Doc
  const id = idOf(ref)
  return id === null ? null : (map.get(id) ?? null)
}

const mediaOf = (rel: Related, ref: unknown): MediaLike =>
  ref && typeof ref === 'object' ? (ref as MediaLike) : rel.media.get(idOf(ref) ?? -1)

/** The record of a public document (null for a hidden one). */
export function recordOf(collection: IndexedCollection, doc: Doc, rel: Related): SearchRecord | null {
  if (!isPublic(collection, doc)) return null
  const d = doc as never
  switch (collection) {
    case 'produits': {
      const categories = ids(doc.categories)
        .map((id) => rel.categories.get(id))
        .filter((c): c is Doc => Boolean(c))
      const parents = categories.map((c) => related(rel.categories, c.parent)).filter((c): c is Doc => Boolean(c))
      const catalogues = [...categories, ...parents].map((c) => related(rel.catalogues, c.catalogue)).filter((c): c is Doc => Boolean(c))
      const galerie = doc.galerie as { image?: unknown }[] | null | undefined
      return productRecord(d, {
        marque: related(rel.marques, doc.marque) as Named | null,
        categories: [...categories, ...parents] as Named[],
        catalogues: catalogues as Named[],
        image: mediaOf(rel, galerie?.[0]?.image),
        lowStockThreshold: rel.threshold,
        popularity: rel.popularity?.get(objectIdOf('produits', doc.id)) ?? 0,
        replaced: rel.replacements?.replaced.has(doc.id) ?? false,
        replaces: rel.replacements?.replaces.get(doc.id) ?? [],
      })
    }
    case 'marques':
      return marqueRecord(d, mediaOf(rel, (doc.header as { logo?: unknown } | null)?.logo))
    case 'expertises':
      return expertiseRecord(d, mediaOf(rel, doc.image))
    case 'services':
      return serviceRecord(d, mediaOf(rel, doc.image))
    case 'case-studies':
      return caseStudyRecord(d, related(rel.marques, doc.marque) as Named | null, mediaOf(rel, doc.image))
    case 'catalogues':
      return catalogueRecord(d, mediaOf(rel, doc.image))
    case 'brochures':
      return brochureRecord(d, mediaOf(rel, doc.image), mediaOf(rel, doc.fichier))
  }
}

async function lowStockThreshold(payload: Payload, req?: PayloadRequest): Promise<number> {
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })) as {
      low_stock_threshold?: unknown
    }
    return lowStockThresholdOf(settings.low_stock_threshold)
  } catch {
    return DEFAULT_LOW_STOCK_THRESHOLD
  }
}

const byId = (docs: Doc[]) => new Map<Id, Doc>(docs.map((doc) => [doc.id, doc]))

const REPLACEMENT_FIELDS = { titre: true, dimasys_reference: true, should_be_displayed: true, remplace_par: true } as const

/**
 * « Remplacé par » for the records of `docs` (every product when `docs` is null): the products each replaces, and
 * those replaced. Only a displayed replacement counts, and only a displayed replaced product is searched for (its
 * page stays).
 */
async function replacements(payload: Payload, docs: Doc[] | null, req?: PayloadRequest): Promise<Replacements> {
  const find = async (where: Where, select: Record<string, true>) =>
    (await payload.find({ collection: 'produits', where, select, depth: 0, pagination: false, overrideAccess: true, req }))
      .docs as unknown as Doc[]
  const olds = await find(
    docs === null ? { remplace_par: { exists: true } } : { remplace_par: { in: docs.map((d) => d.id) } },
    REPLACEMENT_FIELDS,
  )
  const sources = docs === null ? olds : [...olds, ...docs]
  const targets = [...new Set(sources.map((d) => idOf(d.remplace_par)).filter((x): x is Id => x !== null))]
  const shown = new Set<Id>(
    targets.length === 0
      ? []
      : (await find({ and: [{ id: { in: targets } }, { should_be_displayed: { equals: true } }] }, { slug: true })).map((t) => t.id),
  )
  const replaces = new Map<Id, ReplacedProduct[]>()
  const replaced = new Set<Id>()
  for (const doc of sources) {
    const target = idOf(doc.remplace_par)
    if (target === null || !shown.has(target)) continue
    replaced.add(doc.id)
    if (doc.should_be_displayed !== true || !olds.includes(doc)) continue
    replaces.set(target, [...(replaces.get(target) ?? []), { titre: String(doc.titre), dimasys_reference: String(doc.dimasys_reference) }])
  }
  return { replaces, replaced }
}

/**
 * The products whose records change with this product's « Remplacé par », name, reference or display: the
 * replacements it names (now and before), which carry its name, and, when its display changes, the products it replaces.
 */
export async function replacementNeighbours(payload: Payload, doc: Doc, previous: Doc | null, req?: PayloadRequest): Promise<Doc[]> {
  const changed = (field: string) => !previous || previous[field] !== doc[field]
  const target = (d: Doc | null) => (d ? idOf(d.remplace_par) : null)
  const ids = new Set<Id>()
  if (['remplace_par', 'titre', 'dimasys_reference', 'should_be_displayed'].some(changed) || target(doc) !== target(previous)) {
    for (const id of [target(doc), target(previous)]) if (id !== null && id !== doc.id) ids.add(id)
  }
  const where: Where[] = []
  if (ids.size > 0) where.push({ id: { in: [...ids] } })
  if (previous && changed('should_be_displayed')) where.push({ remplace_par: { equals: doc.id } })
  return where.length === 0 ? [] : productsWhere(payload, { or: where }, req)
}

/** The products matching `where`, with the fields their records need. */
async function productsWhere(payload: Payload, where: Where, req?: PayloadRequest): Promise<Doc[]> {
  const { docs } = await payload.find({
    collection: 'produits',
    where,
    depth: 0,
    pagination: false,
    select: PRODUCT_FIELDS,
    overrideAccess: true,
    req,
  })
  return docs as unknown as Doc[]
}

async function all(payload: Payload, collection: CollectionSlug, where?: Where): Promise<Doc[]> {
  const { docs } = await payload.find({ collection, where, depth: 0, pagination: false, overrideAccess: true, draft: false })
  return docs as unknown as Doc[]
}

const PUBLISHED: Where = { _status: { equals: 'published' } }
const PRODUCT_PAGE = 1000

/** Every record of the shop, read from the database. */
async function loadAllRecords(payload: Payload): Promise<SearchRecord[]> {
  const [media, marques, categories, catalogues, expertises, services, caseStudies, brochures, threshold] = await Promise.all([
    all(payload, 'media'),
    all(payload, 'marques'),
    all(payload, 'categories'),
    all(payload, 'catalogues'),
    all(payload, 'expertises'),
    all(payload, 'services'),
    all(payload, 'case-studies', PUBLISHED),
    all(payload, 'brochures', PUBLISHED),
    lowStockThreshold(payload),
  ])
  const [popularity, replaced] = await Promise.all([loadPopularity(payload, undefined, true), replacements(payload, null)])
  const rel: Related = {
    media: new Map(media.map((m) => [m.id, m as MediaLike])),
    marques: byId(marques),
    categories: byId(categories),
    catalogues: byId(catalogues),
    threshold,
    popularity,
    replacements: replaced,
  }
  const records: SearchRecord[] = []
  const push = (collection: IndexedCollection, docs: Doc[]) => {
    for (const doc of docs) {
      const rec = recordOf(collection, doc, rel)
      if (rec) records.push(rec)
    }
  }
  push('marques', marques)
  push('catalogues', catalogues)
  push('expertises', expertises)
  push('services', services)
  push('case-studies', caseStudies)
  push('brochures', brochures)
  for (let page = 1; ; page++) {
    const res = await payload.find({
      collection: 'produits',
      where: { should_be_displayed: { equals: true } },
      depth: 0,
      limit: PRODUCT_PAGE,
      page,
      sort: 'id',
      select: PRODUCT_FIELDS,
      overrideAccess: true,
    })
    push('produits', res.docs as unknown as Doc[])
    if (!res.hasNextPage) break
  }
  return records
}

/** What a full build puts in the index: every record, and the editors' synonyms (src/server/search/synonyms.ts). */
export async function loadIndexContent(payload: Payload): Promise<IndexContent> {
  const [records, synonyms] = await Promise.all([loadAllRecords(payload), loadAllSynonyms(payload)])
  return { records, synonyms }
}

/** Loads the related documents the given documents point to (inside the hook's transaction when `req` is given). */
async function relatedOf(payload: Payload, collection: IndexedCollection, docs: Doc[], req?: PayloadRequest): Promise<Related> {
  const find = async (slug: CollectionSlug, wanted: Id[]): Promise<Doc[]> => {
    const unique = [...new Set(wanted)]
    if (unique.length === 0) return []
    const { docs: found } = await payload.find({
      collection: slug,
      where: { id: { in: unique } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    return found as unknown as Doc[]
  }
  const marques = await find(
    'marques',
    docs.map((d) => idOf(d.marque)).filter((x): x is Id => x !== null),
  )
  let categories: Doc[] = []
  let catalogues: Doc[] = []
  if (collection === 'produits') {
    categories = await find(
      'categories',
      docs.flatMap((d) => ids(d.categories)),
    )
    const parents = await find(
      'categories',
      categories.map((c) => idOf(c.parent)).filter((x): x is Id => x !== null),
    )
    categories = [...categories, ...parents]
    catalogues = await find(
      'catalogues',
      categories.map((c) => idOf(c.catalogue)).filter((x): x is Id => x !== null),
    )
  }
  const mediaIds = docs.flatMap((d) => [
    idOf((d.galerie as { image?: unknown }[] | null | undefined)?.[0]?.image),
    idOf(d.image),
    idOf(d.fichier),
    idOf((d.header as { logo?: unknown } | null | undefined)?.logo),
  ])
  const marqueLogos = marques.map((m) => idOf((m.header as { logo?: unknown } | null | undefined)?.logo))
  const media = await find(
    'media',
    [...mediaIds, ...marqueLogos].filter((x): x is Id => x !== null),
  )
  return {
    media: new Map(media.map((m) => [m.id, m as MediaLike])),
    marques: byId(marques),
    categories: byId(categories),
    catalogues: byId(catalogues),
    threshold: collection === 'produits' ? await lowStockThreshold(payload, req) : DEFAULT_LOW_STOCK_THRESHOLD,
    popularity: collection === 'produits' ? await loadPopularity(payload, req) : undefined,
    replacements: collection === 'produits' ? await replacements(payload, docs, req) : undefined,
  }
}

export type Change = { save: SearchRecord[]; remove: string[] }

/** What the index must do after documents of `collection` changed: save the public ones, remove the others. */
export async function changesFor(payload: Payload, collection: IndexedCollection, docs: Doc[], req?: PayloadRequest): Promise<Change> {
  const rel = await relatedOf(payload, collection, docs, req)
  const change: Change = { save: [], remove: [] }
  for (const doc of docs) {
    const rec = recordOf(collection, doc, rel)
    if (rec) change.save.push(rec)
    else change.remove.push(objectIdOf(collection, doc.id))
  }
  return change
}

/** The products whose records show a brand's or a catalogue's name (to refresh them when it changes). */
export async function productsShowing(
  payload: Payload,
  collection: 'marques' | 'catalogues',
  id: Id,
  req?: PayloadRequest,
): Promise<Doc[]> {
  let where: Where
  if (collection === 'marques') where = { marque: { equals: id } }
  else {
    const { docs: categories } = await payload.find({
      collection: 'categories',
      where: { catalogue: { equals: id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: { slug: true },
    })
    if (categories.length === 0) return []
    where = { categories: { in: categories.map((c) => c.id) } }
  }
  return productsWhere(payload, { and: [where, { should_be_displayed: { equals: true } }] }, req)
}

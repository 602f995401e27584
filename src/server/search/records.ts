/**
 * CMS documents → search records (spec §3 "Search hits"). Pure: the caller resolves the relations (brand,
 * categories, catalogues, media) and says whether the document is public; this module only shapes the record.
 */

import { buyingRulesOf } from '@/lib/cart/buyingRules'
import { referenceVariants } from '@/lib/product/references'
import { mediaPath } from '@/lib/media'
import { richTextToPlain } from '@/lib/richtext-plain'
import { allProductsPath, brandPath, caseStudiesPath, cataloguePath, expertisePath, productPath, ROUTES, servicePath } from '@/lib/routes'
import type {
  BrochureRecord,
  CaseStudyRecord,
  CatalogueRecord,
  ExpertiseRecord,
  HitKind,
  MarqueRecord,
  ProductRecord,
  ServiceRecord,
} from '@/lib/search/types'
import { characteristicFacets, type CharacteristicInput } from '@/lib/search/characteristics'
import { DEFAULT_LOW_STOCK_THRESHOLD, STOCK_LEVEL_LABEL, STOCK_LEVEL_RANK, stockLevel, totalStock } from '@/lib/stock'

/** The CMS collections that have records, and the kind of hit each gives. */
export const INDEXED_COLLECTIONS = {
  produits: 'product',
  marques: 'marque',
  expertises: 'expertise',
  services: 'service',
  'case-studies': 'case_studies',
  catalogues: 'catalogue',
  brochures: 'brochure',
} as const satisfies Record<string, HitKind>

export type IndexedCollection = keyof typeof INDEXED_COLLECTIONS

const TYPE_RANK: Record<HitKind, number> = { marque: 1, catalogue: 2, expertise: 3, service: 4, product: 5, case_studies: 6, brochure: 7 }
/** What a buyer calls each kind (a searchable attribute); products have none: "produit" would find them all. */
const TYPE_LABEL: Record<Exclude<HitKind, 'product'>, string> = {
  marque: 'Marque',
  catalogue: 'Catalogue',
  expertise: 'Expertise',
  service: 'Service',
  case_studies: 'Cas client',
  brochure: 'Brochure',
}

export const objectIdOf = (collection: IndexedCollection, id: number | string): string => `${INDEXED_COLLECTIONS[collection]}-${id}`

export type MediaLike = { url?: string | null; sizes?: { thumbnail?: { url?: string | null } | null } | null } | null | undefined

/** The thumbnail when there is one, else the file itself; same-origin path for our own files. */
function imagePath(media: MediaLike): string | null {
  const url = media?.sizes?.thumbnail?.url || media?.url
  return url ? mediaPath(url) : null
}

const filePath = (media: MediaLike): string | null => (media?.url ? mediaPath(media.url) : null)

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const SHORT_DESC = 160

export { referenceVariants }

export type Named = { titre?: string | null; title?: string | null; slug?: string | null }

export type ProductInput = {
  id: number
  titre: string
  slug: string
  dimasys_reference: string
  ean?: string | null
  description?: unknown
  meta?: { description?: string | null } | null
  stock?: { shop_qty?: number | null }[] | null
  delai_a_confirmer?: boolean | null
  cart_increment?: number | null
  quantity_min_to_buy?: number | null
  caracteristiques?: CharacteristicInput[] | null
}

/** A displayed product that another one replaces (« Remplacé par »): what a buyer may still search it by. */
export type ReplacedProduct = { titre: string; dimasys_reference: string }

export type ProductRelations = {
  marque: (Named & { has_single_page?: boolean | null }) | null
  categories: Named[]
  catalogues: Named[]
  image: MediaLike
  lowStockThreshold?: number
  /** Clicks and conversions of the product recorded by the search insights (see `popularityByObject`). */
  popularity?: number
  /** A displayed product replaces this one. */
  replaced?: boolean
  /** The displayed products this one replaces. */
  replaces?: readonly ReplacedProduct[]
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))]

export function productRecord(p: ProductInput, rel: ProductRelations): ProductRecord {
  const delay = Boolean(p.delai_a_confirmer)
  // the public index holds the label's level, never the quantity (a buyer's comes from GET /api/prices)
  const level = stockLevel({
    stock: totalStock(p.stock),
    confirmationDelay: delay,
    threshold: rel.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
  })
  const buying = buyingRulesOf(p)
  return {
    objectID: objectIdOf('produits', p.id),
    algolia_type: 'product',
    type_rank: TYPE_RANK.product,
    id: p.id,
    label: p.titre,
    url: productPath(p.slug),
    image: imagePath(rel.image),
    titre: p.titre,
    slug: p.slug,
    reference: p.dimasys_reference,
    reference_variants: referenceVariants(p.dimasys_reference),
    ean: p.ean || null,
    short_desc: text(p.meta?.description) || richTextToPlain(p.description, SHORT_DESC),
    popularity: rel.popularity ?? 0,
    stock_rank: STOCK_LEVEL_RANK[level],
    delai_a_confirmer: delay,
    disponibilite: STOCK_LEVEL_LABEL[level],
    marque: rel.marque ? text(rel.marque.titre) || null : null,
    marque_slug: rel.marque ? text(rel.marque.slug) || null : null,
    // the hit's quantity stepper, spec §3 defaults 1; the record keeps the spec's names
    cart_increment: buying.step,
    quantity_min_to_buy: buying.min,
    catalogue: unique(rel.catalogues.map((c) => text(c.titre))),
    categorie: unique(rel.categories.map((c) => text(c.titre))),
    catalogue_slugs: unique(rel.catalogues.map((c) => text(c.slug))),
    categorie_slugs: unique(rel.categories.map((c) => text(c.slug))),
    carac: characteristicFacets(p.caracteristiques),
    est_remplace: rel.replaced ? 1 : 0,
    remplace_titres: unique((rel.replaces ?? []).map((r) => r.titre)),
    remplace_references: unique((rel.replaces ?? []).map((r) => r.dimasys_reference)),
    remplace_variants: unique((rel.replaces ?? []).flatMap((r) => referenceVariants(r.dimasys_reference))),
  }
}

/** The first fields of a record of any kind but products: object id, kind (type, rank and label), id and display name. */
function recordHead<K extends Exclude<HitKind, 'product'>>(collection: IndexedCollection, kind: K, id: number, label: string) {
  return { objectID: objectIdOf(collection, id), algolia_type: kind, type_rank: TYPE_RANK[kind], type_label: TYPE_LABEL[kind], id, label }
}

export type MarqueInput = { id: number; titre: string; slug: string; description?: string | null; has_single_page?: boolean | null }

export function marqueRecord(m: MarqueInput, logo: MediaLike): MarqueRecord {
  const hasPage = Boolean(m.has_single_page)
  const image = imagePath(logo)
  return {
    ...recordHead('marques', 'marque', m.id, m.titre),
    // spec §2: a brand page is linked only when the brand has a single page; otherwise its products,
    // the listing's brand filter as its address writes it (routeState LISTING_FACET_PARAMS: marque = the brand's name)
    url: hasPage ? brandPath(m.slug) : allProductsPath(m.titre),
    image,
    titre: m.titre,
    slug: m.slug,
    description: text(m.description),
    logo: image,
    has_single_page: hasPage,
  }
}

export type TitledInput = { id: number; title: string; slug: string; description?: string | null }

export function expertiseRecord(e: TitledInput, image: MediaLike): ExpertiseRecord {
  return {
    ...recordHead('expertises', 'expertise', e.id, e.title),
    url: expertisePath(e.slug),
    image: imagePath(image),
    title: e.title,
    slug: e.slug,
    description: text(e.description),
  }
}

export function serviceRecord(s: TitledInput, image: MediaLike): ServiceRecord {
  return {
    ...recordHead('services', 'service', s.id, s.title),
    url: servicePath(s.slug),
    image: imagePath(image),
    title: s.title,
    slug: s.slug,
    description: text(s.description),
  }
}

export type CaseStudyInput = { id: number; title: string; slug: string; sous_titre?: string | null }

export function caseStudyRecord(
  c: CaseStudyInput,
  marque: (Named & { has_single_page?: boolean | null }) | null,
  image: MediaLike,
): CaseStudyRecord {
  const brandSlug = marque ? text(marque.slug) || null : null
  return {
    ...recordHead('case-studies', 'case_studies', c.id, c.title),
    // spec §2: case-study results link to /partenaires/{slug}: the brand's page when it has one
    url: brandSlug && marque?.has_single_page ? brandPath(brandSlug) : caseStudiesPath(c.slug),
    image: imagePath(image),
    title: c.title,
    slug: c.slug,
    sous_titre: text(c.sous_titre),
    marque: marque ? text(marque.titre) || null : null,
    marque_slug: brandSlug,
  }
}

export type CatalogueInput = { id: number; titre: string; slug: string; description?: string | null }

export function catalogueRecord(c: CatalogueInput, image: MediaLike): CatalogueRecord {
  return {
    ...recordHead('catalogues', 'catalogue', c.id, c.titre),
    url: cataloguePath(c.slug),
    image: imagePath(image),
    titre: c.titre,
    slug: c.slug,
    description: text(c.description),
  }
}

export type BrochureInput = { id: number; titre: string; slug: string; description?: string | null }

export function brochureRecord(b: BrochureInput, image: MediaLike, file: MediaLike): BrochureRecord {
  const fichier = filePath(file)
  return {
    ...recordHead('brochures', 'brochure', b.id, b.titre),
    // spec §2: brochure results are direct file downloads
    url: fichier ?? ROUTES.brochures,
    image: imagePath(image),
    titre: b.titre,
    slug: b.slug,
    description: text(b.description),
    fichier,
  }
}

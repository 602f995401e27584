/**
 * The search index as the storefront sees it (spec §3 "Search hits", §9 search constants): index names, the
 * records of each hit kind, the facet attributes. Shared by the indexer (server) and the search UI (browser).
 */
import type { StockLabel } from '@/lib/stock'

/** spec §7/§9: the index is named all-{locale}. */
const searchIndexName = (locale = 'fr'): string => `all-${locale}`
export const SEARCH_INDEX = searchIndexName('fr')

/** Sorted views of the index for the product listing (virtual replicas), by the listing's `?tri=` value. */
export const SEARCH_SORT_INDEX = {
  // A-Z is a replica: the main index breaks relevance ties by popularity and stock level, not by name
  'a-z': `${SEARCH_INDEX}_label_asc`,
  'z-a': `${SEARCH_INDEX}_label_desc`,
  reference: `${SEARCH_INDEX}_reference_asc`,
} as const

/** spec §9: the search dropdown shows 10 hits. */
export const DROPDOWN_HITS = 10
/** spec §9: default page size of the results list. */
export const RESULTS_PAGE_SIZE = 20
/** spec §5: the search input accepts at most 512 characters. */
export const MAX_QUERY_LENGTH = 512

/**
 * What the browser needs to search (spec §7: public app id and search key, index all-{locale}), given to pages by
 * the server (`searchClientConfig`): Algolia's public settings, or the embedded endpoint's path and search key.
 * Never the write key.
 */
export type SearchClientConfig = {
  appId: string
  searchKey: string
  indexName: string
  /** Embedded endpoint path on the page's own origin (`/api/search`); null with Algolia (its own hosts). */
  localPath: string | null
  /**
   * Embedded Insights endpoint path (`/api/insights`: search-insights posts to {origin}{path}/1/events); null with
   * Algolia (its own Insights hosts).
   */
  insightsPath: string | null
}

/** Highlight tags asked of the engine (InstantSearch's own): a value is split on them, never parsed as HTML. */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__'
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__'

/** Facet attributes of the records (product facets: catalogue, category, brand, stock state). */
export const SEARCH_FACETS = {
  kind: 'algolia_type',
  catalogue: 'catalogue',
  category: 'categorie',
  brand: 'marque',
  stock: 'disponibilite',
  /** Filters only (the catalogue, category and brand pages' scope): slugs, unique where titles need not be. */
  catalogueSlug: 'catalogue_slugs',
  categorySlug: 'categorie_slugs',
  brandSlug: 'marque_slug',
} as const

/** spec §2: hit kinds (algolia_type). */
export type HitKind = 'product' | 'marque' | 'expertise' | 'service' | 'case_studies' | 'catalogue' | 'brochure'

type Base<K extends HitKind> = {
  objectID: string
  algolia_type: K
  /** Order of the kinds when relevance ties (brands first, brochures last). */
  type_rank: number
  /** The kind in words (`Brochure`, `Service`…), searchable: a buyer typing "brochure" finds them. */
  type_label?: string
  /** Display name, whatever the kind calls it (titre or title); the listing sorts on it. */
  label: string
  /** Where the hit leads (a brochure: its file). */
  url: string
  /** Thumbnail (or full) image path; null when the hit has none (the UI shows its fallback image). */
  image: string | null
  id: number
  slug: string
}

export type ProductRecord = Base<'product'> & {
  titre: string
  /** dimasys_reference, as written (SKF-6204-2RS). */
  reference: string
  /** The reference's joined forms (skf62042rs, 62042rs): found without separators by any Algolia engine. */
  reference_variants: string[]
  /** EAN / GTIN (public): a scanned or typed barcode finds its product. */
  ean: string | null
  short_desc: string
  /** Business signal for relevance ties: clicks and conversions recorded by the search insights. */
  popularity: number
  /**
   * Relevance ties after popularity: 2 in stock, 1 low, 0 to confirm (the label's level, `STOCK_LEVEL_RANK`). The
   * quantity itself is never in a record: the index is public. Absent from records indexed before it existed.
   */
  stock_rank?: number
  delai_a_confirmer: boolean
  /** spec §4 stock label, without any cart quantity. */
  disponibilite: StockLabel
  marque: string | null
  marque_slug: string | null
  /** spec §3 cart_increment and quantity_min_to_buy (default 1): the hit's quantity stepper. Absent from records
   * indexed before they existed (an Algolia index not rebuilt yet): read as 1. */
  cart_increment?: number
  quantity_min_to_buy?: number
  catalogue: string[]
  categorie: string[]
  /** Slugs of the same catalogues and categories (a category's products include its sub-categories'). */
  catalogue_slugs: string[]
  categorie_slugs: string[]
  /** Main characteristics as facets (see characteristics.ts): `carac.diametre` = "20 mm". */
  carac: Record<string, string>
  /**
   * « Remplacé par »: 1 when a displayed product replaces this one (ranked after it on relevance ties), else 0; the
   * titles, references and reference variants of the displayed products this one replaces, searchable like its own
   * (a search for an old reference finds its replacement). Absent from records indexed before they existed.
   */
  est_remplace?: 0 | 1
  remplace_titres?: string[]
  remplace_references?: string[]
  remplace_variants?: string[]
}

export type MarqueRecord = Base<'marque'> & {
  titre: string
  description: string
  logo: string | null
  has_single_page: boolean
}

export type ExpertiseRecord = Base<'expertise'> & { title: string; description: string }
export type ServiceRecord = Base<'service'> & { title: string; description: string }

/** Links to the brand page (/partenaires/{slug}) when the case study's brand has one, else to /case-studies#{slug}. */
export type CaseStudyRecord = Base<'case_studies'> & {
  title: string
  sous_titre: string
  marque: string | null
  marque_slug: string | null
}

export type CatalogueRecord = Base<'catalogue'> & { titre: string; description: string }

/** Brochure hits are direct downloads: `fichier` (and `url`) is the file. */
export type BrochureRecord = Base<'brochure'> & { titre: string; description: string; fichier: string | null }

export type SearchRecord =
  | ProductRecord
  | MarqueRecord
  | ExpertiseRecord
  | ServiceRecord
  | CaseStudyRecord
  | CatalogueRecord
  | BrochureRecord

/** Algolia's answer to one hits query (what the engine and Algolia return alike, and the server hands to a page). */
export type SearchHits<T = SearchRecord> = {
  hits: (T & { objectID: string; _highlightResult?: Record<string, unknown> })[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  facets?: Record<string, Record<string, number>>
  exhaustiveNbHits?: boolean
  query?: string
  params?: string
  index?: string
  queryID?: string
}

/**
 * Search hits as the dropdown and the results page show them (spec §3 "Search hits"): each kind's fields, its
 * link (a brochure: its file, downloaded), its image or the fallback image. Pure: the components only render it.
 */
import type { ProductCardView } from '@/lib/catalogue/types'
import { FALLBACK_IMAGE } from '@/lib/media'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, type HitKind, type SearchRecord } from '@/lib/search/types'

import { productCardFromHit } from './listing/productCard'

export { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG }

export type HighlightPart = { text: string; highlighted: boolean }

type HighlightField = { value?: unknown }
/** A record as the engine returns it: the record, its objectID, the highlighted fields, the query id. */
export type SearchHit = SearchRecord & {
  _highlightResult?: Record<string, HighlightField | HighlightField[] | undefined>
  __queryID?: string
  __position?: number
}

/** French names of the hit kinds (spec §2 hit kinds, algolia_type). */
export const KIND_LABELS: Record<HitKind, string> = {
  product: 'Produit',
  marque: 'Marque',
  expertise: 'Expertise',
  service: 'Service',
  case_studies: 'Étude de cas',
  catalogue: 'Catalogue',
  brochure: 'Brochure',
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", '#x2F': '/', '#47': '/' }

/** The text of an HTML-escaped highlight value (Algolia and the embedded engine escape it around the tags). */
const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|#x2F|#47);/g, (_, name: string) => ENTITIES[name] as string)

/** Splits a highlighted value into plain and matched parts (their text, unescaped: they are rendered as text). */
export function highlightParts(value: string, pre = HIGHLIGHT_PRE_TAG, post = HIGHLIGHT_POST_TAG): HighlightPart[] {
  const parts: HighlightPart[] = []
  let rest = value
  while (rest) {
    const start = rest.indexOf(pre)
    if (start < 0) break
    const end = rest.indexOf(post, start + pre.length)
    if (end < 0) break
    if (start > 0) parts.push({ text: unescapeHtml(rest.slice(0, start)), highlighted: false })
    const matched = rest.slice(start + pre.length, end)
    if (matched) parts.push({ text: unescapeHtml(matched), highlighted: true })
    rest = rest.slice(end + post.length)
  }
  if (rest) parts.push({ text: unescapeHtml(rest), highlighted: false })
  return parts
}

/** The highlighted form of a field when the engine sent one, else its plain value. */
function highlighted(hit: SearchHit, field: string, plain: string): HighlightPart[] {
  const entry = hit._highlightResult?.[field]
  const value = entry && !Array.isArray(entry) && typeof entry.value === 'string' ? entry.value : null
  if (value === null) return plain ? [{ text: plain, highlighted: false }] : []
  return highlightParts(value)
}

export type HitView = {
  objectID: string
  kind: HitKind
  kindLabel: string
  title: HighlightPart[]
  /** Second line: a product's reference, a case study's subtitle, a brand's name for its products. */
  subtitle: HighlightPart[]
  /** A product's reference alone (highlighted), for its card's « Réf. » line; empty for other kinds. */
  reference: HighlightPart[]
  /** Short text: description or short description. */
  text: string
  /** Stock label of a product (spec §4). */
  stock: string | null
  image: { src: string; alt: string; fallback: boolean }
  href: string
  /** spec §2: brochure results are direct file downloads. */
  download: boolean
  /** A product hit as the listing's card shows it (the one product card, its price and add to cart); null for other kinds. */
  product: ProductCardView | null
}

const titleOf = (hit: SearchHit): { field: string; value: string } => {
  if ('titre' in hit && typeof hit.titre === 'string') return { field: 'titre', value: hit.titre }
  if ('title' in hit && typeof hit.title === 'string') return { field: 'title', value: hit.title }
  return { field: 'label', value: hit.label }
}

function subtitleOf(hit: SearchHit): HighlightPart[] {
  switch (hit.algolia_type) {
    case 'product':
      return hit.reference ? [{ text: 'Réf. ', highlighted: false }, ...highlighted(hit, 'reference', hit.reference)] : []
    case 'case_studies':
      return highlighted(hit, 'sous_titre', hit.sous_titre)
    default:
      return []
  }
}

function textOf(hit: SearchHit): string {
  switch (hit.algolia_type) {
    case 'product':
      return hit.short_desc
    case 'case_studies':
      return ''
    default:
      return hit.description ?? ''
  }
}

/** What a hit shows and where it leads (the record's own url: see src/server/search/records.ts). */
export function toHitView(hit: SearchHit): HitView {
  const title = titleOf(hit)
  const image = hit.algolia_type === 'marque' ? (hit.logo ?? hit.image) : hit.image
  return {
    objectID: hit.objectID,
    kind: hit.algolia_type,
    kindLabel: KIND_LABELS[hit.algolia_type] ?? 'Résultat',
    title: highlighted(hit, title.field, title.value),
    subtitle: subtitleOf(hit),
    reference: hit.algolia_type === 'product' && hit.reference ? highlighted(hit, 'reference', hit.reference) : [],
    text: textOf(hit),
    stock: hit.algolia_type === 'product' ? hit.disponibilite : null,
    image: image ? { src: image, alt: '', fallback: false } : { src: FALLBACK_IMAGE.url, alt: '', fallback: true },
    href: hit.url,
    download: hit.algolia_type === 'brochure' && Boolean(hit.fichier),
    product: hit.algolia_type === 'product' ? productCardFromHit(hit) : null,
  }
}

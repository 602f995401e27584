/**
 * The quick order (/commande-rapide, docs/quick-order-api.md): shapes of POST /api/quick-order/resolve and
 * GET /api/quick-order/suggest, shared by the handlers and the page, and the page's French text.
 */
import type { BuyingRules } from '@/lib/cart/buyingRules'
import type { StockLabel } from '@/lib/stock'

/** Lines resolved in one request (and added in one cart call: POST /api/cart/lines takes as many). */
export const MAX_QUICK_ORDER_LINES = 500
/** A reference as typed or pasted, at most. */
export const MAX_REFERENCE_LENGTH = 64
/** An uploaded CSV or XLSX file, at most (read in the browser: a spreadsheet of 500 lines weighs far less). */
export const MAX_QUICK_ORDER_FILE_BYTES = 2 * 1024 * 1024
/** Unknown lines that get suggestions in one request (the others can be typed again). */
export const MAX_SUGGESTED_LINES = 50
/** Suggestions per unknown line, and as-you-type. */
export const SUGGESTIONS_PER_LINE = 3
export const SUGGESTIONS_AS_YOU_TYPE = 8
/** Products listed for a part of a reference (« 6204 »): the first ones, by id; the buyer can type more of it. */
export const MAX_PARTIAL_CANDIDATES = 8

/** How a line's reference was recognised, in the buyer's words. */
export type MatchKind = 'part_number' | 'reference' | 'ean' | 'manufacturer' | 'partial'

export const MATCH_LABEL: Record<MatchKind, string> = {
  part_number: 'Ma référence',
  reference: 'Référence boutique',
  ean: 'EAN',
  manufacturer: 'Référence fabricant',
  partial: 'Partie de la référence',
}

/** A product as a quick-order line shows it: the buyer's price H.T, stock label, unit and buying rules. */
export type QuickOrderProduct = {
  id: number
  title: string
  /** dimasys_reference */
  reference: string
  ean: string | null
  /** « Ma référence » of the buyer's company */
  partNumber: string | null
  href: string
  image: string | null
  saleUnit: string | null
  /** 'Vendu par boîte de 10' */
  soldBy: string
  buying: BuyingRules
  /** the buyer's unit price H.T (promotion applied); null when the ERP does not sell it to them */
  unitPrice: number | null
  /** spec §4 stock label for the line's quantity */
  stockLabel: StockLabel
}

/** A line as sent to the resolve call: the text typed and the quantity asked for. */
export type LineToResolve = { reference: string; quantity: number }

export type ResolvedLine =
  /** one product: the quantity packed to its rules (`note` says how), priced for the buyer */
  | {
      status: 'found'
      reference: string
      requested: number
      quantity: number
      note: string | null
      matchedBy: MatchKind
      product: QuickOrderProduct
    }
  /** several products answer to the reference, or it is a part of references ('partial', maybe one): the buyer picks */
  | { status: 'ambiguous'; reference: string; requested: number; matchedBy: MatchKind; candidates: QuickOrderProduct[] }
  /** no product: the nearest ones from the search, if any */
  | { status: 'unknown'; reference: string; requested: number; suggestions: QuickOrderProduct[] }
  /** a product the shop does not sell to this buyer (no price) */
  | { status: 'unavailable'; reference: string; requested: number; matchedBy: MatchKind; product: QuickOrderProduct; message: string }

export type ResolveReply = { code: 'success'; lines: ResolvedLine[] }
export type SuggestReply = { code: 'success'; products: QuickOrderProduct[] }

/**
 * The quick order's list, as pure functions: lines as the server resolved them, the product the buyer picks for an
 * ambiguous or unknown line, a quantity changed (packed to the product's rules again), what « Ajouter au panier »
 * sends, and what the cart's answer leaves in the list (the refused lines, with their reason).
 */
import type { AddedLine, RefusedLine } from '@/lib/cart/api'
import { packQuantity } from '@/lib/cart/quantity'
import type { MatchKind, QuickOrderProduct, ResolvedLine } from '@/lib/quick-order/api'

type LineStatus = 'pending' | 'ready' | 'quantity' | 'ambiguous' | 'unknown' | 'unavailable' | 'refused'

export type QuickLine = {
  key: string
  /** the reference as the buyer gave it, and the quantity asked for */
  reference: string
  requested: number
  status: LineStatus
  product: QuickOrderProduct | null
  /** the quantity sent to the cart: the request packed to the product's minimum and step */
  quantity: number
  /** why the quantity differs from the request ('Quantité arrondie à 30 (vendu par boîte de 10)') */
  note: string | null
  /** how the product was recognised; 'chosen' when the buyer picked it */
  matchedBy: MatchKind | 'chosen' | null
  /** an ambiguous line's candidates, an unknown line's suggestions */
  options: QuickOrderProduct[]
  /** a refusal (product not sold, the cart's reason) */
  message: string | null
  /**
   * the quantity as pasted when it could not be read (« deux », « 0 »): the line stays, its product recognised, with
   * status 'quantity' until the buyer types one; null once readable
   */
  badQuantity: string | null
}

/** A line waiting for the server (`badQuantity`: the unreadable quantity pasted; the reference is checked with 1). */
export const pendingLine = (key: string, reference: string, requested: number, badQuantity: string | null = null): QuickLine => ({
  key,
  reference,
  requested,
  status: 'pending',
  product: null,
  quantity: requested,
  note: null,
  matchedBy: null,
  options: [],
  message: null,
  badQuantity,
})

/** A product recognised for a line whose quantity is still unreadable waits for it. */
const readyOrQuantity = (line: QuickLine): LineStatus => (line.badQuantity === null ? 'ready' : 'quantity')

/** A line with the product the buyer picked (or typed with a suggestion): its quantity packed to the product's rules. */
export function choose(line: QuickLine, product: QuickOrderProduct): QuickLine {
  const { quantity, note } = packQuantity(line.requested, product.buying, product.saleUnit)
  const sold = product.unitPrice !== null
  return {
    ...line,
    status: sold ? readyOrQuantity(line) : 'unavailable',
    product,
    quantity,
    note,
    matchedBy: 'chosen',
    options: [],
    message: sold ? null : 'Ce produit n’est pas disponible à la vente.',
  }
}

/** The server's answer for a line. */
export function fromResolved(line: QuickLine, resolved: ResolvedLine): QuickLine {
  const base = { ...line, reference: resolved.reference, requested: resolved.requested, options: [], message: null }
  switch (resolved.status) {
    case 'found':
      return {
        ...base,
        status: readyOrQuantity(line),
        product: resolved.product,
        quantity: resolved.quantity,
        note: resolved.note,
        matchedBy: resolved.matchedBy,
      }
    case 'ambiguous':
      return { ...base, status: 'ambiguous', product: null, note: null, matchedBy: resolved.matchedBy, options: resolved.candidates }
    case 'unknown':
      return { ...base, status: 'unknown', product: null, note: null, matchedBy: null, options: resolved.suggestions }
    case 'unavailable':
      return {
        ...base,
        status: 'unavailable',
        product: resolved.product,
        note: null,
        matchedBy: resolved.matchedBy,
        message: resolved.message,
      }
  }
}

/**
 * A quantity typed on a ready line, or on one waiting for its quantity: packed to the product's rules (a note says
 * how), the line then ready; ignored when not above 0.
 */
export function withQuantity(line: QuickLine, requested: number): QuickLine {
  if (!line.product || !Number.isFinite(requested) || requested <= 0) return line
  const status = line.status === 'quantity' ? 'ready' : line.status
  return { ...line, status, badQuantity: null, requested, ...packQuantity(requested, line.product.buying, line.product.saleUnit) }
}

/** What « Ajouter au panier » sends: the ready lines (the cart adds up a product listed twice). */
export const cartLines = (lines: readonly QuickLine[]) =>
  lines.flatMap((l) =>
    l.status === 'ready' && l.product
      ? [{ key: l.key, productId: l.product.id, price: l.product.unitPrice ?? 0, quantity: l.quantity }]
      : [],
  )

/**
 * The list once the cart answered for `sent` (the lines of cartLines, in that order): the lines added leave it, a
 * refused one stays with the cart's reason; the lines that were not sent stay as they are.
 */
export function afterAdd(
  lines: readonly QuickLine[],
  sent: readonly { key: string }[],
  result: { added: AddedLine[]; refused: RefusedLine[] },
): QuickLine[] {
  const refused = new Map(result.refused.map((r) => [sent[r.index]?.key, r.message]))
  const sentKeys = new Set(sent.map((s) => s.key))
  return lines.flatMap((line) => {
    if (!sentKeys.has(line.key)) return [line]
    const message = refused.get(line.key)
    return message === undefined ? [] : [{ ...line, status: 'refused' as const, message }]
  })
}

/** The list's counts and the estimated total H.T of the ready lines (the cart's total is the ERP's). */
export function summary(lines: readonly QuickLine[]) {
  const ready = lines.filter((l) => l.status === 'ready')
  return {
    ready: ready.length,
    toFix: lines.filter((l) => l.status !== 'ready' && l.status !== 'pending').length,
    pending: lines.filter((l) => l.status === 'pending').length,
    totalHt: Math.round(ready.reduce((sum, l) => sum + (l.product?.unitPrice ?? 0) * l.quantity, 0) * 100) / 100,
  }
}

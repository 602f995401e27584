/**
 * Which unit price a cart line gets from the buyer's accepted quotes, pure. Rule of the shop (the buyer may change a
 * cart that came from a quote): a quoted product keeps the quoted unit price while its quantity stays within the quoted
 * quantity (ordering less than quoted is allowed); above it, the whole line goes back to the buyer's usual price. Lines
 * can be removed and other products added at their usual prices. When two valid quotes cover the same product and
 * quantity, the lower price applies.
 */

/** One line of an accepted, valid quote not ordered yet. */
export type QuotedLine = {
  quoteId: number
  number: string
  validUntil: string
  productId: number
  maxQuantity: number
  unitPriceHt: number
}

/** The quoted line that prices `quantity` of `productId`, or null (usual price). */
export function quotedLineFor(lines: readonly QuotedLine[], productId: number, quantity: number): QuotedLine | null {
  let best: QuotedLine | null = null
  for (const line of lines) {
    if (line.productId !== productId || quantity <= 0 || quantity > line.maxQuantity) continue
    if (!best || line.unitPriceHt < best.unitPriceHt) best = line
  }
  return best
}

/**
 * POST /api/quick-order/resolve: each pasted line's reference recognised, in this order — the buyer's company part
 * number (« Ma référence »), the shop's reference (dimasys_reference), an EAN / GTIN, a manufacturer's reference (the
 * shop's reference without its brand prefix), then a part of a reference (« 6204 » in TIM-6204 and NSK-6204-2RS) —
 * compared without case, accents or separators. One product: its quantity packed to the buying rules; several, or a
 * part of a reference: the buyer picks; none: the search's nearest products. All in one
 * request, with one read of the catalogue's identifiers (500 lines well under 2 s: npm run bench:quick-order).
 */
import { packQuantity } from '@/lib/cart/quantity'
import { gtinKey, isValidGtin } from '@/lib/product/gtin'
import { referenceKey, referenceParts, referenceVariants } from '@/lib/product/references'
import {
  MAX_PARTIAL_CANDIDATES,
  MAX_SUGGESTED_LINES,
  SUGGESTIONS_PER_LINE,
  type LineToResolve,
  type MatchKind,
  type ResolvedLine,
} from '@/lib/quick-order/api'
import type { Buyer } from '@/server/http/buyer'
import { readProductIdentifiers } from '@/server/catalogue/reads'
import { API_MESSAGES } from '@/server/http/messages'
import { cms } from '@/server/http/payload'
import { companyOf, productsByPartNumber } from '@/server/part-numbers/partNumbers'

import { lineProducts } from './products'
import { searchProductIds } from './suggest'

type Index = Map<string, number[]>
const add = (index: Index, key: string, id: number) => {
  if (!key) return
  const ids = index.get(key)
  if (!ids) index.set(key, [id])
  else if (!ids.includes(id)) ids.push(id)
}

type Catalogue = Record<'reference' | 'ean' | 'manufacturer', Index> & { references: { id: number; reference: string }[] }

/** The displayed products' identifiers by lookup key: shop reference, EAN, manufacturer's reference. */
async function catalogueIdentifiers(): Promise<Catalogue> {
  const payload = await cms()
  const { docs } = await readProductIdentifiers(payload)
  const reference: Index = new Map()
  const ean: Index = new Map()
  const manufacturer: Index = new Map()
  const references: Catalogue['references'] = []
  for (const doc of docs) {
    references.push({ id: doc.id, reference: doc.dimasys_reference })
    add(reference, referenceKey(doc.dimasys_reference), doc.id)
    if (doc.ean) add(ean, gtinKey(doc.ean), doc.id)
    for (const variant of referenceVariants(doc.dimasys_reference).slice(1)) add(manufacturer, variant, doc.id)
  }
  return { reference, ean, manufacturer, references }
}

/**
 * The products whose reference holds `keys` as a run of whole parts, not the whole reference (« 6204 » in TIM-6204 and
 * NSK-6204-2RS, « skf 6204 » in SKF-6204-2RS). Only keys with a digit: a brand's letters alone (« skf ») are a search.
 * One pass over the references, for the lines nothing else recognised.
 */
function partialMatches(references: readonly { id: number; reference: string }[], keys: readonly string[]): Index {
  const wanted = new Set(keys.filter((k) => /\d/.test(k)))
  const index: Index = new Map()
  if (wanted.size === 0) return index
  for (const { id, reference } of references) {
    const parts = referenceParts(reference)
    for (let from = 0; from < parts.length; from++) {
      let run = ''
      for (let to = from; to < parts.length; to++) {
        run += parts[to]
        if (to - from + 1 === parts.length) break
        if (wanted.has(run)) add(index, run, id)
      }
    }
  }
  for (const ids of index.values()) ids.sort((a, b) => a - b)
  return index
}

type Match = { matchedBy: MatchKind; ids: number[]; partial?: true } | null

export async function resolveLines(buyer: Buyer, lines: readonly LineToResolve[]): Promise<ResolvedLine[]> {
  const keys = lines.map((l) => referenceKey(l.reference))
  const company = await companyOf(buyer)
  const [catalogue, partNumbers] = await Promise.all([catalogueIdentifiers(), productsByPartNumber(company, keys)])

  const matches: Match[] = lines.map((line, i) => {
    const key = keys[i]!
    const found = (matchedBy: MatchKind, ids: number[] | undefined): Match => (ids && ids.length > 0 ? { matchedBy, ids } : null)
    return (
      found('part_number', partNumbers.get(key)) ??
      found('reference', catalogue.reference.get(key)) ??
      (isValidGtin(line.reference) ? found('ean', catalogue.ean.get(gtinKey(line.reference))) : null) ??
      found('manufacturer', catalogue.manufacturer.get(key))
    )
  })
  // a part of a reference: the products that hold it, for the buyer to pick (never one product silently chosen)
  const unmatched = lines.flatMap((_, i) => (matches[i] ? [] : [keys[i]!]))
  const partial = partialMatches(catalogue.references, unmatched)
  lines.forEach((_, i) => {
    const ids = matches[i] ? undefined : partial.get(keys[i]!)
    if (ids && ids.length > 0) matches[i] = { matchedBy: 'partial', ids: ids.slice(0, MAX_PARTIAL_CANDIDATES), partial: true }
  })

  // the nearest products for the first unknown lines, from the search (typos, words of the title)
  const unknown = lines.flatMap((line, i) => (matches[i] ? [] : [i])).slice(0, MAX_SUGGESTED_LINES)
  const suggested = new Map<number, number[]>()
  await Promise.all(unknown.map(async (i) => suggested.set(i, await searchProductIds(lines[i]!.reference, SUGGESTIONS_PER_LINE))))

  const ids = [...matches.flatMap((m) => m?.ids ?? []), ...[...suggested.values()].flat()]
  const products = await lineProducts(buyer, company, ids)
  const view = (id: number, quantity: number) => products.get(id)?.forQuantity(quantity) ?? []

  return lines.map((line, i): ResolvedLine => {
    const { reference, quantity: requested } = line
    const match = matches[i]
    if (!match)
      return { status: 'unknown', reference, requested, suggestions: (suggested.get(i) ?? []).flatMap((id) => view(id, requested)) }
    if (match.ids.length > 1 || match.partial) {
      return {
        status: 'ambiguous',
        reference,
        requested,
        matchedBy: match.matchedBy,
        candidates: match.ids.flatMap((id) => view(id, requested)),
      }
    }
    const found = products.get(match.ids[0]!)
    if (!found) return { status: 'unknown', reference, requested, suggestions: [] }
    const product = found.forQuantity(requested)
    const { quantity, note } = packQuantity(requested, product.buying, product.saleUnit)
    if (product.unitPrice === null) {
      return { status: 'unavailable', reference, requested, matchedBy: match.matchedBy, product, message: API_MESSAGES.productNotFound }
    }
    return { status: 'found', reference, requested, quantity, note, matchedBy: match.matchedBy, product: found.forQuantity(quantity) }
  })
}

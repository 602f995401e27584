import { compactGtin, isValidGtin } from '@/lib/product/gtin'

import type { ImportedProduct, Problem } from './types'

/** A quantity as files write it (« 2,5 » or 2.5): positive, else null. */
export function positiveNumber(text: string): number | null {
  const t = text.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(t)) return null
  const n = Number(t)
  return n > 0 ? n : null
}

/** A GTIN as stored (spaces of a printed barcode removed), or a problem when its check digit is wrong. */
export function gtinOf(text: string): { gtin: string } | { error: string } {
  const gtin = compactGtin(text.trim())
  return isValidGtin(gtin) ? { gtin } : { error: `GTIN ${text.trim()} invalide (longueur ou clé de contrôle)` }
}

/** Where a product sits in its file, for the report. */
export const whereOf = (format: 'bmecat' | 'csv' | 'xlsx' | 'erp', p: Pick<ImportedProduct, 'line' | 'reference'>): string =>
  format === 'erp'
    ? `référence ${p.reference} (flux de l’ERP)`
    : format === 'bmecat' && p.reference
      ? `SUPPLIER_PID ${p.reference} (ligne ${p.line})`
      : `ligne ${p.line}`

/**
 * Keeps the first product of each reference and reports the others: two lines for one reference would make the
 * result depend on their order.
 */
export function withoutDuplicates(
  products: ImportedProduct[],
  problems: Problem[],
  where: (p: ImportedProduct) => string,
): ImportedProduct[] {
  const count = new Map<string, number>()
  for (const p of products) count.set(p.reference, (count.get(p.reference) ?? 0) + 1)
  const kept: ImportedProduct[] = []
  for (const p of products) {
    if ((count.get(p.reference) ?? 0) > 1) problems.push({ where: where(p), reason: `référence ${p.reference} en double dans le fichier` })
    else kept.push(p)
  }
  return kept
}

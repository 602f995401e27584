/**
 * The orders export for the accountant (issue 34 item 4): one row per order line of the orders list (its current
 * `?etat=` filter), of one order, or of the company's orders, as CSV or XLSX (GET /api/orders/export).
 */
import type { CsvColumn } from './csv'

export type ExportFormat = 'csv' | 'xlsx'

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx']

/** What one export may hold: beyond, a 422 asks to narrow the list (a filter by state). Tests lower them. */
export const EXPORT_LIMITS = { orders: 500, lines: 5000 }

/** The columns, in order; a row holds the order's totals on each of its lines (a pivot table sums the lines). */
export const ORDER_EXPORT_COLUMNS = [
  { label: 'N° de commande', kind: 'text' },
  { label: 'Date', kind: 'date' },
  { label: 'Statut', kind: 'text' },
  { label: 'État de livraison', kind: 'text' },
  { label: 'Acheteur', kind: 'text' },
  { label: 'Référence de commande', kind: 'text' },
  { label: 'Centre de coût', kind: 'text' },
  { label: 'Référence produit', kind: 'text' },
  { label: 'Désignation', kind: 'text' },
  { label: 'Quantité', kind: 'quantity' },
  { label: 'Unité', kind: 'text' },
  { label: 'Prix unitaire H.T (€)', kind: 'price' },
  { label: 'Total ligne H.T (€)', kind: 'amount' },
  { label: 'Total articles H.T (€)', kind: 'amount' },
  { label: 'Livraison H.T (€)', kind: 'amount' },
  { label: 'Total commande H.T (€)', kind: 'amount' },
] as const satisfies readonly CsvColumn[]

/** One line of one order, in the columns' order. */
export type OrderExportRow = [
  orderId: string,
  date: string,
  status: string,
  shipping: string,
  buyer: string,
  poReference: string | null,
  costCentre: string | null,
  reference: string | null,
  designation: string,
  quantity: number,
  unit: string,
  unitPriceHt: number,
  lineTotalHt: number,
  amountHt: number,
  deliveryHt: number,
  totalHt: number,
]

export const ORDER_EXPORT_TEXT = {
  csv: 'Exporter (CSV)',
  xlsx: 'Exporter (Excel)',
  group: 'Exporter les lignes pour la comptabilité',
  preparing: 'Préparation de l’export…',
  done: (filename: string) => `Export prêt\u00a0: ${filename}`,
  failed: 'L’export a échoué. Réessayez dans un instant.',
  tooMany: (orders: number, lines: number) =>
    `Trop de commandes pour un export\u00a0: ${orders.toLocaleString('fr-FR')} commandes et ${lines.toLocaleString('fr-FR')} lignes au plus. Filtrez la liste par état.`,
  invalid: 'Export invalide\u00a0: format csv ou xlsx, état et commande comme dans la liste.',
  withdrawn: (id: number) => `Produit n° ${id} (retiré du catalogue)`,
} as const

/** The file's name: the order's number, or the list's (and its filter), with the day. */
export function exportFilename(
  format: ExportFormat,
  scope: { order?: string | null; etat?: string | null; company?: boolean },
  today: Date,
) {
  const day = today.toISOString().slice(0, 10)
  const base = scope.order
    ? `commande-${scope.order}`
    : `${scope.company ? 'commandes-societe' : 'commandes'}${scope.etat ? `-${scope.etat}` : ''}-${day}`
  return `${base}.${format}`
}

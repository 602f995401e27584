/**
 * GET /api/orders/export (issue 34 item 4): the orders of the list (the buyer's own, or for an approver their company's,
 * as /mon-compte/commandes-societe shows them), or one order of the buyer, one row per line, as CSV or XLSX. Bounded:
 * beyond EXPORT_LIMITS a 422 asks to narrow the list. Another buyer's order is a 404 like an unknown one.
 */
import writeExcelFile from 'write-excel-file/node'

import { orderStatusLabel } from '@/lib/account/orderList'
import { writeCsv } from '@/lib/account/csv'
import {
  EXPORT_LIMITS,
  exportFilename,
  ORDER_EXPORT_COLUMNS,
  ORDER_EXPORT_TEXT as T,
  type ExportFormat,
  type OrderExportRow,
} from '@/lib/account/orderExport'
import { unitLabel } from '@/lib/cart/orderSummary'
import { ORDER_SHIPPING_STATES, orderStateOf, type OrderShippingState } from '@/lib/shipping/lineState'
import { displayName, memberOf } from '@/server/account/roles'
import { costCentresOf } from '@/server/approvals/policy'
import { APPROVAL_ERRORS } from '@/lib/approvals/messages'
import { readOrderLineProducts } from '@/server/catalogue/reads'
import { erp, ErpError, type ErpOrder } from '@/server/erp'
import type { FileReply } from '@/server/http/buyerRoute'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { paymentsOf } from '@/server/payments/records'

import { orderView } from './orderView'

export type OrderExportRequest = {
  format: ExportFormat
  /** One order of the buyer (the order detail). */
  order?: string
  /** The list's `?etat=` filter. */
  etat?: OrderShippingState
  /** The company's orders (an approver, /mon-compte/commandes-societe). */
  company?: boolean
}

const o = { overrideAccess: true, depth: 0 } as const

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

type Placed = { order: ErpOrder; buyer: string; refunded: boolean }

export async function orderExport(buyer: Buyer, request: OrderExportRequest, now = new Date()): Promise<FileReply> {
  const payload = await cms()
  const me = await memberOf(buyer.id)
  if (request.company && me.societe === null) throw new DomainError(409, 'no_company', APPROVAL_ERRORS.noCompany)
  if (request.company && me.role !== 'approver') throw new DomainError(403, 'approver_only', APPROVAL_ERRORS.companyOrdersApproverOnly)
  const societe = me.societe === null ? null : await payload.findByID({ collection: 'societes', id: me.societe, disableErrors: true, ...o })
  // the buyers whose orders are read: the caller, or every buyer of the approver's company
  const clients =
    request.company && me.societe !== null
      ? (await payload.find({ collection: 'clients', where: { societe: { equals: me.societe } }, pagination: false, ...o })).docs
      : [me.client]
  const refunds = async (clientId: number) =>
    new Set((await paymentsOf(clientId)).filter((p) => p.status === 'refunded' || p.status === 'partially_refunded').map((p) => p.order_id))

  let placed: Placed[]
  if (request.order) {
    const order = await erp().getOrder(buyer.id, request.order)
    if (order.status === 'cart') throw new ErpError('not_found')
    placed = [{ order, buyer: displayName(me.client), refunded: (await refunds(me.client.id)).has(order.id) }]
  } else {
    const lists = await Promise.all(
      clients.map(async (c) => {
        const [orders, refunded] = await Promise.all([erp().listOrders(String(c.id)), refunds(c.id)])
        return orders.map((order) => ({ order, buyer: displayName(c), refunded: refunded.has(order.id) }))
      }),
    )
    placed = lists
      .flat()
      .filter(({ order }) => order.status !== 'cart' && (!request.etat || orderStateOf(orderView(order)) === request.etat))
      .sort(
        (a, b) =>
          Date.parse(dateOf(b.order)) - Date.parse(dateOf(a.order)) || b.order.id.localeCompare(a.order.id, 'en', { numeric: true }),
      )
  }
  const lineCount = placed.reduce((n, p) => n + p.order.lines.length, 0)
  if (placed.length > EXPORT_LIMITS.orders || lineCount > EXPORT_LIMITS.lines) {
    throw new DomainError(422, 'export_too_large', T.tooMany(EXPORT_LIMITS.orders, EXPORT_LIMITS.lines))
  }

  const ids = [...new Set(placed.flatMap((p) => p.order.lines.map((l) => l.product_id)))]
  const products = new Map(ids.length === 0 ? [] : (await readOrderLineProducts(payload, ids)).docs.map((d) => [d.id, d]))
  const centres = new Map(costCentresOf(societe).map((c) => [c.code, c.label]))
  const centre = (code: string | null | undefined) => (code ? `${centres.get(code) ?? code} (${code})` : null)
  const shippingLabel = new Map<string, string>(ORDER_SHIPPING_STATES.map((s) => [s.value, s.label]))

  const rows: OrderExportRow[] = placed.flatMap(({ order, buyer: who, refunded }) => {
    const view = orderView(order)
    const status = orderStatusLabel({ status: order.status, card_payment: refunded ? { refunded } : undefined })
    const shipping = shippingLabel.get(orderStateOf(view) ?? '') ?? ''
    return order.lines.map((line): OrderExportRow => {
      const product = products.get(line.product_id)
      return [
        order.id,
        dateOf(order),
        status,
        shipping,
        who,
        order.po_reference,
        centre(order.cost_centre),
        product?.dimasys_reference ?? null,
        product?.titre ?? T.withdrawn(line.product_id),
        line.quantity,
        unitLabel(product?.sale_unit, line.quantity),
        line.unit_price_ht,
        line.amount_ht,
        order.amount_ht,
        order.delivery_ht,
        order.total_ht,
      ]
    })
  })

  const filename = exportFilename(request.format, { order: request.order, etat: request.etat, company: request.company }, now)
  const content = request.format === 'csv' ? Buffer.from(writeCsv(ORDER_EXPORT_COLUMNS, rows), 'utf8') : await workbook(rows)
  return { contentType: CONTENT_TYPE[request.format], filename, stream: once(content) }
}

async function* once(content: Buffer) {
  yield content
}

const dateOf = (order: ErpOrder): string => order.placed_at ?? order.created_at

/** The Paris calendar day at midnight UTC: Excel has no time zones, and an order at 23:30 keeps its day. */
function excelDay(iso: string): Date {
  const [day, month, year] = new Date(iso)
    .toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' })
    .split('/')
    .map(Number)
  return new Date(Date.UTC(year, month - 1, day))
}

const XLSX_FORMAT = { quantity: '0.###', price: '#,##0.00##', amount: '#,##0.00' } as const

/** Numbers as numbers with their format, dates as dates (dd/mm/yyyy), a bold frozen header row. */
async function workbook(rows: readonly OrderExportRow[]): Promise<Buffer> {
  const header = ORDER_EXPORT_COLUMNS.map((c) => ({ value: c.label, fontWeight: 'bold' as const }))
  const data = rows.map((row) =>
    ORDER_EXPORT_COLUMNS.map((column, i) => {
      const value = row[i]
      if (value === null || value === '') return null
      if (column.kind === 'date') return { value: excelDay(String(value)), type: Date, format: 'dd/mm/yyyy' }
      if (column.kind === 'text') return { value: String(value), type: String }
      return { value: Number(value), type: Number, format: XLSX_FORMAT[column.kind] }
    }),
  )
  return writeExcelFile([header, ...data], {
    sheet: 'Commandes',
    stickyRowsCount: 1,
    columns: ORDER_EXPORT_COLUMNS.map((c) => ({ width: c.kind === 'text' ? 22 : 14 })),
  }).toBuffer()
}

import Link from 'next/link'

import { ApiError } from '@/lib/apiClient'
import { orderDate } from '@/lib/account/orderList'
import { APPROVAL_ERRORS, APPROVAL_TEXT as T } from '@/lib/approvals/messages'
import { formatEuros } from '@/lib/money'
import { ROUTES } from '@/lib/routes'

import { ACCOUNT_TEXT } from './messages'
import { OrdersExport } from './OrdersExport'
import { QueryState } from './QueryState'
import { useCompanyOrders } from './useApprovals'

const O = ACCOUNT_TEXT.orders

/**
 * /mon-compte/commandes-societe: for an approver, every order of the company's buyers (placed, waiting for approval,
 * refused) with who ordered, the cost centre and the state; a table on a desktop, one card per order on a phone.
 */
export default function CompanyOrdersContent() {
  const orders = useCompanyOrders()
  const forbidden = orders.error instanceof ApiError && orders.error.status === 403
  const rows = orders.data?.orders ?? []
  if (forbidden) return <p className="text-slate-700">{APPROVAL_ERRORS.companyOrdersApproverOnly}</p>
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">
        {orders.data ? `${orders.data.societe.raison_sociale} — ` : ''}
        {T.companyOrdersIntro}
      </p>
      <Link href={ROUTES.approvals} className="self-start font-semibold text-brand-dark underline underline-offset-2">
        {T.title}
      </Link>
      {rows.some((r) => r.order_id !== null) ? <OrdersExport scope={{ societe: true }} /> : null}
      <QueryState query={orders} empty={T.companyOrdersEmpty} isEmpty={rows.length === 0}>
        <table className="w-full border-collapse text-sm" data-testid="company-orders">
          <thead className="hidden md:table-header-group">
            <tr className="border-b-2 border-slate-300 text-left">
              <th scope="col" className="px-3 py-2">
                {O.number}
              </th>
              <th scope="col" className="px-3 py-2">
                {O.date}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.buyer}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.costCentre}
              </th>
              <th scope="col" className="px-3 py-2">
                {O.status}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {O.total}
              </th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {rows.map((row) => (
              <tr
                key={row.key}
                data-testid="company-order"
                data-order-id={row.order_id ?? undefined}
                data-approval-id={row.approval_id ?? undefined}
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
              >
                <Cell label={O.number}>
                  <span className="font-semibold text-brand-ink">{row.order_id ? `n° ${row.order_id}` : '—'}</span>
                  {row.po_reference ? (
                    <span className="block text-xs text-slate-600">{`${O.buyerReference}\u00a0: ${row.po_reference}`}</span>
                  ) : null}
                </Cell>
                <Cell label={O.date}>
                  <time dateTime={row.date}>{orderDate(row.date)}</time>
                </Cell>
                <Cell label={T.buyer}>
                  <span data-testid="company-order-buyer">{row.buyer.name}</span>
                </Cell>
                <Cell label={T.costCentre}>
                  <span data-testid="company-order-cost-centre">
                    {row.cost_centre ? `${row.cost_centre.label} (${row.cost_centre.code})` : '—'}
                  </span>
                </Cell>
                <Cell label={O.status}>
                  <span data-testid="company-order-state">{row.state}</span>
                </Cell>
                <Cell label={O.total} right>
                  {/* « 2 277,80 € H.T » on one line: never « H.T » alone under the amount */}
                  <span className="whitespace-nowrap font-semibold">{`${formatEuros(row.total_ht)}\u00a0H.T`}</span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </QueryState>
    </div>
  )
}

/** A cell with its column's name before it on a phone (the table header is hidden there). */
function Cell({ label, right = false, children }: { label: string; right?: boolean; children: React.ReactNode }) {
  return (
    <>
      <th scope="row" className="text-left font-normal text-slate-600 md:hidden">
        {label}
      </th>
      <td className={`md:px-3 md:py-2 ${right ? 'md:text-right' : ''}`}>{children}</td>
    </>
  )
}

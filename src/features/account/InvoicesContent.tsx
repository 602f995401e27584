import { ApiError } from '@/lib/apiClient'
import { orderDate } from '@/lib/account/orderList'
import { frenchDay, type InvoiceState } from '@/lib/invoices/state'
import { INVOICES_TEXT as T, STATEMENT_URL, type InvoiceRow } from '@/lib/invoices/types'
import { formatEuros } from '@/lib/money'

import { QueryState } from './QueryState'
import { useInvoices } from './useInvoices'

const BADGE: Record<InvoiceState['kind'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  due: 'bg-slate-100 text-slate-800 ring-slate-300',
  overdue: 'bg-red-50 text-red-800 ring-red-200',
}

const LINK = 'font-semibold text-brand-dark underline underline-offset-2 hover:text-brand-ink'

/**
 * /mon-compte/factures: the company's invoices (an approver's, else the buyer's own) with their due date, what is left
 * to pay and their state, the totals due and overdue, and the statement of account as a PDF; a table on a desktop, one
 * card per invoice on a phone. A préparateur is told the page is not for them (the API answers 403).
 */
export default function InvoicesContent() {
  const invoices = useInvoices()
  const forbidden = invoices.error instanceof ApiError && invoices.error.status === 403
  if (forbidden) {
    return (
      <p className="text-slate-700" data-testid="invoices-forbidden">
        {T.preparerForbidden}
      </p>
    )
  }
  const reply = invoices.data
  const rows = reply?.invoices ?? []
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-600">{T.intro}</p>
      <QueryState query={invoices} empty={T.empty} isEmpty={rows.length === 0}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-stretch" data-testid="invoices-totals">
          <Total label={T.totalDue} amount={reply?.totals.due ?? 0} testId="invoices-total-due" />
          <Total label={T.totalOverdue} amount={reply?.totals.overdue ?? 0} testId="invoices-total-overdue" alert />
          <a
            href={STATEMENT_URL}
            download
            data-testid="invoices-statement"
            className="inline-flex min-h-11 items-center justify-center self-start rounded-md bg-brand-dark px-4 text-sm font-semibold text-white hover:bg-brand-ink sm:self-center"
          >
            {T.statement}
          </a>
        </div>
        <table className="w-full border-collapse text-sm" data-testid="invoices">
          <thead className="hidden md:table-header-group">
            <tr className="border-b-2 border-slate-300 text-left">
              <th scope="col" className="px-3 py-2">
                {T.number}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.date}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.dueDate}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {T.amount}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {T.balance}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.state}
              </th>
              <th scope="col" className="px-3 py-2">
                {T.downloads}
              </th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {rows.map((row) => (
              <InvoiceLine key={row.number} row={row} />
            ))}
          </tbody>
        </table>
      </QueryState>
    </div>
  )
}

function Total({ label, amount, testId, alert = false }: { label: string; amount: number; testId: string; alert?: boolean }) {
  const late = alert && amount > 0
  return (
    <div className={`rounded-lg border px-4 py-3 sm:min-w-48 ${late ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50'}`}>
      <p className={`text-sm ${late ? 'text-red-800' : 'text-slate-600'}`}>{label}</p>
      <p className={`text-xl font-bold ${late ? 'text-red-800' : 'text-brand-ink'}`} data-testid={testId}>
        {formatEuros(amount)}
      </p>
    </div>
  )
}

function InvoiceLine({ row }: { row: InvoiceRow }) {
  return (
    <tr
      data-testid="invoice"
      data-number={row.number}
      data-state={row.state.kind}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      <Cell label={T.number}>
        <span className="font-semibold text-brand-ink">{row.number}</span>
        {row.poReference ? <span className="block break-all text-xs text-slate-600">{row.poReference}</span> : null}
      </Cell>
      <Cell label={T.date}>
        <time dateTime={row.issuedAt}>{orderDate(row.issuedAt)}</time>
      </Cell>
      <Cell label={T.dueDate}>
        <time dateTime={row.dueAt}>{frenchDay(row.dueAt)}</time>
      </Cell>
      <Cell label={T.amount} right>
        <span className="whitespace-nowrap">{formatEuros(row.totalTtc)}</span>
      </Cell>
      <Cell label={T.balance} right>
        <span className="whitespace-nowrap font-semibold" data-testid="invoice-balance">
          {formatEuros(row.balance)}
        </span>
      </Cell>
      <Cell label={T.state}>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${BADGE[row.state.kind]}`}
          data-testid="invoice-state"
        >
          {row.stateLabel}
        </span>
      </Cell>
      <Cell label={T.downloads}>
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          <a href={row.urls.pdf} download className={LINK} aria-label={`${T.number} ${row.number} (${T.pdf})`}>
            {T.pdf}
          </a>
          <a href={row.urls.facturX} download className={LINK} aria-label={`${T.number} ${row.number} (${T.facturX})`}>
            {T.facturX}
          </a>
          <a href={row.urls.ubl} download className={LINK} aria-label={`${T.number} ${row.number} (${T.ubl})`}>
            {T.ubl}
          </a>
        </span>
      </Cell>
    </tr>
  )
}

/** A cell with its column's name before it on a phone (the table header is hidden there). */
function Cell({ label, right = false, children }: { label: string; right?: boolean; children: React.ReactNode }) {
  return (
    <>
      <th scope="row" className="text-left font-normal text-slate-600 md:hidden">
        {label}
      </th>
      <td className={`min-w-0 md:px-3 md:py-2 ${right ? 'md:text-right' : ''}`}>{children}</td>
    </>
  )
}

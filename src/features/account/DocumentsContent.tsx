import { useId, useState, type FormEvent } from 'react'
import Link from 'next/link'
import { useRouter } from 'next/router'

import { TextField } from '@/features/forms/TextField'
import { orderDate, ORDER_STATUS_LABEL } from '@/lib/account/orderList'
import {
  DOCUMENT_PARAMS,
  documentQueryParams,
  isFiltered,
  parseDocumentQuery,
  type DocumentQuery,
  type DocumentQueryError,
} from '@/lib/documents/query'
import { einvoiceUrl, type DocumentLink, type DocumentRow } from '@/lib/documents/types'
import { formatEuros } from '@/lib/money'
import { documentsPath } from '@/lib/routes'

import { DOCUMENTS_TEXT as T } from './documentMessages'
import { QueryState } from './QueryState'
import { useDocuments } from './useDocuments'

type Form = Record<'from' | 'to' | 'number' | 'reference', string>

const formOf = (q: DocumentQuery): Form => ({ from: q.from ?? '', to: q.to ?? '', number: q.number ?? '', reference: q.reference ?? '' })

const INPUT = 'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm focus:border-brand focus:outline-none'
const BUTTON = 'inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-semibold'

/**
 * /mon-compte/documents: the buyer's orders with their invoice (PDF) and, once shipped, their delivery note (PDF).
 * The search (dates, number, PO reference) and the page live in the address, so a search can be shared or bookmarked.
 */
export default function DocumentsContent() {
  const router = useRouter()
  const query = parseDocumentQuery(router.query).query
  const params = documentQueryParams(query)
  const documents = useDocuments(params)
  const reply = documents.data
  const rows = reply?.documents ?? []
  return (
    <div className="flex flex-col gap-6">
      {/* keyed by the search: when the address changes (back, « Effacer »), the fields follow it */}
      <SearchForm
        key={JSON.stringify(formOf(query))}
        query={query}
        onSearch={(next) => void router.push(documentsPath(documentQueryParams(next)))}
      />
      <QueryState query={documents} empty={isFiltered(query) ? T.noMatch : T.empty} isEmpty={rows.length === 0}>
        <p role="status" className="text-sm text-slate-600" data-testid="documents-count">
          {T.count(reply?.total ?? 0)}
        </p>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="documents-list">
          {rows.map((row) => (
            <DocumentItem key={row.orderId} row={row} />
          ))}
        </ul>
        {reply && reply.pages > 1 ? <Pager page={reply.page} pages={reply.pages} query={query} /> : null}
      </QueryState>
    </div>
  )
}

function SearchForm({ query, onSearch }: { query: DocumentQuery; onSearch: (query: DocumentQuery) => void }) {
  const formId = useId()
  const [form, setForm] = useState<Form>(() => formOf(query))
  const [errors, setErrors] = useState<DocumentQueryError[]>([])
  const field = (name: keyof Form) => ({
    formId,
    name: DOCUMENT_PARAMS[name],
    value: form[name],
    onValue: (value: string) => setForm((f) => ({ ...f, [name]: value })),
    error: errors.find((e) => e.field === name)?.message ?? null,
    inputClassName: INPUT,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseDocumentQuery({
      [DOCUMENT_PARAMS.from]: form.from,
      [DOCUMENT_PARAMS.to]: form.to,
      [DOCUMENT_PARAMS.number]: form.number,
      [DOCUMENT_PARAMS.reference]: form.reference,
    })
    setErrors(parsed.errors)
    if (parsed.errors.length === 0) onSearch(parsed.query)
  }
  return (
    <form
      role="search"
      aria-label={T.searchLabel}
      onSubmit={submit}
      noValidate
      data-testid="documents-search"
      className="rounded-lg bg-slate-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TextField {...field('from')} type="date" label={T.from} />
        <TextField {...field('to')} type="date" label={T.to} />
        <TextField {...field('number')} label={T.number} maxLength={64} inputMode="search" />
        <TextField {...field('reference')} label={T.reference} maxLength={64} inputMode="search" />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={`${BUTTON} bg-brand-dark text-white hover:bg-brand-ink`}>
          {T.search}
        </button>
        {isFiltered(query) ? (
          <Link href={documentsPath()} className={`${BUTTON} border border-slate-300 text-brand-ink hover:bg-white`}>
            {T.clear}
          </Link>
        ) : null}
      </div>
    </form>
  )
}

function DocumentItem({ row }: { row: DocumentRow }) {
  return (
    <li
      data-order-id={row.orderId}
      data-testid="document-row"
      className="flex flex-col gap-3 px-4 py-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 lg:flex-1">
        <span className="font-semibold text-brand-ink">{T.order(row.orderId)}</span>
        <time dateTime={row.orderDate ?? undefined} className="text-slate-700" data-testid="document-date">
          {orderDate(row.orderDate)}
        </time>
        <span className="text-slate-700" data-testid="document-reference">
          {row.poReference ? `${T.reference}\u00a0: ${row.poReference}` : T.noReference}
        </span>
        <span className="text-slate-700">
          {ORDER_STATUS_LABEL[row.status]} · {formatEuros(row.totalHt)} H.T
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {row.invoice ? <Download link={row.invoice} label={T.invoice} testId="invoice-link" /> : null}
        {row.invoice ? <Einvoice number={row.invoice.number} /> : null}
        {row.deliveryNote ? (
          <Download link={row.deliveryNote} label={T.deliveryNote} testId="delivery-note-link" />
        ) : (
          <span className="inline-flex min-h-10 items-center text-sm text-slate-600" data-testid="delivery-note-pending">
            {T.deliveryNotePending}
          </span>
        )}
      </div>
    </li>
  )
}

/** The invoice as a structured e-invoice, for the buyer's accounting system (docs/einvoice.md). */
function Einvoice({ number }: { number: string }) {
  const link = 'inline-flex min-h-10 items-center px-1 text-sm text-brand underline hover:no-underline'
  return (
    <span className="inline-flex items-center gap-2 text-sm text-slate-700" data-testid="einvoice-links">
      {`${T.einvoice}\u00a0:`}
      <a
        href={einvoiceUrl(number, 'factur-x')}
        download
        type="application/pdf"
        className={link}
        aria-label={`${T.download} ${T.invoice} ${number} (${T.facturX})`}
      >
        {T.facturX}
      </a>
      <a
        href={einvoiceUrl(number, 'ubl')}
        download
        type="application/xml"
        className={link}
        aria-label={`${T.download} ${T.invoice} ${number} (${T.ubl})`}
      >
        {T.ubl}
      </a>
    </span>
  )
}

function Download({ link, label, testId }: { link: DocumentLink; label: string; testId: string }) {
  return (
    <a
      href={link.url}
      download
      type="application/pdf"
      data-testid={testId}
      className={`${BUTTON} gap-2 border border-brand text-brand hover:bg-brand hover:text-white`}
      aria-label={`${T.download} ${label} ${link.number} (PDF)`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V3a1 1 0 0 1 1-1ZM4 16a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
      </svg>
      {label} {link.number}
    </a>
  )
}

function Pager({ page, pages, query }: { page: number; pages: number; query: DocumentQuery }) {
  const href = (p: number) => documentsPath(documentQueryParams({ ...query, page: p }))
  const link = `${BUTTON} border border-slate-300 text-brand-ink hover:border-brand hover:text-brand`
  return (
    <nav aria-label={T.pagination} className="flex items-center justify-center gap-3" data-testid="documents-pager">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={link}>
          ‹&nbsp;{T.previous}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {T.pageOf(page, pages)}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={link}>
          {T.next}&nbsp;›
        </Link>
      ) : null}
    </nav>
  )
}

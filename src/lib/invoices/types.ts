/** What GET /api/invoices answers (docs/api.md): the company's invoices with their state, and the totals due. */
import type { InvoiceState } from './state'

export type InvoiceRow = {
  number: string
  orderId: string
  poReference: string | null
  /** ISO date of issue. */
  issuedAt: string
  /** Due date, YYYY-MM-DD. */
  dueAt: string
  paymentTerms: string
  totalHt: number
  totalTtc: number
  amountPaid: number
  balance: number
  state: InvoiceState
  /** « À payer », « Échue depuis N jours », « Payée ». */
  stateLabel: string
  /** The invoice PDF, its Factur-X and its UBL. */
  urls: { pdf: string; facturX: string; ubl: string }
}

export type InvoicesReply = {
  code: 'success'
  /** Newest first. */
  invoices: InvoiceRow[]
  /** Sum of the balances left to pay, and of those past their due date. */
  totals: { due: number; overdue: number }
  /** The day (Paris, YYYY-MM-DD) the states were computed for. */
  today: string
}

/** The statement of account (« Relevé de compte ») as a PDF. */
export const STATEMENT_URL = '/api/invoices/releve'

/** The French texts of the invoices page and its errors. */
export const INVOICES_TEXT = {
  title: 'Mes factures',
  intro: 'Les factures de votre société, leur échéance et ce qu’il reste à payer.',
  totalDue: 'Total à payer',
  totalOverdue: 'Dont échu',
  statement: 'Relevé de compte (PDF)',
  empty: 'Aucune facture pour le moment.',
  number: 'N° de facture',
  date: 'Date',
  dueDate: 'Échéance',
  amount: 'Montant TTC',
  balance: 'Reste à payer',
  state: 'État',
  downloads: 'Télécharger',
  pdf: 'PDF',
  facturX: 'Factur-X',
  ubl: 'UBL',
  preparerForbidden: 'Les factures de la société ne sont pas accessibles aux préparateurs.',
} as const

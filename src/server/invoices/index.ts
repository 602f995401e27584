/** « Mes factures » and the statement of account (issue 35): the company's invoices from the ERP, their state and totals. */
export { listInvoices } from './invoices'
export { statementFile } from './statement'

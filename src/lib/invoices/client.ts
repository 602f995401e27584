/** The invoices route as the browser calls it (credentials sent, `{ code, message }` failures as ApiError). */
import { call } from '@/lib/apiClient'

import type { InvoicesReply } from './types'

export const invoicesApi = { list: () => call<InvoicesReply>('/api/invoices') }

/** React Query key of the buyer's invoices. */
export const invoiceKeys = { list: (userId: string | number) => ['account', String(userId), 'invoices'] as const }

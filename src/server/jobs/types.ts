import type { OrderPlacedInput } from '@/server/cart/orderNotices'
import type { CatalogueJobInput } from '@/server/catalogue-import'
import type { MailMessage } from '@/server/mail/types'
import type { ChatMessage } from '@/server/notify/types'

/** What the shop pushes to the CRM: a stored record, read again when the job runs (its latest state). */
export type CrmPushInput = { source: 'contact-requests' | 'newsletter-signups'; id: number | string }

/** The jobs of the shop and their input (kept in `payload-jobs.input` as JSON). */
export type JobInputs = {
  sendMail: { message: MailMessage }
  notifyChat: { message: ChatMessage }
  pushToCrm: CrmPushInput
  purgeSearchLog: Record<string, never>
  orderPlaced: OrderPlacedInput
  importCatalogue: CatalogueJobInput
}

export type JobTask = keyof JobInputs

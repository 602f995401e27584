import type { TaskConfig } from 'payload'

import { sendOrderNotices, type OrderPlacedInput } from '@/server/cart/orderNotices'
import { CatalogueRefused, progressWriter, runCatalogueJob, type CatalogueJobInput } from '@/server/catalogue-import'
import { pushRecordToCrm } from '@/server/crm/push'
import { payloadMailer } from '@/server/mail/send'
import type { MailMessage } from '@/server/mail/types'
import { chatNotifier } from '@/server/notify'
import type { ChatMessage } from '@/server/notify/types'
import { purgeSearchLog } from '@/server/search-log/purge'

import type { CrmPushInput } from './types'

/**
 * Outside calls that may be slow or fail: each attempt that throws is retried with exponential back-off
 * (30 s, 1 min, 2 min, …), eight attempts over about two hours; then the job stays in `payload-jobs` with its error.
 */
const OUTSIDE_CALL_RETRIES = { attempts: 8, backoff: { type: 'exponential' as const, delay: 30_000 } }

const json = (name: string) => ({ name, type: 'json' as const, required: true })

const sendMailTask: TaskConfig<{ input: { message: MailMessage }; output: { messageId: string | null } }> = {
  slug: 'sendMail',
  label: 'Envoi d’un e-mail',
  retries: OUTSIDE_CALL_RETRIES,
  inputSchema: [json('message')],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => ({ output: await payloadMailer(req.payload).send(input.message) }),
}

const notifyChatTask: TaskConfig<{ input: { message: ChatMessage }; output: { ref: string } }> = {
  slug: 'notifyChat',
  label: 'Notification de l’équipe',
  retries: OUTSIDE_CALL_RETRIES,
  inputSchema: [json('message')],
  outputSchema: [{ name: 'ref', type: 'text' }],
  handler: async ({ input, req }) => ({ output: await (await chatNotifier(req.payload)).post(input.message) }),
}

const pushToCrmTask: TaskConfig<{ input: CrmPushInput; output: { crmId: string } }> = {
  slug: 'pushToCrm',
  label: 'Envoi au CRM',
  retries: OUTSIDE_CALL_RETRIES,
  inputSchema: [
    { name: 'source', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'crmId', type: 'text' }],
  handler: async ({ input, req }) => ({ output: await pushRecordToCrm(req.payload, input) }),
}

/** Search log retention: deletes searches older than 90 days; queued by POST /api/search-log. */
const purgeSearchLogTask: TaskConfig<{ input: Record<string, never>; output: { deleted: number } }> = {
  slug: 'purgeSearchLog',
  label: 'Purge du journal des recherches',
  retries: 2,
  inputSchema: [],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => ({ output: { deleted: await purgeSearchLog(req.payload) } }),
}

/**
 * An accepted order's confirmation to the buyer and alert to the sales team, queued by checkout. Its
 * mails and chat message are sub-tasks (`sendMail`, `notifyChat`) recorded in the job's log: a retry sends only those
 * not sent yet (src/server/cart/orderNotices.ts).
 */
const orderPlacedTask: TaskConfig<{ input: OrderPlacedInput; output: { sent: boolean } }> = {
  slug: 'orderPlaced',
  label: 'Confirmation de commande',
  retries: OUTSIDE_CALL_RETRIES,
  inputSchema: [
    { name: 'customer_id', type: 'text', required: true },
    { name: 'order_id', type: 'text', required: true },
    { name: 'source', type: 'text', required: true },
    { name: 'approved_by', type: 'text' },
    { name: 'approval_comment', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req, tasks }) => ({ output: await sendOrderNotices(req.payload, input as OrderPlacedInput, tasks) }),
}

/**
 * A catalogue import queued by automation (a file dropped in `data/catalogues`, src/server/catalogue-import/job.ts) or
 * by the admin's « Importer un catalogue » screen: its progress goes to the screen as it runs
 * (src/server/catalogue-import/progress.ts), the import's report is the job's output, a refused file is the report
 * `{ refused: message }`. Not retried: the same file would fail the same way (a refused file, a bad line are in the
 * report, not errors), and an import is idempotent anyway.
 */
const importCatalogueTask: TaskConfig<{ input: CatalogueJobInput; output: { report: unknown } }> = {
  slug: 'importCatalogue',
  label: 'Import d’un catalogue',
  retries: 0,
  inputSchema: [
    { name: 'file', type: 'text', required: true },
    { name: 'zip', type: 'text' },
    { name: 'kind', type: 'select', options: ['full', 'delta'] },
    { name: 'dryRun', type: 'checkbox' },
    { name: 'overwrite', type: 'checkbox' },
  ],
  outputSchema: [{ name: 'report', type: 'json' }],
  handler: async ({ input, job, req }) => {
    const state = progressWriter(job.id, (error) =>
      req.payload.logger.warn({ err: error, msg: `[jobs] importCatalogue ${job.id}: progress not written` }),
    )
    state.progress({ done: 0, total: 0, phase: 'lecture' })
    try {
      const report = await runCatalogueJob(req.payload, input as CatalogueJobInput, state.progress)
      await state.end({ state: 'termine', report })
      return { output: { report } }
    } catch (error) {
      if (error instanceof CatalogueRefused) {
        await state.end({ state: 'refuse', message: error.message })
        return { output: { report: { refused: error.message } } }
      }
      await state.end({ state: 'echec', message: 'L’import a échoué\u00a0: voyez le journal du serveur.' })
      throw error
    }
  },
}

export const shopTasks = [sendMailTask, notifyChatTask, pushToCrmTask, purgeSearchLogTask, orderPlacedTask, importCatalogueTask]

/**
 * Every accepted order (web checkout, a cart taken over from a preparer then ordered, a cXML OrderRequest) mails the
 * buyer a French confirmation and alerts the sales team by mail and chat, through one `orderPlaced`
 * job queued once the ERP has placed the order. Queuing never fails the order: trouble is logged, the order stands.
 *
 * The job sends each message as a sub-task with a fixed id (`buyer-confirmation`, `team-mail`, `team-chat`): Payload
 * records each one done in the job's log and skips it when the job runs again (a retry after the chat failed, a job
 * taken again after its instance stopped), so each message goes once.
 */
import type { Payload, RunTaskFunctions } from 'payload'

import { absoluteUrl } from '@/lib/site-url'
import { ordersPath } from '@/lib/routes'
import { erp } from '@/server/erp'
import { enqueueJob } from '@/server/jobs/queue'
import { orderChatText, orderConfirmationMail, orderTeamMail, type OrderMailInput, type OrderSource } from '@/server/mail/orderMails'
import { teamAddress } from '@/server/mail/team'

import { orderSummary } from './orderSummary'

export type { OrderSource }

export type OrderPlacedInput = {
  customer_id: string
  order_id: string
  source: OrderSource
  /** An order placed when an approver of the company approved it: who, and their comment. */
  approved_by?: string
  approval_comment?: string | null
}

/** Queues the notices of a placed order; never throws (the order is placed whatever happens to its mails). */
export async function queueOrderNotices(payload: Payload, input: OrderPlacedInput): Promise<void> {
  try {
    await enqueueJob(payload, 'orderPlaced', input)
  } catch (error) {
    console.error(`[orders] order ${input.order_id} placed, but its confirmation could not be queued`, error)
  }
}

const orderPageUrl = (id: string): string => absoluteUrl(ordersPath(id))

async function mailInput(payload: Payload, input: OrderPlacedInput): Promise<OrderMailInput | null> {
  const order = await erp().getOrder(input.customer_id, input.order_id)
  if (order.status === 'cart') return null
  const client = await payload.findByID({ collection: 'clients', id: Number(input.customer_id), depth: 1, overrideAccess: true })
  const societe = client.societe && typeof client.societe === 'object' ? client.societe : null
  return {
    order,
    summary: await orderSummary(payload, order),
    buyer: { email: client.email, firstname: client.firstname, lastname: client.lastname, company: societe?.raison_sociale ?? null },
    source: input.source,
    orderUrl: orderPageUrl(order.id),
    ...(input.approved_by ? { approval: { by: input.approved_by, comment: input.approval_comment ?? null } } : {}),
  }
}

/** The `orderPlaced` job: the buyer's confirmation, the team's mail (when the site settings name a team address) and chat. */
export async function sendOrderNotices(payload: Payload, input: OrderPlacedInput, tasks: RunTaskFunctions): Promise<{ sent: boolean }> {
  const mail = await mailInput(payload, input)
  if (!mail) {
    payload.logger.warn(`[orders] order ${input.order_id} is not placed: no confirmation sent`)
    return { sent: false }
  }
  await tasks.sendMail('buyer-confirmation', { input: { message: { to: mail.buyer.email, ...orderConfirmationMail(mail) } } })
  const team = await teamAddress(payload)
  if (team) await tasks.sendMail('team-mail', { input: { message: { to: team, replyTo: mail.buyer.email, ...orderTeamMail(mail) } } })
  else payload.logger.warn(`[orders] no team address in the site settings: order ${input.order_id} is only announced in the chat`)
  const link = erp().kind === 'local' ? absoluteUrl(`/admin/collections/erp-orders/${input.order_id}`) : undefined
  await tasks.notifyChat('team-chat', { input: { message: { text: orderChatText(mail), ...(link ? { link } : {}) } } })
  return { sent: true }
}

import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { approveAccountRequest, type RequestToApprove } from '@/server/account-requests/approve'
import { mailAccountApproved, mailAccountRefused } from '@/server/account-requests/notifications'
import { isEditorUser } from '../access'

const PENDING = 'en_attente'

/**
 * A pending request changes status once, in the editor's save: to « Approuvée » (the client is created or reactivated
 * here, in the same save, so a failure leaves the request pending) or to « Refusée ». Then it is final.
 */
const decide: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status as string
  const to = (data.status as string | undefined) ?? from
  if (to === from) return data
  if (from !== PENDING) {
    throw new ValidationError({
      collection: 'account-requests',
      errors: [{ path: 'status', message: 'Cette demande a déjà été traitée : son statut ne change plus.' }],
      req,
    })
  }
  if (to === 'approuvee') {
    const approval = await approveAccountRequest(req, { ...originalDoc, ...data } as RequestToApprove)
    data.client = approval.clientId
    data.societe = approval.societeId
  }
  data.processed_at = new Date().toISOString()
  if (isEditorUser(req.user)) data.processed_by = req.user?.id
  return data
}

/** The buyer hears of the decision by mail (through the jobs queue, so the editor's save does not wait for SMTP). */
const tell: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== PENDING || doc.status === PENDING) return doc
  if (doc.status === 'approuvee') await mailAccountApproved(req, doc)
  else if (doc.status === 'refusee') await mailAccountRefused(req, doc)
  return doc
}

export const accountRequestHooks = { beforeChange: [decide], afterChange: [tell] }

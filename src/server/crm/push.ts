import type { Payload } from 'payload'

import type { CrmPushInput } from '@/server/jobs/types'

import { crm } from './index'
import type { CrmContact, CrmEvent } from './types'

/** Splits « Marie Dupont » into first name and last name (the CRM keeps both). */
function splitName(name: string | null | undefined): Pick<CrmContact, 'firstname' | 'lastname'> {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return {}
  if (parts.length === 1) return { lastname: parts[0] }
  return { firstname: parts[0], lastname: parts.slice(1).join(' ') }
}

/**
 * The `pushToCrm` job: reads the record again, hands it to the CRM, then stamps `crm_synced_at` and `crm_id`. A record
 * already stamped is not pushed twice (a retried job after a crash between the push and the stamp is the exception).
 */
export async function pushRecordToCrm(payload: Payload, input: CrmPushInput): Promise<{ crmId: string }> {
  const target = crm(payload)
  if (input.source === 'contact-requests') {
    const doc = await payload.findByID({ collection: 'contact-requests', id: input.id, depth: 0, overrideAccess: true })
    if (doc.crm_synced_at && doc.crm_id) return { crmId: doc.crm_id }
    const contact: CrmContact = { email: doc.email, ...splitName(doc.name), company: doc.company, phone: doc.phone }
    const event: CrmEvent = {
      kind: 'contact',
      subject: doc.subject,
      body: doc.message,
      at: new Date(doc.createdAt),
      record: { collection: 'contact-requests', id: doc.id },
    }
    const { crmId } = await target.push(contact, event)
    await payload.update({
      collection: 'contact-requests',
      id: doc.id,
      data: { crm_synced_at: new Date().toISOString(), crm_id: crmId },
      overrideAccess: true,
    })
    return { crmId }
  }
  const doc = await payload.findByID({ collection: 'newsletter-signups', id: input.id, depth: 0, overrideAccess: true })
  if (doc.crm_synced_at) return { crmId: 'already-synced' }
  const event: CrmEvent = {
    kind: 'newsletter',
    subject: 'Inscription à la newsletter',
    body: doc.source_path ? `Depuis la page ${doc.source_path}` : null,
    at: new Date(doc.consent_at),
    record: { collection: 'newsletter-signups', id: doc.id },
  }
  const { crmId } = await target.push({ email: doc.email }, event)
  await payload.update({
    collection: 'newsletter-signups',
    id: doc.id,
    data: { crm_synced_at: new Date().toISOString() },
    overrideAccess: true,
  })
  return { crmId }
}

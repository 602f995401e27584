import type { Payload } from 'payload'

import { cms } from '@/server/http/payload'
import { queueCrmPush } from '@/server/crm'

export type SignupInput = { email: string; path?: string; consentAt: Date }

/** Outcome for the server only: the visitor gets the same answer either way (no telling who is subscribed). */
export type SignupOutcome = 'created' | 'already_registered'

const COLLECTION = 'newsletter-signups'

async function exists(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: COLLECTION, where: { email: { equals: email } }, overrideAccess: true })
  return totalDocs > 0
}

/**
 * Records a newsletter sign-up in the CMS and queues its CRM push (which fills `crm_synced_at`). Idempotent: an address
 * already recorded keeps its first record. `email` is already normalised (trimmed, lower-case) by the caller's schema.
 */
export async function recordNewsletterSignup(input: SignupInput): Promise<SignupOutcome> {
  const p = await cms()
  if (await exists(p, input.email)) return 'already_registered'
  try {
    const doc = await p.create({
      collection: COLLECTION,
      data: { email: input.email, source_path: input.path ?? null, consent_at: input.consentAt.toISOString() },
      overrideAccess: true,
    })
    // to the CRM by a job (fills crm_synced_at): the visitor does not wait for HubSpot
    await queueCrmPush(p, { source: COLLECTION, id: doc.id })
    return 'created'
  } catch (error) {
    // two sign-ups of one address at once: the unique index kept one, which is what was asked
    if (await exists(p, input.email)) return 'already_registered'
    throw error
  }
}

/**
 * CRM (architecture: CRM). HubSpot when HUBSPOT_ACCESS_TOKEN is set, else the CMS's `contact-requests` list. From a
 * form, after storing the record: `queueCrmPush(payload, { source: 'contact-requests', id })` (`pushToCrm` job, which
 * fills `crm_synced_at` / `crm_id`). `queuePendingNewsletterSignups(payload)` pushes the sign-ups not pushed yet.
 */
import type { Payload } from 'payload'

import { env } from '@/env'
import { enqueueJob } from '@/server/jobs/queue'
import type { CrmPushInput } from '@/server/jobs/types'

import { cmsCrm } from './cms'
import { hubspotCrm } from './hubspot'
import type { Crm } from './types'

export type { Crm } from './types'

let override: Crm | null = null

/** Tests put an adapter pointed at a local server in place of the one the environment chooses. */
export function setCrmForTests(crm: Crm | null): void {
  override = crm
}

/** The CRM chosen from the environment. */
export function crm(payload: Payload): Crm {
  if (override) return override
  return env.HUBSPOT_ACCESS_TOKEN ? hubspotCrm({ token: env.HUBSPOT_ACCESS_TOKEN }) : cmsCrm(payload)
}

export async function queueCrmPush(payload: Payload, input: CrmPushInput): Promise<void> {
  await enqueueJob(payload, 'pushToCrm', input)
}

/** Queues a push for every newsletter sign-up still without `crm_synced_at` (existing ones and any missed). */
export async function queuePendingNewsletterSignups(payload: Payload, limit = 500): Promise<number> {
  const { docs } = await payload.find({
    collection: 'newsletter-signups',
    where: { crm_synced_at: { exists: false } },
    limit,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) await queueCrmPush(payload, { source: 'newsletter-signups', id: doc.id })
  return docs.length
}

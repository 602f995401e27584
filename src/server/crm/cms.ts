import type { Payload } from 'payload'

import type { Crm } from './types'

/**
 * The embedded CRM (architecture: CRM "stored in the CMS"): the `contact-requests` list is the team's lead list. A
 * contact request already is one; a newsletter sign-up becomes one of kind « Inscription newsletter ».
 */
export function cmsCrm(payload: Payload): Crm {
  return {
    name: 'cms',
    async push(contact, event) {
      if (event.record.collection === 'contact-requests') return { crmId: `cms:contact-requests:${event.record.id}` }
      const existing = await payload.find({
        collection: 'contact-requests',
        where: { and: [{ kind: { equals: 'newsletter' } }, { email: { equals: contact.email } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const doc =
        existing.docs[0] ??
        (await payload.create({
          collection: 'contact-requests',
          data: { kind: 'newsletter', status: 'new', subject: event.subject, email: contact.email, message: event.body ?? null },
          overrideAccess: true,
        }))
      return { crmId: `cms:contact-requests:${doc.id}` }
    },
  }
}

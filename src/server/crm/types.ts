/** A person the shop hands to the CRM, with what they did (a note on their timeline). */
export type CrmContact = {
  email: string
  firstname?: string | null
  lastname?: string | null
  company?: string | null
  phone?: string | null
}

export type CrmEvent = {
  /** Where the person came from: a contact request, a newsletter sign-up. */
  kind: 'contact' | 'newsletter'
  subject: string
  body?: string | null
  at: Date
  /** The record in the shop's CMS (the local CRM keeps its notes there). */
  record: { collection: 'contact-requests' | 'newsletter-signups'; id: number | string }
}

/** What the shop needs from the CRM: upsert the contact by e-mail and log the event. Throws on failure (job retries). */
export interface Crm {
  readonly name: 'hubspot' | 'cms'
  push(contact: CrmContact, event: CrmEvent): Promise<{ crmId: string }>
}

import type { Crm, CrmContact, CrmEvent } from './types'

const HUBSPOT_API_URL = 'https://api.hubapi.com'
/** HubSpot-defined association type « note to contact ». */
const NOTE_TO_CONTACT = 202

class HubspotError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'HubspotError'
  }
}

const clean = (properties: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(properties).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  )

const noteBody = (event: CrmEvent): string =>
  [event.kind === 'newsletter' ? 'Inscription à la newsletter' : `Demande de contact\u00a0: ${event.subject}`, event.body ?? '']
    .filter(Boolean)
    .join('\n\n')

/**
 * HubSpot CRM v3 with a private-app token (scopes crm.objects.contacts.write, notes): the contact is upserted by
 * e-mail (`POST /crm/v3/objects/contacts/batch/upsert`, idProperty email), then a note is attached to it
 * (`POST /crm/v3/objects/notes`, association 202). Any non-2xx answer throws, so the job retries.
 */
export function hubspotCrm(options: { token: string; baseUrl?: string; fetch?: typeof fetch }): Crm {
  const { token, baseUrl = HUBSPOT_API_URL, fetch: doFetch = fetch } = options
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await doFetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    const json = (await res.json().catch(() => null)) as (T & { message?: string }) | null
    if (!res.ok || !json)
      throw new HubspotError(`HubSpot ${path}: HTTP ${res.status}${json?.message ? ` ${json.message}` : ''}`, res.status)
    return json
  }

  return {
    name: 'hubspot',
    async push(contact: CrmContact, event: CrmEvent) {
      const properties = clean({
        email: contact.email,
        firstname: contact.firstname,
        lastname: contact.lastname,
        company: contact.company,
        phone: contact.phone,
      })
      const upsert = await call<{ results?: { id: string }[] }>('/crm/v3/objects/contacts/batch/upsert', {
        inputs: [{ idProperty: 'email', id: contact.email, properties }],
      })
      const contactId = upsert.results?.[0]?.id
      if (!contactId) throw new HubspotError('HubSpot upsert: no contact id in the answer', 200)
      await call<{ id: string }>('/crm/v3/objects/notes', {
        properties: { hs_timestamp: event.at.toISOString(), hs_note_body: noteBody(event) },
        associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }] }],
      })
      return { crmId: `hubspot:${contactId}` }
    },
  }
}

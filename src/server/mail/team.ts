import type { Payload } from 'payload'

/**
 * The sales team's address for form mails: site settings « E-mail de l’équipe commerciale », else « E-mail de
 * contact »; null when neither is set (the request is still stored and notified, just not mailed).
 */
export async function teamAddress(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const { email_equipe, email_contact } = settings as { email_equipe?: string | null; email_contact?: string | null }
  return email_equipe?.trim() || email_contact?.trim() || null
}

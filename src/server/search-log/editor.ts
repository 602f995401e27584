import type { IncomingHttpHeaders } from 'node:http'

import { isEditorUser } from '@/cms/access'
import { cms } from '@/server/http/payload'

/**
 * Who reads the search statistics: 'editor' (an admin session), 'other' (a buyer's session) or null (no session).
 * Only the session cookie is read, as for the buyer (src/server/http/buyer.ts): the statistics are a read, answered
 * without CORS, so Payload's cross-site check of the cookie is not needed here.
 */
export async function sessionRole(headers: IncomingHttpHeaders): Promise<'editor' | 'other' | null> {
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : headers.cookie
  if (!cookie || !cookie.includes('-token=')) return null
  const payload = await cms()
  const { user } = await payload.auth({ headers: new Headers({ cookie, 'sec-fetch-site': 'same-origin' }) })
  if (!user) return null
  return isEditorUser(user) ? 'editor' : 'other'
}

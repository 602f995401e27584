import { useQuery } from '@tanstack/react-query'

import { cmsApiUrl } from '@/lib/cms-client'

/** spec §3 Client session (user). */
export type ClientSession = {
  id: number | string
  firstname?: string | null
  lastname?: string | null
  email: string
  last_dimasys_order?: string | number | null
  dimasys_type?: number | string | null
  dimasys_credit_limit?: number | null
  /** Outstanding credit reported by the ERP (euros). */
  dimasys_credit_used?: number | null
  coupa?: boolean | null
  compte_desactive?: boolean | null
}

export const SESSION_QUERY_KEY = ['client-session'] as const

/**
 * `GET {cms}/api/clients/me` with the session cookie. A deactivated account (compte_desactive) is logged out at
 * once and treated as a visitor (spec §4). Network failures are errors (React Query retries them); an answer
 * without a user is a visitor.
 */
async function fetchClientSession(fetchImpl: typeof fetch = fetch): Promise<ClientSession | null> {
  const res = await fetchImpl(cmsApiUrl('/clients/me'), { credentials: 'include', headers: { Accept: 'application/json' } })
  if (res.status === 401 || res.status === 403) return null
  if (!res.ok) throw new Error(`clients/me: ${res.status}`)
  const body = (await res.json()) as { user?: ClientSession | null }
  const user = body.user ?? null
  if (user?.compte_desactive) {
    await fetchImpl(cmsApiUrl('/clients/logout'), { method: 'POST', credentials: 'include' }).catch(() => undefined)
    return null
  }
  return user
}

/** The logged-in buyer, or null for a visitor (also while loading: `isPending` tells the two apart). */
export function useClientSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: () => fetchClientSession(), staleTime: 60_000 })
  const user = query.data ?? null
  return { user, isPending: query.isPending }
}

/** 'J. Dupont': the initial of the first name and the surname (spec §2 Mobile menu bottom bar). */
export function shortName(user: Pick<ClientSession, 'firstname' | 'lastname' | 'email'>): string {
  const first = user.firstname?.trim() ?? ''
  const last = user.lastname?.trim() ?? ''
  if (!first && !last) return user.email
  return [first ? `${first[0]!.toUpperCase()}.` : '', last].filter(Boolean).join(' ')
}

/** Account type 1 has no credit indicator (spec §2). */
export function showsCredit(user: Pick<ClientSession, 'dimasys_type'>): boolean {
  return user.dimasys_type != null && String(user.dimasys_type) !== '1'
}

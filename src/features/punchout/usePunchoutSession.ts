import { useQuery } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { call } from '@/lib/apiClient'
import type { PunchoutSessionReply } from '@/lib/punchout/api'

export const PUNCHOUT_QUERY_KEY = ['punchout-session'] as const

/**
 * The punch-out session of this browser (GET /api/punchout/session), asked only for a procurement account (`coupa`):
 * null outside punch-out. `readOnly` is true for an `inspect` session — and while the answer is not known yet, so a
 * cart line is never changeable for a moment in an inspection.
 */
export function usePunchoutSession() {
  const { user } = useClientSession()
  const enabled = user?.coupa === true
  const query = useQuery({
    queryKey: [...PUNCHOUT_QUERY_KEY, user?.id ?? null],
    queryFn: () => call<PunchoutSessionReply>('/api/punchout/session'),
    enabled,
    staleTime: 5 * 60_000,
  })
  const punchout = enabled ? (query.data?.punchout ?? null) : null
  return { punchout, readOnly: enabled && (query.isPending || punchout?.readOnly === true) }
}

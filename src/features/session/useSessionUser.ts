import { useCallback, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'

import { SESSION_QUERY_KEY, type ClientSession } from './useClientSession'

const SESSION_ROOT = SESSION_QUERY_KEY[0]
const noUser = (): null => null

/**
 * The logged-in buyer as the session query last answered, read from the query cache (the header's `useClientSession`
 * runs the query): null on the server, while hydrating, and for a visitor or a session not known yet. The value a
 * visitor's page hydrates with is the value it keeps, so React renders nothing a second time after hydration: no
 * observer per card, no re-render when the session answers « visitor ». A buyer's session renders the buyer's parts
 * once, when it is known.
 */
export function useSessionUser(): ClientSession | null {
  const client = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === SESSION_ROOT) onChange()
      }),
    [client],
  )
  const current = useCallback(() => client.getQueryData<ClientSession | null>(SESSION_QUERY_KEY) ?? null, [client])
  return useSyncExternalStore(subscribe, current, noUser)
}

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and during hydration, true afterwards. Listings read their URL state only once hydrated:
 * the static HTML is the default state, and Next's router may already be "ready" during hydration when the URL
 * has no query string, which would otherwise give attributes that differ from the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

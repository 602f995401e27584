/** What /panier needs to know of a query to stop waiting for it (src/features/cart/useCartArrived.ts). */
export type QueryProgress = {
  isPending: boolean
  failureCount: number
  fetchStatus: 'fetching' | 'paused' | 'idle'
}

/**
 * A query's first answer is in: its data, or a first failure (its retries are not waited for: the page shows what it
 * has, as before), or it is not fetching at all (disabled, or paused offline).
 */
export const firstAnswerIn = (query: QueryProgress): boolean =>
  !query.isPending || query.failureCount > 0 || query.fetchStatus !== 'fetching'

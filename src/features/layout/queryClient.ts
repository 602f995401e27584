import { QueryClient } from '@tanstack/react-query'

/** Unused query data stays cached for 5 minutes. */
const QUERY_GC_TIME_MS = 5 * 60 * 1000
const RETRY_BASE_DELAY_MS = 1000
const RETRY_MAX_DELAY_MS = 30_000

/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s (`attempt` is TanStack's failureCount, 0 for the first retry). */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        gcTime: QUERY_GC_TIME_MS,
        retryDelay,
      },
    },
  })
}

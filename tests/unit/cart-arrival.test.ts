import { describe, expect, it } from 'vitest'

import { firstAnswerIn, type QueryProgress } from '@/features/cart/rules/cartArrival'

// /panier shows the cart once each query that sets its layout has answered a first time (issue 33 item 4)
describe('a query /panier stops waiting for', () => {
  it.each<[string, QueryProgress, boolean]>([
    ['loading its first answer: wait', { isPending: true, failureCount: 0, fetchStatus: 'fetching' }, false],
    ['answered: go', { isPending: false, failureCount: 0, fetchStatus: 'idle' }, true],
    ['answered and refreshing: go', { isPending: false, failureCount: 0, fetchStatus: 'fetching' }, true],
    ['failed once, retrying: go (the retries are not waited for)', { isPending: true, failureCount: 1, fetchStatus: 'fetching' }, true],
    ['disabled (never fetches): go', { isPending: true, failureCount: 0, fetchStatus: 'idle' }, true],
    ['paused offline: go', { isPending: true, failureCount: 0, fetchStatus: 'paused' }, true],
  ])('%s', (_case, query, expected) => {
    expect(firstAnswerIn(query)).toBe(expected)
  })
})

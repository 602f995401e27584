// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { createQueryClient, retryDelay } from '@/features/layout/queryClient'

describe('retryDelay', () => {
  it('doubles from 1 s and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })
})

describe('createQueryClient', () => {
  it('sets the query defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(queries?.gcTime).toBe(300_000)
    expect(queries?.retryDelay).toBe(retryDelay)
  })

  it('returns a new client on each call', () => {
    expect(createQueryClient()).not.toBe(createQueryClient())
  })
})

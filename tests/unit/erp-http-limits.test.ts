import { describe, expect, it, vi } from 'vitest'

import { createBreaker } from '@/server/erp/breaker'
import { createHttpErp, ERP_CALL_DEADLINE_MS } from '@/server/erp/http'

// Issue 36 §3: a hung ERP holds a buyer's request for a short, documented time at most, and a dead ERP is not waited
// on by every request (circuit breaker).

/** A fetch that accepts the request and never answers: it only ends when the caller's signal aborts it. */
function hungFetch() {
  const calls: string[] = []
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push(String(url))
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')))
    })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('ERP over HTTP: time limits', () => {
  it('a whole call, retries included, ends within its deadline (not timeout × attempts)', async () => {
    const { fetch, calls } = hungFetch()
    const erp = createHttpErp({
      baseUrl: 'http://erp.test',
      user: 'u',
      apiKey: 'k',
      fetch,
      timeoutMs: 80,
      deadlineMs: 120,
      retries: 5,
      retryDelayMs: 1,
    })
    await expect(erp.currentCart('C1')).rejects.toMatchObject({ code: 'unavailable' })
    // 80 ms per attempt in a 120 ms budget: the second attempt gets what is left, there is no room for a third
    expect(calls.length).toBeLessThanOrEqual(2)
  })

  it('a call left unanswered is one log line: method, path without its query, time waited', async () => {
    const { fetch } = hungFetch()
    const erp = createHttpErp({ baseUrl: 'http://erp.test', user: 'u', apiKey: 'k', fetch, timeoutMs: 10, deadlineMs: 20, retries: 0 })
    const lines: string[] = []
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    })
    try {
      await expect(erp.stock([1, 2])).rejects.toMatchObject({ code: 'unavailable' })
    } finally {
      spy.mockRestore()
    }
    const failed = lines.filter((l) => l.includes('erp call failed'))
    expect(failed).toHaveLength(1)
    expect(failed[0]).toContain('"path":"/stock"')
    expect(failed[0]).not.toContain('product_ids')
  })

  it('the default deadline is a few seconds, far below the 15.8 s a hung ERP cost before', () => {
    expect(ERP_CALL_DEADLINE_MS).toBeLessThanOrEqual(3_000)
  })
})

describe('ERP over HTTP: circuit breaker', () => {
  it('after 3 calls without an answer, the next calls fail at once without reaching the ERP; one trial after the cooldown closes it', async () => {
    let clock = 0
    const breaker = createBreaker({ name: 'test', failures: 3, cooldownMs: 10_000, now: () => clock })
    const hung = hungFetch()
    let alive = false
    const fetch = ((url: string | URL | Request, init?: RequestInit) =>
      alive ? Promise.resolve(answer({ order: null })) : hung.fetch(url, init)) as typeof globalThis.fetch
    const erp = createHttpErp({
      baseUrl: 'http://erp.test',
      user: 'u',
      apiKey: 'k',
      fetch,
      timeoutMs: 20,
      deadlineMs: 30,
      retries: 0,
      breaker,
    })

    for (let i = 0; i < 3; i++) await expect(erp.currentCart('C1')).rejects.toMatchObject({ code: 'unavailable' })
    expect(hung.calls).toHaveLength(3)
    expect(breaker.state).toBe('open')

    // open: refused at once, the ERP is not called
    await expect(erp.currentCart('C1')).rejects.toMatchObject({ code: 'unavailable' })
    await expect(erp.listOrders('C1')).rejects.toMatchObject({ code: 'unavailable' })
    expect(hung.calls).toHaveLength(3)

    // after the cooldown, one trial: the ERP is back and answers, the circuit closes
    clock = 10_000
    alive = true
    expect(breaker.state).toBe('half-open')
    await expect(erp.currentCart('C1')).resolves.toBeNull()
    expect(breaker.state).toBe('closed')
  })

  it("the ERP's own refusals are answers: a 404 or a 400 never opens the circuit", async () => {
    const breaker = createBreaker({ name: 'test', failures: 2 })
    const fetch = (() => Promise.resolve(answer({ error: { code: 'not_found' } }, 404))) as unknown as typeof globalThis.fetch
    const erp = createHttpErp({ baseUrl: 'http://erp.test', user: 'u', apiKey: 'k', fetch, breaker })
    for (let i = 0; i < 5; i++) await expect(erp.getOrder('C1', '9')).rejects.toMatchObject({ code: 'not_found' })
    expect(breaker.state).toBe('closed')
  })

  it('half-open lets one trial through; a failed trial opens the circuit again', async () => {
    let clock = 0
    const breaker = createBreaker({ name: 'test', failures: 1, cooldownMs: 1_000, now: () => clock })
    expect(breaker.allow()).toBe(true)
    breaker.failed()
    expect(breaker.allow()).toBe(false)
    clock = 1_000
    expect(breaker.allow()).toBe(true) // the trial
    expect(breaker.allow()).toBe(false) // the others while it runs
    breaker.failed()
    expect(breaker.state).toBe('open')
    clock = 1_500
    expect(breaker.allow()).toBe(false)
  })
})

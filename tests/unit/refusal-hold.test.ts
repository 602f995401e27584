/**
 * Issue 29 (bench:abuse's last three rows): a flood of refusals, or a handful of expensive reads let in at once, must
 * not hold every page of the instance.
 * - createRefusalHold: an address that keeps being refused gets its refusals after a pause (its first `free` ones a
 *   minute at once), at most `maxHeld` held in the process;
 * - createReadGate: expensive reads run one at a time per reader and `total` at a time, in order; a full queue refuses;
 * - the CMS API: a visitor's expensive reads sent at once run one after the other, its 429s and repeated 400s are held;
 * - /api/og: an address that keeps asking for unsigned cards gets its 400s after a pause.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createReadGate } from '@/server/http/readGate'
import { BAD_REQUEST_HOLD, createRefusalHold, REFUSAL_HOLD } from '@/server/http/refusalHold'

import { callApi } from '../helpers/nextApi'

vi.mock('@/server/http/payload', () => ({ cms: async () => ({ secret: 'hold-test-secret' }) }))

/** A pause that ends when the test says so. */
function manualWait() {
  const releases: Array<() => void> = []
  const waited: number[] = []
  return {
    releases,
    waited,
    wait: (ms: number) => {
      waited.push(ms)
      return new Promise<void>((resolve) => releases.push(resolve))
    },
  }
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  for (let i = 0; i < 20; i++) await Promise.resolve()
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createRefusalHold', () => {
  it('holds every refusal for a spent budget (free 0), a second each by default', async () => {
    expect(REFUSAL_HOLD.ms).toBeGreaterThanOrEqual(1000)
    const { wait, waited, releases } = manualWait()
    const hold = createRefusalHold({ ms: 1000, maxHeld: 10, wait })
    const first = hold('203.0.113.1')
    expect(await settled(first)).toBe(false)
    releases[0]!()
    expect(await settled(first)).toBe(true)
    expect(waited).toEqual([1000])
  })

  it('sends the first `free` refusals of an address at once, holds the next; another address has its own count', async () => {
    const { wait, waited } = manualWait()
    const hold = createRefusalHold({ ms: 1000, maxHeld: 10, free: 3, wait })
    for (let i = 0; i < 3; i++) expect(await settled(hold('203.0.113.2'))).toBe(true)
    expect(await settled(hold('203.0.113.2'))).toBe(false)
    expect(await settled(hold('203.0.113.3'))).toBe(true)
    expect(waited).toEqual([1000])
  })

  it('forgets an address after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { wait } = manualWait()
    const hold = createRefusalHold({ ms: 1000, maxHeld: 10, free: 1, wait })
    expect(await settled(hold('203.0.113.4'))).toBe(true)
    expect(await settled(hold('203.0.113.4'))).toBe(false)
    vi.setSystemTime(Date.now() + 61_000)
    expect(await settled(hold('203.0.113.4'))).toBe(true)
  })

  it('holds at most maxHeld refusals at once: beyond, a refusal is sent at once', async () => {
    const { wait, releases } = manualWait()
    const hold = createRefusalHold({ ms: 1000, maxHeld: 2, wait })
    const held = [hold('203.0.113.5'), hold('203.0.113.6')]
    expect(await settled(hold('203.0.113.7'))).toBe(true)
    for (const release of releases) release()
    await Promise.all(held)
    // room again
    expect(await settled(hold('203.0.113.8'))).toBe(false)
  })

  it('null holds nothing', async () => {
    expect(await settled(createRefusalHold(null)('203.0.113.9'))).toBe(true)
  })
})

describe('createReadGate', () => {
  /** A read that runs until the test ends it. */
  function reads() {
    const running = new Set<string>()
    const log: string[] = []
    const ends = new Map<string, () => void>()
    const read = (name: string) => () => {
      running.add(name)
      log.push(`start ${name}`)
      return new Promise<string>((resolve) =>
        ends.set(name, () => {
          running.delete(name)
          resolve(name)
        }),
      )
    }
    return { running, log, end: (name: string) => ends.get(name)!(), read }
  }

  it('runs one read at a time per reader, `total` at a time, the others in order', async () => {
    const gate = createReadGate({ total: 2, maxWaitingPerKey: 5, maxWaiting: 10 })
    const r = reads()
    const a1 = gate.run('a', r.read('a1'))
    const a2 = gate.run('a', r.read('a2'))
    const b1 = gate.run('b', r.read('b1'))
    const c1 = gate.run('c', r.read('c1'))
    await settled(a1)
    expect([...r.running]).toEqual(['a1', 'b1'])
    expect(gate.state()).toEqual({ running: 2, waiting: 2 })
    r.end('a1')
    await expect(a1).resolves.toEqual({ value: 'a1' })
    // a2 waited first, but reader a's turn comes in order: a2 starts now (a is free), c1 still waits for room
    await settled(a2)
    expect([...r.running].sort()).toEqual(['a2', 'b1'])
    r.end('b1')
    await b1
    await settled(c1)
    expect([...r.running].sort()).toEqual(['a2', 'c1'])
    r.end('a2')
    r.end('c1')
    await Promise.all([a2, c1])
    expect(r.log).toEqual(['start a1', 'start b1', 'start a2', 'start c1'])
    expect(gate.state()).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses (null) a reader with maxWaitingPerKey waiting, or any reader when the queue is full; a failed read frees its place', async () => {
    const gate = createReadGate({ total: 1, maxWaitingPerKey: 1, maxWaiting: 2 })
    const r = reads()
    const a1 = gate.run('a', r.read('a1'))
    const a2 = gate.run('a', r.read('a2'))
    await expect(gate.run('a', r.read('a3'))).resolves.toBeNull()
    const b1 = gate.run('b', r.read('b1'))
    await expect(gate.run('c', r.read('c1'))).resolves.toBeNull()
    r.end('a1')
    await a1
    await settled(a2)
    r.end('a2')
    await a2
    await settled(b1)
    r.end('b1')
    await b1
    await expect(gate.run('d', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(gate.state()).toEqual({ running: 0, waiting: 0 })
  })
})

describe('the CMS API', () => {
  it('runs a visitor’s expensive reads one at a time, its cheap ones at once', async () => {
    const { withCmsRestLimits, GATED_READ_COST } = await import('@/server/http/cmsLimits')
    let inFlight = 0
    let most = 0
    const ends: Array<() => void> = []
    const handler = withCmsRestLimits(async () => {
      inFlight++
      most = Math.max(most, inFlight)
      await new Promise<void>((resolve) => ends.push(resolve))
      inFlight--
      return Response.json({ docs: [] })
    })
    const headers = { 'x-shop-peer-address': '198.51.100.201' }
    const list = () => handler(new Request('http://localhost:3000/cms/api/produits?limit=24&depth=1', { headers }))
    expect(1 + 24 * 2).toBeGreaterThan(GATED_READ_COST)
    const answers = [list(), list(), list()]
    await vi.waitFor(() => expect(ends).toHaveLength(1))
    // a single document at depth 0 is not gated
    const single = handler(new Request('http://localhost:3000/cms/api/produits/1?depth=0', { headers }))
    await vi.waitFor(() => expect(ends).toHaveLength(2))
    expect(most).toBe(2)
    ends[1]!()
    await single
    // the lists, one after the other: the first (ends[0]), then each as the previous ends
    for (const [i, turn] of [0, 2, 3].entries()) {
      await vi.waitFor(() => expect(ends).toHaveLength(2 + i))
      expect(inFlight).toBe(1)
      ends[turn]!()
    }
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200)
  })

  it('holds a visitor’s 429 before sending it, and its 400s once it keeps sending them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { withCmsRestLimits, CMS_READ_UNITS_PER_MINUTE } = await import('@/server/http/cmsLimits')
    const handler = withCmsRestLimits(async () => Response.json({ errors: [{ message: 'x' }] }, { status: 400 }))
    const headers = { 'x-shop-peer-address': '198.51.100.202' }
    const bad = () => handler(new Request('http://localhost:3000/cms/api/produits/1?depth=0', { headers }))
    for (let i = 0; i < BAD_REQUEST_HOLD.free; i++) expect((await bad()).status).toBe(400)
    const held = bad()
    expect(await settled(held)).toBe(false)
    await vi.advanceTimersByTimeAsync(BAD_REQUEST_HOLD.ms)
    expect((await held).status).toBe(400)

    // once large reads have spent the budget, the refusal comes after the pause
    const spend = withCmsRestLimits(async () => Response.json({ docs: [] }))
    const other = { 'x-shop-peer-address': '198.51.100.203' }
    const page = () => spend(new Request('http://localhost:3000/cms/api/produits?limit=24&depth=1', { headers: other }))
    const fits = Math.floor(CMS_READ_UNITS_PER_MINUTE / (1 + 24 * 2))
    for (let i = 0; i < fits; i++) expect((await page()).status).toBe(200)
    const refused = page()
    expect(await settled(refused)).toBe(false)
    await vi.advanceTimersByTimeAsync(REFUSAL_HOLD.ms)
    expect((await refused).status).toBe(429)
  })
})

describe('/api/og', () => {
  it('sends an address’s first unsigned-card refusals at once, then after a pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const handler = (await import('@/pages/api/og')).default
    const ask = () => callApi(handler, { method: 'GET', query: { title: 'Abus' }, ip: '198.51.100.210' })
    for (let i = 0; i < BAD_REQUEST_HOLD.free; i++) expect((await ask()).status).toBe(400)
    const held = ask()
    expect(await settled(held)).toBe(false)
    await vi.advanceTimersByTimeAsync(BAD_REQUEST_HOLD.ms)
    expect((await held).status).toBe(400)
  })
})

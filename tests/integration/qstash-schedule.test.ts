/**
 * QStash's schedule of POST /api/jobs/run, created at start by the official client
 * (@upstash/qstash) against a local server standing in for QStash's REST API: the request it sends (Create Schedule,
 * POST /v2/schedules/{destination} with the Upstash-* headers), a 5xx that is logged and not thrown, nothing sent
 * without the settings. Settings go through src/env.ts: stubbed, then the modules loaded again.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { startFakeApi, type FakeApi } from '../helpers/fakeApi'

const APP_URL = 'https://boutique.example'
const DESTINATION = `${APP_URL}/api/jobs/run`
const TOKEN = 'qstash-test-token'

let qstash: FakeApi

beforeAll(async () => {
  // QStash's documented answer to Create Schedule: 200 { scheduleId }
  qstash = await startFakeApi(({ headers }) => ({ status: 200, body: { scheduleId: headers['upstash-schedule-id'] ?? 'scd_generated' } }))
})

afterAll(async () => {
  await qstash?.close()
})

afterEach(() => {
  qstash.requests.length = 0
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** src/server/jobs/qstash.ts read with these settings (src/env.ts evaluates process.env when loaded). */
async function loadWith(settings: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value)
  vi.resetModules()
  return import('@/server/jobs/qstash')
}

const QSTASH = () => ({
  NEXT_PUBLIC_APP_URL: APP_URL,
  QSTASH_URL: qstash.baseUrl,
  QSTASH_TOKEN: TOKEN,
  QSTASH_CURRENT_SIGNING_KEY: 'sig_current_test',
  QSTASH_NEXT_SIGNING_KEY: 'sig_next_test',
})

/** What the server writes on stderr meanwhile (src/server/ops/log.ts), kept out of the test's output. */
function captureLog(): string[] {
  const lines: string[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  return lines
}

describe('QStash schedule at start (QSTASH_URL + QSTASH_TOKEN)', () => {
  it('creates or updates the schedule of POST /api/jobs/run, every minute, under a stable id, with the token', async () => {
    const { ensureQstashSchedule, QSTASH_JOBS_CRON, QSTASH_SCHEDULE_ID } = await loadWith(QSTASH())
    const log = captureLog()
    await expect(ensureQstashSchedule()).resolves.toBe(true)
    expect(qstash.requests).toHaveLength(1)
    const [request] = qstash.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe(`/v2/schedules/${DESTINATION}`)
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(request!.headers['upstash-cron']).toBe('* * * * *')
    expect(QSTASH_JOBS_CRON).toBe('* * * * *')
    expect(request!.headers['upstash-schedule-id']).toBe('boutique-jobs-run')
    expect(QSTASH_SCHEDULE_ID).toBe('boutique-jobs-run')
    expect(request!.headers['upstash-method']).toBe('POST')
    expect(log.join('')).toContain('qstash schedule ready')
  })

  it('two instances starting at once send the same schedule id: QStash keeps one schedule', async () => {
    const { ensureQstashSchedule } = await loadWith(QSTASH())
    captureLog()
    await Promise.all([ensureQstashSchedule(), ensureQstashSchedule()])
    expect(qstash.requests).toHaveLength(2)
    expect(new Set(qstash.requests.map((r) => `${r.path} ${r.headers['upstash-schedule-id']} ${r.headers['upstash-cron']}`)).size).toBe(1)
  })

  it('a 5xx from QStash is logged, not thrown (the server starts anyway)', async () => {
    const { ensureQstashSchedule } = await loadWith(QSTASH())
    const log = captureLog()
    qstash.queue({ status: 500, body: { error: 'internal server error' } })
    await expect(ensureQstashSchedule()).resolves.toBe(false)
    expect(qstash.requests).toHaveLength(1)
    const written = log.join('')
    expect(written).toContain('qstash schedule failed')
    expect(written).toContain('internal server error')
  })

  it('without the QStash settings nothing is sent', async () => {
    const { ensureQstashSchedule } = await loadWith({
      NEXT_PUBLIC_APP_URL: APP_URL,
      QSTASH_URL: undefined,
      QSTASH_TOKEN: undefined,
      QSTASH_CURRENT_SIGNING_KEY: undefined,
      QSTASH_NEXT_SIGNING_KEY: undefined,
    })
    await expect(ensureQstashSchedule()).resolves.toBe(false)
    expect(qstash.requests).toHaveLength(0)
  })
})

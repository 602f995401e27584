import { Client, Receiver } from '@upstash/qstash'

import { configured, env } from '@/env'
import { logLine } from '@/server/ops/log'

/** Clock skew tolerated on the token's `nbf` / `exp` (seconds). */
const CLOCK_TOLERANCE_S = 60

/**
 * Checks the `Upstash-Signature` of a QStash delivery with QStash's own `Receiver`: a JWT signed with the current or
 * the next signing key, issued by Upstash for this URL (`sub`), still valid (give or take a minute), whose `body` claim
 * is the SHA-256 of the raw body. Never throws: any refusal is `false`.
 */
export async function verifyQstashSignature(input: {
  signature: string | undefined
  body: string
  url: string
  currentSigningKey: string | undefined
  nextSigningKey: string | undefined
}): Promise<boolean> {
  const { signature, body, url, currentSigningKey, nextSigningKey } = input
  // without both keys the Receiver would look for others in process.env: refuse instead
  if (!signature || !currentSigningKey || !nextSigningKey) return false
  // devMode false: QSTASH_DEV never swaps in the local dev server's keys
  const receiver = new Receiver({ currentSigningKey, nextSigningKey, devMode: false })
  try {
    return await receiver.verify({ signature, body, url, clockTolerance: CLOCK_TOLERANCE_S })
  } catch {
    return false
  }
}

/** The URL QStash calls: the schedule's destination, and the `sub` of each delivery's token. */
export const jobsRunUrl = (): string => `${env.NEXT_PUBLIC_APP_URL.replace(/\/+$/, '')}/api/jobs/run`

/**
 * How often QStash calls POST /api/jobs/run: every minute (5-field cron, QStash's finest). New jobs run at once
 * anyway (enqueueJob); this picks up retries and jobs queued while no instance was up, as the in-process cron does
 * without QStash (src/server/jobs/config.ts).
 */
export const QSTASH_JOBS_CRON = '* * * * *'

/**
 * The schedule's fixed id: creating a schedule under an existing id updates it in place. Every instance sends the
 * same one at start, so two instances starting at once (or a restart, or a new URL or cron after a deploy) leave
 * exactly one schedule, the last one written, never a second.
 */
export const QSTASH_SCHEDULE_ID = 'boutique-jobs-run'

/**
 * At server start (src/instrumentation.ts), when the `qstash` settings are set: creates or updates QStash's schedule
 * of POST /api/jobs/run with the official client, so no one creates it by hand. A failure is logged and the server
 * starts anyway (the previous schedule, if any, keeps running). Resolves to whether QStash accepted it.
 */
export async function ensureQstashSchedule(): Promise<boolean> {
  if (!configured('qstash') || !env.QSTASH_URL || !env.QSTASH_TOKEN) return false
  const destination = jobsRunUrl()
  // devMode false: QSTASH_DEV never points the client at a local dev server instead of QSTASH_URL
  const client = new Client({ baseUrl: env.QSTASH_URL, token: env.QSTASH_TOKEN, devMode: false })
  try {
    const { scheduleId } = await client.schedules.create({
      destination,
      cron: QSTASH_JOBS_CRON,
      method: 'POST',
      scheduleId: QSTASH_SCHEDULE_ID,
    })
    logLine('info', 'qstash schedule ready', { scheduleId, destination, cron: QSTASH_JOBS_CRON })
    return true
  } catch (error) {
    logLine('error', 'qstash schedule failed', {
      scheduleId: QSTASH_SCHEDULE_ID,
      destination,
      error: error instanceof Error ? error.message : String(error),
    })
    return false
  }
}

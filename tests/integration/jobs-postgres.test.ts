/**
 * Mail, chat and CRM jobs run once when several instances run Payload's jobs queue, on a real Postgres
 * (tests/helpers/postgres.ts: a throw-away cluster). Several runners race on the same queue, as the cron of each
 * instance and `enqueueJob`'s immediate run do; each job's side effect (a mail in the outbox) must happen once. A job
 * left `processing` by a stopped instance is released and run again, once.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POSTGRES_MISSING, startPostgres, startPostgresPayload, type TestPostgres } from '../helpers/postgres'

describe.skipIf(POSTGRES_MISSING)('jobs across instances (Postgres)', () => {
  let pg: TestPostgres
  let payload: Payload
  let cleanup: () => Promise<void>
  const run = { overrideAccess: true, silent: true } as const

  beforeAll(async () => {
    pg = await startPostgres()
    ;({ payload, cleanup } = await startPostgresPayload(pg.url))
  }, 120_000)

  afterAll(async () => {
    if (payload) {
      // the .eml files these tests wrote into data/outbox
      const { docs } = await payload.find({
        collection: 'outbox-mails',
        where: { to: { like: '@jobs-pg.test' } },
        pagination: false,
        overrideAccess: true,
      })
      await Promise.all(docs.map((doc) => (doc.file ? fs.rm(path.resolve(process.cwd(), doc.file), { force: true }) : undefined)))
    }
    await cleanup?.()
    await pg?.stop()
  })

  const queueMail = async (to: string) => {
    const job = await payload.jobs.queue({ task: 'sendMail', input: { message: { to, subject: `Test ${to}`, text: 'Bonjour' } } })
    return job.id as number
  }
  const sentTo = async (to: string) =>
    (await payload.count({ collection: 'outbox-mails', where: { to: { equals: to } }, overrideAccess: true })).totalDocs

  /** One instance's runner: runs the queue until nothing is left for it. */
  async function runner(limit: number): Promise<void> {
    for (let round = 0; round < 100; round++) {
      const result = (await payload.jobs.run({ ...run, limit })) as { noJobsRemaining?: boolean; jobStatus?: Record<string, unknown> }
      if (result.noJobsRemaining || Object.keys(result.jobStatus ?? {}).length === 0) return
    }
  }

  it('the claim is made atomic on this Payload', async () => {
    expect(payload.db.name).toBe('postgres')
    expect((payload.db as unknown as Record<symbol, unknown>)[Symbol.for('boutique.jobs.atomic-claim')]).toBe(true)
  })

  it('30 mail jobs, three runners racing on the queue and an immediate run of each job: every mail is sent once', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `client-${i}@jobs-pg.test`)
    const ids: number[] = []
    for (const to of recipients) ids.push(await queueMail(to))
    await Promise.all([
      runner(4),
      runner(4),
      runner(7),
      // enqueueJob's immediate run on the instance that queued each job
      ...ids.map((id) => payload.jobs.runByID({ id, ...run })),
    ])
    const counts = await Promise.all(recipients.map(sentTo))
    expect(counts).toEqual(recipients.map(() => 1))
    // a completed job is deleted (Payload's deleteJobOnComplete): none is left, none failed
    expect((await payload.count({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('a job that another instance is running is not run again by an immediate run', async () => {
    const to = 'held@jobs-pg.test'
    const id = await queueMail(to)
    const { touchJob } = await import('@/server/jobs/claim')
    await payload.db.updateOne({ collection: 'payload-jobs', id, data: { processing: true } })
    await touchJob(payload, id)
    await payload.jobs.runByID({ id, ...run })
    await runner(10)
    expect(await sentTo(to)).toBe(0)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
  })

  it('a job left processing by a stopped instance is released after 5 minutes without heartbeat and sent once', async () => {
    const { resetStaleJobs, STALE_AFTER_MS } = await import('@/server/jobs/claim')
    const to = 'interrupted@jobs-pg.test'
    const id = await queueMail(to)
    // claimed by an instance that stopped: processing, last touched at `claimedAt`
    const claimedAt = new Date()
    await payload.db.updateOne({ collection: 'payload-jobs', id, data: { processing: true } })
    await runner(10)
    expect(await sentTo(to)).toBe(0)

    // still within the heartbeat window: left alone
    expect(await resetStaleJobs(payload, new Date(claimedAt.getTime() + STALE_AFTER_MS - 60_000))).toEqual([])
    // past it: released, then run once by the next runs of the queue (two instances)
    expect(await resetStaleJobs(payload, new Date(Date.now() + STALE_AFTER_MS + 1000))).toEqual([id])
    await Promise.all([runner(10), runner(10)])
    expect(await sentTo(to)).toBe(1)
    expect(await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true })).toBeNull() // done, deleted
  })

  it('the cron releases interrupted jobs before each run (shouldAutoRun), a heartbeat keeps a long job', async () => {
    const { jobsConfig } = await import('@/server/jobs/config')
    const { touchJob } = await import('@/server/jobs/claim')
    const id = await queueMail('heartbeat@jobs-pg.test')
    await payload.db.updateOne({ collection: 'payload-jobs', id, data: { processing: true } })
    await touchJob(payload, id, new Date(Date.now() - 10 * 60_000)) // last heartbeat 10 minutes ago
    const vitest = process.env.VITEST
    delete process.env.VITEST // the cron's check runs outside tests only
    try {
      expect(await jobsConfig.shouldAutoRun!(payload)).toBe(true)
    } finally {
      process.env.VITEST = vitest
    }
    expect((await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })).processing).toBe(false)
    await runner(10)
    expect(await sentTo('heartbeat@jobs-pg.test')).toBe(1)
  })
})

/**
 * Jobs run once when several instances run the queue (each `next start` runs Payload's cron, and `enqueueJob` runs
 * each new job at once on the instance that queued it).
 *
 * Payload 3.90 claims jobs by reading the runnable ones and then setting `processing: true` on each by id
 * (@payloadcms/drizzle updateJobs: a SELECT, then one UPDATE per row, with no condition), and `runByID` sets it
 * without looking at the job at all. Two instances can therefore both claim a job and both send its mail. The claim
 * is made atomic here: `payload.db.updateJobs` calls that set `processing: true` first take the rows with one
 * conditional UPDATE (`processing = false AND completed_at IS NULL`, ./../db/conditionalUpdate.ts) and go on with
 * the rows that this call took, and only those.
 *
 * A job whose instance stopped while running it keeps `processing: true` for ever in Payload: while a job runs, its
 * row is touched every minute (heartbeat, `withHeartbeat`), and before each run of the queue a job processing
 * without a heartbeat for 5 minutes is released (`resetStaleJobs`) so that the next run picks it up again.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { dateLiteral, idLiteral, updateReturningIds } from '@/server/db/conditionalUpdate'

const JOBS_TABLE = 'payload_jobs'
const JOBS = 'payload-jobs'
const HEARTBEAT_MS = 60_000
export const STALE_AFTER_MS = 5 * 60_000

type Id = number | string
type UpdateJobsArgs = {
  id?: Id
  data: Record<string, unknown>
  limit?: number
  req?: Partial<PayloadRequest>
  returning?: boolean
  sort?: string | string[]
  where?: Where
}
type JobsAdapter = {
  updateJobs: (args: UpdateJobsArgs) => Promise<unknown[] | null>
  find: (args: Record<string, unknown>) => Promise<{ docs: { id: Id }[] }>
  sessions?: Record<string, { db?: unknown } | undefined>
  [GUARDED]?: true
}

const GUARDED = Symbol.for('boutique.jobs.atomic-claim')

/** Is this `updateJobs` call Payload's claim (`processing: true`, nothing else but the date)? */
const isClaim = (data: Record<string, unknown>): boolean =>
  data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')

/** The claim's transaction, when Payload opened one for it (the UPDATE then belongs to it). */
async function transactionDb(adapter: JobsAdapter, req: UpdateJobsArgs['req']): Promise<unknown> {
  const id = req?.transactionID instanceof Promise ? await req.transactionID : req?.transactionID
  return id === undefined || id === null ? undefined : adapter.sessions?.[String(id)]?.db
}

/** Takes the rows among `ids` that nobody runs nor finished; returns the ids this call took. */
async function claimRows(payload: Payload, ids: readonly Id[], now: Date, db: unknown): Promise<number[]> {
  if (ids.length === 0) return []
  return updateReturningIds(
    payload,
    JOBS_TABLE,
    `"processing" = true, "updated_at" = ${dateLiteral(now)}`,
    `"id" IN (${ids.map(idLiteral).join(', ')}) AND "processing" = false AND "completed_at" IS NULL`,
    db,
  )
}

/** Makes Payload's job claim atomic on this Payload instance (once; SQLite and Postgres). */
export function installAtomicJobClaim(payload: Payload): void {
  const adapter = payload.db as unknown as JobsAdapter
  if (adapter[GUARDED]) return
  if (payload.config.jobs?.depth || payload.config.jobs?.runHooks) {
    // Payload then claims through payload.update, around this guard: keep both unset (src/server/jobs/config.ts)
    payload.logger.error('[jobs] jobs.depth / jobs.runHooks are set: the atomic job claim is bypassed')
  }
  const original = adapter.updateJobs.bind(adapter)
  adapter.updateJobs = async (args: UpdateJobsArgs) => {
    if (!isClaim(args.data)) return original(args)
    const db = await transactionDb(adapter, args.req)
    let candidates: Id[]
    if (args.id !== undefined) candidates = [args.id]
    else {
      const { docs } = await adapter.find({
        collection: JOBS,
        where: args.where,
        limit: args.limit,
        sort: args.sort,
        pagination: false,
        req: args.req,
      })
      candidates = docs.map((doc) => doc.id)
    }
    const claimed = await claimRows(payload, candidates, new Date(), db)
    if (claimed.length === 0) return []
    // Payload's own update of the rows now ours (processing is already true): it returns them in its shape
    return original({ ...args, id: undefined, where: { id: { in: claimed } }, limit: claimed.length })
  }
  adapter[GUARDED] = true
}

/** Releases the jobs processing without a heartbeat for `staleAfterMs` (their instance stopped); returns their ids. */
export async function resetStaleJobs(payload: Payload, now = new Date(), staleAfterMs = STALE_AFTER_MS): Promise<number[]> {
  const ids = await updateReturningIds(
    payload,
    JOBS_TABLE,
    `"processing" = false`,
    `"processing" = true AND "completed_at" IS NULL AND "updated_at" < ${dateLiteral(new Date(now.getTime() - staleAfterMs))}`,
  )
  if (ids.length > 0) payload.logger.warn({ msg: `[jobs] ${ids.length} interrupted job(s) released for another run`, ids })
  return ids
}

/** Touches a running job's row (its heartbeat). */
export async function touchJob(payload: Payload, id: Id, now = new Date()): Promise<void> {
  await updateReturningIds(payload, JOBS_TABLE, `"updated_at" = ${dateLiteral(now)}`, `"id" = ${idLiteral(id)} AND "processing" = true`)
}

/** The task, its row touched every minute while its handler runs (so a long run is not taken for a stopped one). */
export function withHeartbeat<T extends { handler: unknown }>(task: T): T {
  const handler = task.handler as unknown as (args: { job: { id: Id }; req: PayloadRequest }) => Promise<unknown>
  if (typeof handler !== 'function') return task
  const beating = async (args: { job: { id: Id }; req: PayloadRequest }) => {
    const { job, req } = args
    const timer = setInterval(() => void touchJob(req.payload, job.id).catch(() => {}), HEARTBEAT_MS)
    timer.unref()
    try {
      return await handler(args)
    } finally {
      clearInterval(timer)
    }
  }
  return { ...task, handler: beating as unknown as T['handler'] }
}

import type { Payload } from 'payload'

import type { JobInputs, JobTask } from './types'

/** Immediate runs started by `enqueueJob` and not finished yet (tests wait for them with `settleJobs`). */
const running = new Set<Promise<unknown>>()

/**
 * Queues a job in Payload's database-backed queue and starts it at once in the background, so the caller (a form's
 * API route) answers without waiting for the outside service. A failure is retried with back-off by the cron of
 * `autoRun` (see config.ts); nothing is lost if the process stops: the job stays in `payload-jobs`.
 */
export async function enqueueJob<T extends JobTask>(payload: Payload, task: T, input: JobInputs[T]): Promise<string | number> {
  const job = (await payload.jobs.queue({ task: task as never, input: input as never })) as { id: number | string }
  const run = payload.jobs
    .runByID({ id: job.id, overrideAccess: true, silent: true })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `[jobs] ${task} ${job.id}: immediate run failed` }))
    .finally(() => running.delete(run))
  running.add(run)
  return job.id
}

/** Waits until every immediate run started by this process has finished (tests, graceful shutdown). */
export async function settleJobs(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running])
}

import type { JobsConfig } from 'payload'

import { isEditorUser } from '@/cms/access'
import { configured } from '@/env'

import { resetStaleJobs, withHeartbeat } from './claim'
import { shopTasks } from './tasks'

/** Retries and jobs queued while the process was down are picked up this often (6-field cron: every 20 s). */
const JOBS_CRON = '*/20 * * * * *'

/**
 * Payload's `jobs` setting: the shop's tasks, run in-process by a cron in every `next dev` / `next start` process
 * (getPayload with `cron: true`, src/server/http/payload.ts), or by QStash when configured; `enqueueJob` also runs each
 * new job at once. Tests run jobs themselves (no cron under Vitest). Only editors may run, queue or cancel jobs
 * through the CMS API, and they see the queue in the admin (group « Formulaires »).
 *
 * Several instances: each job runs once (atomic claim, ./claim.ts, installed by the Payload config's onInit), and a
 * job left `processing` by a stopped instance is released before the next run. `depth` and `runHooks` stay unset:
 * with them Payload would claim jobs around that guard.
 */
export const jobsConfig: JobsConfig = {
  tasks: shopTasks.map(withHeartbeat),
  autoRun: [{ cron: JOBS_CRON, limit: 20, queue: 'default' }],
  // with QStash the queue is run by POST /api/jobs/run (src/pages/api/jobs/run.ts), every minute on the schedule the
  // server creates at start (src/server/jobs/qstash.ts), instead of the in-process cron
  shouldAutoRun: async (payload) => {
    if (process.env.VITEST || configured('qstash')) return false
    // called before each run of the cron: jobs interrupted by a stopped instance go back to the queue
    await resetStaleJobs(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: '[jobs] stale job reset failed' }))
    return true
  },
  access: {
    run: ({ req }) => isEditorUser(req.user),
    queue: ({ req }) => isEditorUser(req.user),
    cancel: ({ req }) => isEditorUser(req.user),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Tâche en arrière-plan', plural: 'Tâches en arrière-plan' },
    admin: {
      ...defaultJobsCollection.admin,
      hidden: false,
      group: 'Formulaires',
      defaultColumns: ['taskSlug', 'totalTried', 'hasError', 'completedAt', 'createdAt'],
    },
    access: { ...defaultJobsCollection.access, read: ({ req }) => isEditorUser(req.user) },
  }),
}

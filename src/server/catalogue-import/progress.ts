/**
 * How far an import started from the admin has gone (its progress, then its report or why it stopped): written by the
 * job as it runs, read by `GET /cms/api/catalogue-import/:id` on whichever instance the editor's next poll reaches —
 * Payload deletes a job once it has completed, so its report is kept here. In Redis when REDIS_URL is set (shared by
 * the instances, kept a day), otherwise in this process's memory (one instance).
 */
import { redis, redisConfigured, redisKey } from '@/server/redis'

import type { ImportReport } from './apply'

export type ImportProgress = { done: number; total: number; phase: 'lecture' | 'produits' | 'liens' | 'masqués' }
/** Where a job stands: running with its progress, done with its report, refused or failed with the reason. */
export type ImportState =
  | { state: 'en-cours'; progress: ImportProgress }
  | { state: 'termine'; report: ImportReport }
  | { state: 'refuse' | 'echec'; message: string }

const TTL_SECONDS = 24 * 60 * 60
const memory = new Map<string, ImportState>()
const key = (job: string | number) => redisKey('catalogue-import', 'progress', job)

async function writeImportState(job: string | number, state: ImportState): Promise<void> {
  if (!redisConfigured()) {
    memory.set(String(job), state)
    return
  }
  await redis().set(key(job), JSON.stringify(state), 'EX', TTL_SECONDS)
}

export async function readImportState(job: string | number): Promise<ImportState | null> {
  if (!redisConfigured()) return memory.get(String(job)) ?? null
  const raw = await redis().get(key(job))
  return raw ? (JSON.parse(raw) as ImportState) : null
}

/**
 * A writer for one job that keeps the last figure and sends at most one write at a time (a batch finishing while the
 * previous figure is still being written only replaces the figure to send next).
 */
export function progressWriter(job: string | number, onError: (error: unknown) => void) {
  let next: ImportState | null = null
  let writing: Promise<void> | null = null
  const flush = async () => {
    while (next) {
      const progress = next
      next = null
      await writeImportState(job, progress).catch(onError)
    }
    writing = null
  }
  const write = (state: ImportState) => {
    next = state
    writing ??= flush()
  }
  return {
    progress: (progress: ImportProgress) => write({ state: 'en-cours', progress }),
    /** The end: the report, or why the import stopped; resolves once written. */
    end: (state: Exclude<ImportState, { state: 'en-cours' }>) => {
      write(state)
      return writing ?? Promise.resolve()
    },
  }
}

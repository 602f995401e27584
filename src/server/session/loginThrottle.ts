/**
 * Per-account brake on password guessing, for every way into an account (the shop's login, the CMS REST and GraphQL
 * logins). Only failures count: an attempt is counted when it starts and the count is wiped when it succeeds, so
 * parallel guesses are all counted and a success never is. The first FREE_LOGIN_FAILURES failures in a row cost
 * nothing; after that each further attempt on the account waits 1 s, 2 s, 4 s… up to MAX_LOGIN_DELAY_SECONDS. Someone
 * who knows an address can slow its logins down, never lock it: its owner waits at most that long, once.
 */
import { limiterStore, retryAfterSeconds, type RateLimitResult } from '@/server/http/rateLimit'

const FREE_LOGIN_FAILURES = 5
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60
/** Failures are forgotten this long after the first one of the series. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60

/** The wait imposed after `failures` failures in a row. */
export function loginDelaySeconds(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0
  return Math.min(2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_SECONDS)
}

const failures = () => limiterStore({ name: 'login-failures', points: Number.MAX_SAFE_INTEGER, durationSeconds: FAILURE_MEMORY_SECONDS })
/** Per account, the instant (ms since the epoch) before which it must wait: the record's value, kept the longest wait. */
const waits = () => limiterStore({ name: 'login-wait', points: Number.MAX_SAFE_INTEGER, durationSeconds: MAX_LOGIN_DELAY_SECONDS })

/** The throttle's key of an account: its collection and its address as Payload compares it. */
export const accountKey = (collection: string, email: unknown): string | null =>
  typeof email === 'string' && email.trim() ? `${collection}:${email.trim().toLowerCase()}` : null

/** Whether the account must still wait, and how long. Counts nothing. */
async function loginWait(key: string): Promise<RateLimitResult> {
  const until = (await waits().get(key))?.consumedPoints ?? 0
  const ms = until - Date.now()
  return ms > 0 ? { allowed: false, retryAfterSeconds: retryAfterSeconds(ms) } : { allowed: true }
}

const QUEUES_KEY = Symbol.for('shop.loginThrottleQueues')
const queues = (): Map<string, Promise<unknown>> =>
  ((globalThis as Record<symbol, Map<string, Promise<unknown>> | undefined>)[QUEUES_KEY] ??= new Map())

/**
 * Runs `task` after the previous task of the same key: the check and the count of one attempt are not interleaved
 * with another's, so simultaneous guesses cannot all pass before the first one sets the wait. (A store shared by
 * several processes needs the same guarantee from the store itself, e.g. one script.)
 */
function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const pending = queues()
  const run = (pending.get(key) ?? Promise.resolve()).then(task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  pending.set(key, settled)
  void settled.then(() => {
    if (pending.get(key) === settled) pending.delete(key)
  })
  return run
}

/** Starts an attempt: refused while the account waits; otherwise counted as a failure until `loginSucceeded`. */
export function beginLoginAttempt(key: string): Promise<RateLimitResult> {
  return oneAtATime(key, async () => {
    const wait = await loginWait(key)
    if (!wait.allowed) return wait
    const { consumedPoints } = await failures().penalty(key, 1)
    const delay = loginDelaySeconds(consumedPoints)
    if (delay > 0) await waits().set(key, Date.now() + delay * 1000, MAX_LOGIN_DELAY_SECONDS)
    return { allowed: true }
  })
}

/** A successful login: the account's failures and wait are forgotten. */
export function loginSucceeded(key: string): Promise<void> {
  return oneAtATime(key, async () => {
    await Promise.all([failures().delete(key), waits().delete(key)])
  })
}

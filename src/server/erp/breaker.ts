import { logLine } from '@/server/ops/log'

/**
 * A circuit breaker in front of the remote ERP, per instance: closed, calls go through; after `failures` calls in a
 * row got no answer, open: every call fails at once for `cooldownMs` (a dead ERP is not waited on by every request);
 * then half-open: one trial call goes through (the others still fail at once) and its outcome closes or re-opens the
 * circuit. Each change of state is one log line (`erp circuit open` / `erp circuit closed`).
 */
export type Breaker = {
  /** Whether a call may go to the ERP now. */
  allow(): boolean
  succeeded(): void
  failed(reason?: string): void
  readonly state: 'closed' | 'open' | 'half-open'
}

/** Calls in a row without an answer that open the circuit. */
const ERP_BREAKER_FAILURES = 3
/** How long an open circuit refuses calls before one trial call. */
const ERP_BREAKER_COOLDOWN_MS = 10_000

export function createBreaker({
  name,
  failures = ERP_BREAKER_FAILURES,
  cooldownMs = ERP_BREAKER_COOLDOWN_MS,
  now = Date.now,
}: {
  name: string
  failures?: number
  cooldownMs?: number
  now?: () => number
}): Breaker {
  let inARow = 0
  let openedAt: number | null = null
  let trialRunning = false

  const state = (): Breaker['state'] => (openedAt === null ? 'closed' : now() - openedAt >= cooldownMs ? 'half-open' : 'open')

  return {
    get state() {
      return state()
    },
    allow() {
      const current = state()
      if (current === 'closed') return true
      if (current === 'open' || trialRunning) return false
      trialRunning = true // half-open: this call is the trial
      return true
    },
    succeeded() {
      if (openedAt !== null) logLine('info', 'erp circuit closed', { breaker: name, downForMs: now() - openedAt })
      inARow = 0
      openedAt = null
      trialRunning = false
    },
    failed(reason) {
      inARow++
      const reopening = trialRunning
      trialRunning = false
      if (reopening || (openedAt === null && inARow >= failures)) {
        if (openedAt === null) logLine('warn', 'erp circuit open', { breaker: name, failures: inARow, cooldownMs, reason })
        openedAt = now()
      }
    },
  }
}

import type { Payload } from 'payload'

import { flushAxiom } from './axiom'
import { logLine } from './log'

/**
 * The process's life for load balancers: once SIGTERM (or SIGINT) arrives, `/api/ready` answers 503 so no new
 * traffic is sent here, the jobs runner stops taking jobs (a job already running finishes), and Next's own handler
 * closes the server: it stops accepting connections, finishes the requests in flight, then exits. The events queued
 * for Axiom are sent at once.
 */
const STATE = Symbol.for('boutique.ops.lifecycle')
type State = { stopping: boolean; installed: boolean }
const state = (): State => ((globalThis as unknown as Record<symbol, State>)[STATE] ??= { stopping: false, installed: false })

export const isShuttingDown = (): boolean => state().stopping

/** Stops Payload's cron runners (the jobs queue) without closing the database: requests in flight still use it. */
async function stopJobRunners(payload: Pick<Payload, 'crons'>): Promise<number> {
  const crons = payload.crons.splice(0, payload.crons.length)
  await Promise.all(crons.map((cron) => cron.stop()))
  return crons.length
}

export function beginShutdown(payload: Pick<Payload, 'crons'> | null, signal: string): void {
  const s = state()
  if (s.stopping) return
  s.stopping = true
  logLine('info', 'shutdown', { signal, pid: process.pid })
  if (payload) void stopJobRunners(payload).catch((error: unknown) => logLine('error', 'jobs runner stop failed', { error: String(error) }))
  // with Axiom: what is still queued (this line included) leaves now, while Next finishes the requests in flight
  void flushAxiom()
}

/** Once per process: SIGTERM and SIGINT start the shutdown (Next's listeners, registered too, close the server). */
export function installShutdownHandlers(payload: Pick<Payload, 'crons'> | null): void {
  const s = state()
  if (s.installed) return
  s.installed = true
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => beginShutdown(payload, signal))
}

/** Tests. */
export function resetLifecycle(): void {
  const s = state()
  s.stopping = false
  s.installed = false
}

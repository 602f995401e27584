import { Axiom } from '@axiomhq/js'

import { configured, env } from '@/env'

/**
 * Events to Axiom through its official client, with AXIOM_ORG_ID + AXIOM_TOKEN: the server's log
 * lines (`logLine`, request errors, Payload's logger) and what the browser posts to /_axiom/web-vitals and /_axiom/logs.
 * The client batches (every second or 1,000 events) into the dataset AXIOM_DATASET (default `boutique`) at AXIOM_URL
 * (default Axiom's API); `flushAxiom` sends what is queued (shutdown, tests). Without the settings nothing is created
 * and nothing is sent: the console stays the only output.
 */
export const DEFAULT_AXIOM_DATASET = 'boutique'

export type AxiomEvent = Record<string, unknown>

type State = { key: string; client: Axiom }
const STATE = Symbol.for('boutique.ops.axiom')
// one client per process, shared by the server's bundles (pages and app routes are built separately)
const slot = globalThis as unknown as Record<symbol, State | undefined>

export const axiomEnabled = (): boolean => configured('axiom')

export const axiomDataset = (): string => env.AXIOM_DATASET ?? DEFAULT_AXIOM_DATASET

/** The client of the current settings, or null without them. A failed send is written on stderr, never thrown. */
function client(): Axiom | null {
  if (!axiomEnabled()) return null
  const key = [env.AXIOM_URL ?? '', env.AXIOM_ORG_ID, env.AXIOM_TOKEN].join('\n')
  const current = slot[STATE]
  if (current?.key === key) return current.client
  const created = new Axiom({
    token: env.AXIOM_TOKEN!,
    orgId: env.AXIOM_ORG_ID,
    ...(env.AXIOM_URL ? { url: env.AXIOM_URL } : {}),
    // not through logLine: a failing Axiom must not feed itself
    onError: (error: unknown) => process.stderr.write(`[axiom] ingest failed: ${error instanceof Error ? error.message : String(error)}\n`),
  })
  slot[STATE] = { key, client: created }
  return created
}

/** Queues `events` for Axiom (no-op without the settings). `_time` is the event's time when it has none. */
export function sendToAxiom(events: readonly AxiomEvent[]): boolean {
  const axiom = client()
  if (!axiom || events.length === 0) return false
  const now = new Date().toISOString()
  axiom.ingest(
    axiomDataset(),
    events.map((event) => ({ _time: now, ...event })),
  )
  return true
}

/** Sends what is queued now and waits for it (a failure goes to stderr). */
export async function flushAxiom(): Promise<void> {
  await slot[STATE]?.client.flush()
}

import { AXIOM_LOGS_PATH, AXIOM_WEB_VITALS_PATH, MAX_AXIOM_EVENTS, MAX_LOG_MESSAGE_LENGTH } from './paths'

/**
 * The browser's side of Axiom, loaded by _app's `reportWebVitals` on the first metric, after
 * hydration, and only in a build made with AXIOM_ORG_ID + AXIOM_TOKEN: queues the page's web vitals and posts them as
 * one JSON array to /_axiom/web-vitals when the page is hidden or left (sendBeacon, survives the unload); uncaught
 * errors and rejected promises go to /_axiom/logs (10 per page at most). No package: a few hundred bytes.
 */
type Metric = { id: string; name: string; value: number; startTime?: number; label?: string }

const MAX_LOGS_PER_PAGE = 10
const vitals: Record<string, unknown>[] = []
let installed = false
let logsSent = 0

const pagePath = (): string => location.pathname.slice(0, 512)

function post(path: string, events: readonly Record<string, unknown>[]): void {
  const body = JSON.stringify(events)
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, body)) return
  void fetch(path, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {})
}

function flush(): void {
  while (vitals.length > 0) post(AXIOM_WEB_VITALS_PATH, vitals.splice(0, MAX_AXIOM_EVENTS))
}

function logError(message: string, fields: Record<string, string | number> = {}): void {
  if (logsSent >= MAX_LOGS_PER_PAGE) return
  logsSent++
  post(AXIOM_LOGS_PATH, [{ level: 'error', message: (message || 'erreur').slice(0, MAX_LOG_MESSAGE_LENGTH), path: pagePath(), fields }])
}

function install(): void {
  if (installed) return
  installed = true
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
  addEventListener('error', (event) =>
    logError(event.message, { file: String(event.filename ?? '').slice(0, 1000), line: event.lineno ?? 0, column: event.colno ?? 0 }),
  )
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    logError(reason instanceof Error ? reason.message : String(reason))
  })
}

/** One metric of Next's `reportWebVitals`, with the page it was measured on. */
export function queueWebVital({ id, name, value, startTime, label }: Metric): void {
  install()
  vitals.push({
    id,
    name,
    value: Math.max(0, value),
    ...(startTime !== undefined && startTime >= 0 ? { startTime } : {}),
    ...(label ? { label } : {}),
    path: pagePath(),
  })
}

import { defaultLoggerOptions, type Config } from 'payload'

import { axiomEnabled, sendToAxiom } from './axiom'

/** pino's numeric levels by name, for Axiom's `level` field (the console keeps pino's own line). */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' }

type Writable = { write: (chunk: string) => unknown }
/** Payload's `logger` option in its `{ options, destination }` form (pino's options and destination stream). */
type LoggerWithDestination = Extract<NonNullable<Config['logger']>, { options: unknown }>

/**
 * Payload's logger (pino) with Axiom configured: every line still goes to the console as Payload prints it (its
 * pino-pretty stream), and to Axiom as an event (`source: 'payload'`, level by name, the line's fields). Without the
 * settings: undefined, so Payload keeps its default logger unchanged.
 */
export function payloadLogger(console: Writable = defaultLoggerOptions): Required<LoggerWithDestination> | undefined {
  if (!axiomEnabled()) return undefined
  const destination: Required<LoggerWithDestination>['destination'] = {
    write(line: string) {
      console.write(line)
      try {
        const { level, time, ...fields } = JSON.parse(line) as Record<string, unknown> & { level?: number; time?: number }
        sendToAxiom([
          {
            ...fields,
            ...(typeof time === 'number' ? { _time: new Date(time).toISOString() } : {}),
            level: LEVELS[level ?? 30] ?? String(level),
            source: 'payload',
          },
        ])
      } catch {
        // not a JSON line: the console has it
      }
    },
  }
  return { options: {}, destination }
}

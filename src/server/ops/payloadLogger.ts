import { defaultLoggerOptions, type Config } from 'payload'

import { axiomEnabled, sendToAxiom } from './axiom'

/** pino's numeric levels by name, for Axiom's `level` field (the console keeps pino's own line). */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' }

type Writable = { write: (chunk: string) => unknown }
/** Payload's `logger` option in its `{ options, destination }` form (pino's options and destination stream). */
type LoggerWithDestination = Extract<NonNullable<Config['logger']>, { options: unknown }>

/** In production the console gets pino's own JSON line, one per event, on stdout (no pino-pretty, no ANSI colours). */
const jsonConsole: Writable = { write: (line) => process.stdout.write(line) }

/**
 * Payload's logger (pino). In production, one JSON line per event on stdout, as the rest of the server logs
 * (src/server/ops/log.ts), never Payload's coloured pretty lines that a log collector cannot parse. With Axiom
 * configured, every line also goes to Axiom as an event (`source: 'payload'`, level by name, the line's fields).
 * Elsewhere without Axiom: undefined, so Payload keeps its readable default logger.
 */
export function payloadLogger(
  console: Writable = process.env.NODE_ENV === 'production' ? jsonConsole : defaultLoggerOptions,
): Required<LoggerWithDestination> | undefined {
  if (!axiomEnabled()) return process.env.NODE_ENV === 'production' ? { options: {}, destination: console } : undefined
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

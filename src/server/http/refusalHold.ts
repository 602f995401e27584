/**
 * Refusals sent slowly to a client that keeps being refused. A script that ignores Retry-After (or a 400) and sends its
 * next request as soon as it is answered spins the server's request pipeline on refusals alone: about 2 ms of Next's
 * own work per request, several hundred a second from 30 connections, and every page of the instance waits behind them
 * (bench:abuse: a plain page's p99 at 0.8–2.5 s under a flood of 429s or 400s, although each is cheap).
 *
 * So once an address has had `free` refusals in the last minute, its next refusals are held `ms` before they are sent.
 * Held refusals cost a timer and an open connection, no CPU; at most `maxHeld` are held at once in the process (beyond,
 * the refusal is sent at once), so a flood of connections cannot pile them up. A person who mistypes or a program that
 * honours Retry-After never gets near `free`; the counts are this process's own (the pause protects this event loop).
 */
export type RefusalHoldOptions = {
  /** The pause before a held refusal is sent. */
  ms: number
  /** Refusals held at once in this process, at most. */
  maxHeld: number
  /** Refusals per address and minute sent at once before the next ones are held (0: every refusal is held). */
  free?: number
  /** The pause itself (a timer; a test hands in its own). */
  wait?: (ms: number) => Promise<void>
}

/** Hold of a refusal for a budget already spent (a 429): every one is held. */
export const REFUSAL_HOLD = { ms: 1_000, maxHeld: 500 } as const
/** Hold of a refused request (a 400 a flood keeps sending): the first ones a minute are sent at once. */
export const BAD_REQUEST_HOLD = { ms: 1_000, maxHeld: 500, free: 20 } as const

const WINDOW_MS = 60_000
/** Addresses remembered at once; the oldest window is forgotten first (a spoofed flood of addresses cannot grow it). */
const MAX_ADDRESSES = 10_000

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `hold(address)`: resolves when the refusal for `address` may be sent (at once, or after the pause). */
export function createRefusalHold(options: RefusalHoldOptions | null): (address: string) => Promise<void> {
  if (!options) return async () => {}
  const free = options.free ?? 0
  const wait = options.wait ?? pause
  const recent = new Map<string, { since: number; count: number }>()
  let held = 0
  return async (address) => {
    if (free > 0) {
      const now = Date.now()
      let entry = recent.get(address)
      if (!entry || now - entry.since > WINDOW_MS) {
        recent.delete(address)
        entry = { since: now, count: 0 }
        if (recent.size >= MAX_ADDRESSES) recent.delete(recent.keys().next().value as string)
        recent.set(address, entry)
      }
      entry.count++
      if (entry.count <= free) return
    }
    if (held >= options.maxHeld) return
    held++
    try {
      await wait(options.ms)
    } finally {
      held--
    }
  }
}

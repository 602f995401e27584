/**
 * A queue in front of expensive reads. The CMS API reads its database on this process's event loop (SQLite through
 * libsql is synchronous): ten 24-product pages at depth 1 (~140 ms each) let in at the same moment hold every page of the
 * instance for their sum (bench:abuse's cms-list row: a plain page's p99 at 1.5–2.5 s), although each fits the budget.
 * Run one at a time per reader and `total` at a time in the process, the others wait their turn in order; a reader
 * with `maxWaitingPerKey` already waiting, or a process with `maxWaiting`, is refused (the caller answers 429).
 */
export type ReadGateOptions = { total: number; maxWaitingPerKey: number; maxWaiting: number }

/** Expensive CMS reads of non-editors: one per reader, two in the process, a short queue. */
export const CMS_READ_GATE: ReadGateOptions = { total: 2, maxWaitingPerKey: 4, maxWaiting: 200 }

type Waiter = { key: string; start: () => void }

export type ReadGate = {
  /** Runs `work` when `key` has no other read running and the process has room; null when the queue is full. */
  run<T>(key: string, work: () => Promise<T>): Promise<{ value: T } | null>
  /** Reads running and waiting (for tests and logs). */
  state(): { running: number; waiting: number }
}

export function createReadGate(options: ReadGateOptions): ReadGate {
  const runningKeys = new Set<string>()
  const waiting: Waiter[] = []
  const waitingPerKey = new Map<string, number>()

  const next = () => {
    for (let i = 0; i < waiting.length && runningKeys.size < options.total; ) {
      const waiter = waiting[i]!
      if (runningKeys.has(waiter.key)) {
        i++
        continue
      }
      waiting.splice(i, 1)
      const left = (waitingPerKey.get(waiter.key) ?? 1) - 1
      if (left > 0) waitingPerKey.set(waiter.key, left)
      else waitingPerKey.delete(waiter.key)
      runningKeys.add(waiter.key)
      waiter.start()
    }
  }

  return {
    async run(key, work) {
      if (runningKeys.has(key) || runningKeys.size >= options.total || waiting.length > 0) {
        if (waiting.length >= options.maxWaiting || (waitingPerKey.get(key) ?? 0) >= options.maxWaitingPerKey) return null
        waitingPerKey.set(key, (waitingPerKey.get(key) ?? 0) + 1)
        await new Promise<void>((start) => {
          waiting.push({ key, start })
          next()
        })
      } else {
        runningKeys.add(key)
      }
      try {
        return { value: await work() }
      } finally {
        runningKeys.delete(key)
        next()
      }
    },
    state: () => ({ running: runningKeys.size, waiting: waiting.length }),
  }
}

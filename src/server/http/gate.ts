/**
 * A gate around costly work: at most `inFlight` runs at once in this process, up to `queue` more wait their turn in
 * arrival order, and beyond that the caller is told at once (null) to refuse the request. It bounds how much of the
 * event loop one kind of request can hold, whatever the number of connections sending it.
 */
export type Gate = {
  /** `work`'s result once it has run, or null when the queue is full (nothing ran). */
  run<T>(work: () => Promise<T>): Promise<T | null>
  /** Runs now and waiting, for tests and logs. */
  readonly state: { running: number; waiting: number }
}

export function createGate({ inFlight, queue }: { inFlight: number; queue: number }): Gate {
  let running = 0
  const waiting: Array<() => void> = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return {
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      if (running < inFlight) running++
      else if (waiting.length >= queue) return null
      // the slot is handed over by `release` (running stays counted)
      else await new Promise<void>((resolve) => waiting.push(resolve))
      try {
        return await work()
      } finally {
        release()
      }
    },
    get state() {
      return { running, waiting: waiting.length }
    },
  }
}

/**
 * A keyed async mutex: calls with the same key run one at a time, in the order they were made (FIFO); other keys run
 * freely. The lock is taken synchronously when `run` is called, so the last call made is the last one applied.
 * In-process only: several Node processes need the database's own locking on top (see src/server/erp/local.ts).
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<void>>()
  return function run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    tails.set(key, tail)
    return previous.then(fn).finally(() => {
      release()
      if (tails.get(key) === tail) tails.delete(key)
    })
  }
}

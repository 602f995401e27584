import { describe, expect, it } from 'vitest'

import { createGate } from '@/server/http/gate'

function deferred() {
  let resolve!: (value: string) => void
  const promise = new Promise<string>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createGate', () => {
  it('runs at most inFlight at once, the next ones in arrival order, and refuses past the queue', async () => {
    const gate = createGate({ inFlight: 1, queue: 1 })
    const first = deferred()
    const second = deferred()
    const started: string[] = []
    const a = gate.run(() => (started.push('a'), first.promise))
    const b = gate.run(() => (started.push('b'), second.promise))
    // the queue is full: refused at once, nothing run
    expect(await gate.run(async () => started.push('c'))).toBeNull()
    await Promise.resolve()
    expect(started).toEqual(['a'])
    expect(gate.state).toEqual({ running: 1, waiting: 1 })
    first.resolve('A')
    expect(await a).toBe('A')
    await expect.poll(() => started).toEqual(['a', 'b'])
    second.resolve('B')
    expect(await b).toBe('B')
    expect(gate.state).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot when the work fails', async () => {
    const gate = createGate({ inFlight: 1, queue: 0 })
    await expect(gate.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await gate.run(async () => 'ok')).toBe('ok')
  })
})

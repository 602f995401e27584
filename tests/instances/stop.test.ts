import { describe, expect, inject, it } from 'vitest'

import { startInstance } from '../../scripts/instances.mjs'
import { freePort } from '../../scripts/local-services.mjs'

// Issue 36 §2: the documented start command (`npm start`) stops when it is told, as a supervisor, a container's first
// process or `systemctl stop` tells it: SIGTERM to the npm process alone, not to its process group.

/** Whether any process of the group `pgid` is still alive. */
const groupAlive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

describe('npm start and stop signals', () => {
  it('SIGTERM to the npm start process: not ready at once, requests in flight finished, every process gone within 10 s', async () => {
    const deployment = inject('deployment')
    const instance = await startInstance(deployment, await freePort())
    const npmPid = instance.child.pid!
    try {
      const results: { startedBeforeStop: boolean; ok: boolean }[] = []
      let stopAt = Infinity
      let refused = false
      const worker = async () => {
        while (!refused) {
          const startedBeforeStop = Date.now() < stopAt
          try {
            const r = await fetch(`${instance.url}/api/health`)
            await r.text()
            results.push({ startedBeforeStop, ok: r.status === 200 })
          } catch {
            if (startedBeforeStop) results.push({ startedBeforeStop, ok: false })
            refused = true // the port is closed: a balancer sends nothing more here
          }
        }
      }
      const load = Array.from({ length: 4 }, worker)
      await new Promise((r) => setTimeout(r, 1_000))
      stopAt = Date.now()
      process.kill(npmPid, 'SIGTERM') // the npm process only, as a supervisor does
      const signalled = Date.now()

      // readiness drops at once (503 while draining, or the port already closed)
      let readyAfterStop = 200
      while (readyAfterStop === 200 && Date.now() - signalled < 1_000) {
        readyAfterStop = await fetch(`${instance.url}/api/ready`).then(
          (r) => r.status,
          () => 0,
        )
      }
      expect(readyAfterStop).not.toBe(200)

      await Promise.race([instance.exited, new Promise((r) => setTimeout(r, 10_000))])
      // npm, the launcher and next-server: all gone within the grace period
      while (groupAlive(npmPid) && Date.now() - signalled < 10_000) await new Promise((r) => setTimeout(r, 100))
      expect(groupAlive(npmPid), 'a process of the start command still runs 10 s after SIGTERM').toBe(false)
      expect(Date.now() - signalled).toBeLessThan(10_000)
      refused = true
      await Promise.all(load)

      const inFlight = results.filter((r) => r.startedBeforeStop)
      expect(inFlight.length).toBeGreaterThan(0)
      expect(inFlight.filter((r) => !r.ok)).toEqual([])
    } finally {
      await instance.stop()
    }
  })
})

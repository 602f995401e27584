import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POSTGRES_MISSING, startPostgres, startPostgresPayload, type TestPostgres } from '../helpers/postgres'

// Issue 36 §7: « Postgres errors during the restart reached Node as uncaught exceptions ». Payload on a real Postgres
// (the project's config, its onInit included) through a restart of the server: the connections it closes are logged,
// nothing is thrown out of the pool (Vitest fails a run on an uncaught exception), and the next query succeeds.

describe.skipIf(POSTGRES_MISSING)('Payload on Postgres through a restart of the server', () => {
  let pg: TestPostgres
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    pg = await startPostgres()
    ;({ payload, cleanup } = await startPostgresPayload(pg.url))
  }, 120_000)

  afterAll(async () => {
    await cleanup?.()
    await pg?.stop()
  })

  it('the idle connections the restart closes are one log line, never an uncaught exception; the next query succeeds', async () => {
    const count = () => payload.count({ collection: 'produits', overrideAccess: true })
    // several connections open and idle in the pool
    await Promise.all(Array.from({ length: 4 }, count))
    const lines: string[] = []
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    })
    try {
      await pg.down()
      await pg.up()
    } finally {
      spy.mockRestore()
    }
    expect(lines.filter((l) => l.includes('database connection lost'))).toHaveLength(1)
    // the pool replaces the closed connections
    let answered = false
    for (let attempt = 0; attempt < 50 && !answered; attempt++) {
      answered = await count().then(
        () => true,
        () => false,
      )
    }
    expect(answered).toBe(true)
  })
})

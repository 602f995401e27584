import { afterEach, describe, expect, it, vi } from 'vitest'

import { progressWriter, readImportState } from '@/server/catalogue-import/progress'

// The admin's progress bar reads what the job writes (in memory here: no REDIS_URL); Payload deletes a completed job,
// so the end state (report or reason) is what the screen reads last.
describe('catalogue import progress', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps the latest progress, then the end state', async () => {
    const writer = progressWriter('t-1', () => {})
    writer.progress({ done: 0, total: 0, phase: 'lecture' })
    writer.progress({ done: 250, total: 1000, phase: 'produits' })
    writer.progress({ done: 500, total: 1000, phase: 'produits' })
    await vi.waitFor(async () =>
      expect(await readImportState('t-1')).toEqual({ state: 'en-cours', progress: { done: 500, total: 1000, phase: 'produits' } }),
    )
    await writer.end({ state: 'refuse', message: 'XML mal formé' })
    expect(await readImportState('t-1')).toEqual({ state: 'refuse', message: 'XML mal formé' })
  })

  it('the end state is never overwritten by a progress figure still being written', async () => {
    const writer = progressWriter('t-2', () => {})
    for (let i = 1; i <= 50; i++) writer.progress({ done: i, total: 50, phase: 'produits' })
    await writer.end({ state: 'echec', message: 'panne' })
    expect(await readImportState('t-2')).toEqual({ state: 'echec', message: 'panne' })
  })

  it('an unknown job has no state', async () => {
    expect(await readImportState('inconnu')).toBeNull()
  })
})

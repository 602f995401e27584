/**
 * The production build refuses type errors (issue 30 §7): only the builds `npm test` starts after its own type check
 * (scripts/test.mjs sets TYPES_CHECKED=1) skip Next's second check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

const buildConfig = async () => {
  vi.resetModules()
  return (await import('../../next.config.mjs')).default
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('next.config type check', () => {
  it('a plain build (npm run build, the container image) fails on a type error', async () => {
    vi.stubEnv('TYPES_CHECKED', '')
    expect((await buildConfig()).typescript?.ignoreBuildErrors).toBe(false)
  })

  it('the builds of npm test, after its type check passed, do not check a second time', async () => {
    vi.stubEnv('TYPES_CHECKED', '1')
    expect((await buildConfig()).typescript?.ignoreBuildErrors).toBe(true)
  })
})

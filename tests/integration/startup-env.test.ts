import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// next.config.mjs validates the environment when Next loads it (dev, build, start): prove the wiring, not just the schema.
const loadNextConfig = (extraEnv: Record<string, string>) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./next.config.mjs')"], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...extraEnv } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('start-up stops on an invalid environment', () => {
  it('loads with no settings at all (embedded defaults)', () => {
    const r = loadNextConfig({})
    expect(r.stderr).not.toContain('Invalid environment variables')
    expect(r.status).toBe(0)
  })

  it.each([
    ['an empty string', { SLACK_OAUTH_TOKEN: '' }, ['SLACK_OAUTH_TOKEN']],
    ['a bad URL', { NEXT_PUBLIC_APP_URL: 'pas-une-url' }, ['NEXT_PUBLIC_APP_URL']],
    ['half a group', { DIMASYS_URL: 'https://erp.example.com' }, ['DIMASYS_USER', 'DIMASYS_API_KEY']],
  ])('%s stops start-up naming the fields', (_label, bad, fields) => {
    const r = loadNextConfig(bad)
    expect(r.status).not.toBe(0)
    const output = r.stderr + r.stdout
    expect(output).toContain('Invalid environment variables')
    for (const field of fields) expect(output).toContain(field)
  })

  it('production without NEXT_PUBLIC_APP_URL and PAYLOAD_SECRET stops start-up naming both', () => {
    const r = loadNextConfig({ NODE_ENV: 'production' })
    expect(r.status).not.toBe(0)
    const output = r.stderr + r.stdout
    expect(output).toContain('Invalid environment variables')
    expect(output).toContain('NEXT_PUBLIC_APP_URL')
    expect(output).toContain('PAYLOAD_SECRET')
  })

  it('production with both loads', () => {
    const r = loadNextConfig({
      NODE_ENV: 'production',
      NEXT_PUBLIC_APP_URL: 'https://boutique.example.fr',
      PAYLOAD_SECRET: 'one-secret-for-every-instance-0123456789',
    })
    expect(r.stderr).not.toContain('Invalid environment variables')
    expect(r.status).toBe(0)
  })
})

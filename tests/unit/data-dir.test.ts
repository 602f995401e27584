import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { dataDir } from '@/server/dataDir'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('the data folder is resolved when the server runs', () => {
  it('is ./data of the working directory by default, wherever the code was built', () => {
    vi.spyOn(process, 'cwd').mockReturnValue('/srv/boutique')
    vi.stubEnv('DATA_DIR', undefined)
    expect(dataDir()).toBe(path.resolve('/srv/boutique/data'))
  })

  it('is DATA_DIR when set: absolute as given, relative from the working directory', () => {
    vi.spyOn(process, 'cwd').mockReturnValue('/srv/boutique')
    vi.stubEnv('DATA_DIR', '/var/lib/shop')
    expect(dataDir()).toBe(path.resolve('/var/lib/shop'))
    vi.stubEnv('DATA_DIR', 'donnees')
    expect(dataDir()).toBe(path.resolve('/srv/boutique/donnees'))
  })
})

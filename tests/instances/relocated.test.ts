import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { startInstance } from '../../scripts/instances.mjs'

// A build copied to another folder (as a container image or a CI artefact is) runs there: its database, outbox and
// media are in the data folder of where it runs (./data of the working directory, or DATA_DIR), never in the folder
// it was built in. The deployment built by tests/instances/setup.ts is copied and started on its own SQLite file.

const BUILT = inject('deploymentDir')
const PORT = 3505
const EDITOR = { email: 'deplacee@example.fr', password: 'Deplacee-2026-ok' }
/** The smallest PNG (1×1, transparent). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-relocated-'))
let instance: Awaited<ReturnType<typeof startInstance>> | undefined

afterAll(async () => {
  await instance?.stop()
  fs.rmSync(copy, { recursive: true, force: true })
})

/** Files under `dir`, relative to it (none when it does not exist). */
const filesIn = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : []

describe('a build copied to another folder', () => {
  it('uses the data folder of where it runs (./data of its working directory): database, media and outbox', async () => {
    const skipped = new Set(['node_modules', 'data', path.join('.next', 'cache')].map((p) => path.join(BUILT, p)))
    fs.cpSync(BUILT, copy, { recursive: true, filter: (from) => !skipped.has(from) })
    fs.symlinkSync(path.join(BUILT, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
    const builtData = filesIn(path.join(BUILT, 'data'))

    // its own SQLite file (no DATABASE_URL, no Redis) in ./data, where the copy's own scripts (run from the sources) put it
    const { DATABASE_URL: _db, REDIS_URL: _redis, DATA_DIR: _dir, ...env } = inject('deploymentEnv')
    const data = path.join(copy, 'data')
    const created = spawnSync('npm', ['run', 'create-editor', '--', '--email', EDITOR.email, '--password', EDITOR.password], {
      cwd: copy,
      env: { ...env, NODE_ENV: 'production' },
      encoding: 'utf8',
    })
    expect(created.status, `${created.stdout}${created.stderr}`).toBe(0)
    expect(fs.existsSync(path.join(data, 'shop.db'))).toBe(true)

    instance = await startInstance({ dir: copy, env }, PORT)
    const base = instance.url
    // the server reads the database the copy's script wrote: the editor it created logs in
    const login = await fetch(`${base}/cms/api/editors/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(EDITOR),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }

    // an upload lands in the copy's media folder, and is served from there
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'deplacee.png')
    form.append('_payload', JSON.stringify({ alt: 'Image déplacée' }))
    const upload = await fetch(`${base}/cms/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(upload.status).toBe(201)
    expect(filesIn(path.join(data, 'media'))).toContain('deplacee.png')
    expect((await fetch(`${base}/cms/api/media/file/deplacee.png`)).status).toBe(200)

    // a mail is written to the copy's outbox
    const forgot = await fetch(`${base}/cms/api/editors/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EDITOR.email }),
    })
    expect(forgot.status).toBe(200)
    expect(filesIn(path.join(data, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1)

    // nothing written where it was built
    expect(filesIn(path.join(BUILT, 'data'))).toEqual(builtData)
  })
})

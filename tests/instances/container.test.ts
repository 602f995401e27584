import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { DEMO_EDITOR } from '@/cms/seed/accounts'

import { INSTANCE_SECRETS, startInstance } from '../../scripts/instances.mjs'
import { freePort } from '../../scripts/local-services.mjs'

import { readRuntimeStage, type RuntimeStage } from './dockerfile'

// Issue 36 §4: what the container image does, proven without a container engine. The runtime is laid out from the
// Dockerfile's own `runner` stage (./dockerfile.ts reads it): its COPY lines, from the deployment built by
// tests/instances/setup.ts (the `builder` stage's /app: the same npm ci + npm run build) and its pruned node_modules
// (the `prod-deps` stage: production dependencies only), into another folder; the data folder (VOLUME, DATA_DIR)
// apart; its ENV and CMD; its USER as an unprivileged user of this machine. Then started, checked, and stopped as
// `docker stop` stops it (SIGTERM to the first process only).

const BUILT = inject('deploymentDir')
const built = inject('deploymentEnv')
const stage: RuntimeStage = readRuntimeStage(fs.readFileSync(path.join(process.cwd(), 'Dockerfile'), 'utf8'))

/** The image's user (nextjs) stands for `nobody` here; only root can start a process as another user. */
const asRoot = process.getuid?.() === 0
const NOBODY = { uid: 65534, gid: 65534 }
const runAs = asRoot ? NOBODY : { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 }
const NOT_ROOT_REASON =
  'the test does not run as root, so it cannot start the runtime as another user: it runs as the current (non-root) user'

/** The container's filesystem: every absolute path of the image under one folder. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-container-'))
fs.chmodSync(root, 0o755) // mkdtemp's 0700 would keep the unprivileged user out
const inImage = (p: string) => path.join(root, p)
let instance: Awaited<ReturnType<typeof startInstance>> | undefined

afterAll(async () => {
  await instance?.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

/** Where a COPY source comes from here: the builder's /app is the built deployment, prod-deps' its pruned install. */
function sourceOf(from: string, src: string): string {
  if (!src.startsWith('/app/')) throw new Error(`COPY --from=${from} ${src}: outside /app, this test cannot lay it out`)
  if (from !== 'builder' && from !== 'prod-deps') throw new Error(`COPY --from=${from}: unknown stage for this test`)
  return path.join(BUILT, src.slice('/app/'.length))
}

/** Lays the runtime out as the Dockerfile's runner stage does. */
function layOut(): void {
  for (const dir of [stage.workdir, ...stage.volumes]) fs.mkdirSync(inImage(dir), { recursive: true, mode: 0o755 })
  for (const copy of stage.copies) {
    const dest = copy.dest.startsWith('/') ? copy.dest : path.join(stage.workdir, copy.dest)
    for (const src of copy.sources) {
      const from = sourceOf(copy.from, src)
      const to = dest.endsWith('/') ? path.join(inImage(dest), path.basename(src)) : inImage(dest)
      fs.mkdirSync(path.dirname(to), { recursive: true })
      if (src === '/app/node_modules') {
        // hard links: the files keep their owner (root here), as the image's are, and nothing is copied twice
        const r = spawnSync('cp', ['-al', from, to], { encoding: 'utf8' })
        expect(r.status, r.stderr).toBe(0)
      } else {
        // the builder's `rm -rf .next/cache`: a build's cache is not part of the image
        fs.cpSync(from, to, { recursive: true, filter: (f) => f !== path.join(BUILT, '.next', 'cache') })
      }
      if (copy.chown) spawnSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, to])
    }
  }
  // `mkdir -p /data && chown nextjs:nodejs /data`: the volume is the user's
  for (const dir of stage.volumes) fs.chownSync(inImage(dir), runAs.uid, runAs.gid)
}

/** The container's environment: the image's ENV (paths into the image), then what compose.yaml sets. */
function containerEnv(port: number): Record<string, string> {
  const image = Object.fromEntries(
    Object.entries(stage.env).map(([k, v]) => [k, v.startsWith('/') && stage.volumes.includes(v) ? inImage(v) : v]),
  )
  return {
    PATH: `${path.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`, // node 22, as the image's /usr/local/bin/node
    HOME: '/nonexistent', // the image's user has no home folder
    ...image,
    PORT: String(port),
    DATABASE_URL: built.DATABASE_URL!,
    // no REDIS_URL: the shared Redis's login budget of 127.0.0.1 may be spent by instances.test.ts (its login limit
    // test); the counters of this process are enough for one editor's login
    NEXT_PUBLIC_APP_URL: built.NEXT_PUBLIC_APP_URL!,
    ...INSTANCE_SECRETS,
  }
}

describe('the container image (Dockerfile), laid out and run without a container engine', () => {
  it('the runtime stage is the slim one: production dependencies only, no sources of the tests, a volume for data', () => {
    expect(stage.user).toBe('nextjs')
    expect(stage.env.NODE_ENV).toBe('production')
    expect(stage.volumes).toEqual([stage.env.DATA_DIR])
    expect(stage.cmd).toEqual(['node', 'scripts/start.mjs'])
    expect(stage.healthcheck.join(' ')).toContain('/api/health')
    const dests = stage.copies.map((c) => c.dest.replace(/^\.\//, '').replace(/\/$/, ''))
    for (const needed of ['node_modules', '.next', 'public', 'scripts', 'src', 'package.json', 'tsconfig.json', 'next.config.mjs'])
      expect(dests).toContain(needed)
    for (const left of ['tests', 'e2e', 'data', 'docs']) expect(dests).not.toContain(left)
    expect(stage.copies.find((c) => c.dest.includes('node_modules'))?.from).toBe('prod-deps')
    // what the prod-deps stage installs (npm ci --omit=dev) is what the deployment's npm prune --omit=dev left
    // (@playwright/test stays: Next.js names it as an optional peer, so the lockfile marks it devOptional, not dev)
    for (const dev of ['vitest', 'eslint', 'lighthouse']) expect(fs.existsSync(path.join(BUILT, 'node_modules', dev)), dev).toBe(false)
    for (const prod of ['next', 'tsx', 'payload']) expect(fs.existsSync(path.join(BUILT, 'node_modules', prod)), prod).toBe(true)
  })

  it('starts from its CMD as an unprivileged user, passes its HEALTHCHECK, serves pages, writes to the data volume only, and stops on SIGTERM', async () => {
    layOut()
    const port = await freePort(process.env.INSTANCE_PORTS)
    const env = containerEnv(port)
    const app = inImage(stage.workdir)
    // `USER nextjs`: as root, the CMD runs as nobody (setpriv execs it: the launcher is the first process)
    const prefix = asRoot ? ['setpriv', `--reuid=${NOBODY.uid}`, `--regid=${NOBODY.gid}`, '--clear-groups', '--'] : []
    if (!asRoot) console.warn(`[container] ${NOT_ROOT_REASON}`)
    const [file, ...args] = stage.cmd
    // the image's `node` is Node 22 on its PATH: this run's pinned Node 22
    const command = [...prefix, file === 'node' ? process.execPath : file!, ...args]
    instance = await startInstance({ dir: app, env }, port, { command, readyTimeoutMs: 180_000 })
    const base = instance.url

    // the image's HEALTHCHECK, as the engine runs it inside the container
    const [hcFile, ...hcArgs] = stage.healthcheck
    const health = spawnSync(hcFile === 'node' ? process.execPath : hcFile!, hcArgs, {
      env: env as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 10_000,
    })
    expect(health.status, `${health.stdout}${health.stderr}`).toBe(0)

    const home = await fetch(`${base}/`)
    expect(home.status).toBe(200)
    const products = (await (await fetch(`${base}/cms/api/produits?limit=1&depth=0&where[should_be_displayed][equals]=true`)).json()) as {
      docs: { slug: string }[]
    }
    const product = await fetch(`${base}/catalogues/produit/${products.docs[0]!.slug}`)
    expect(product.status).toBe(200)
    expect(await product.text()).toContain(products.docs[0]!.slug)

    // an upload lands in the data volume, written by the image's user
    const login = await fetch(`${base}/cms/api/editors/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const form = new FormData()
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    form.append('file', new Blob([png], { type: 'image/png' }), `conteneur-${port}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Image du conteneur' }))
    const upload = await fetch(`${base}/cms/api/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(upload.status).toBe(201)
    const stored = path.join(inImage(stage.env.DATA_DIR!), 'media', `conteneur-${port}.png`)
    expect(fs.existsSync(stored)).toBe(true)
    if (asRoot) expect(fs.statSync(stored).uid, 'written by the unprivileged user').toBe(NOBODY.uid)
    else console.warn(`[container] owner of the upload not checked: ${NOT_ROOT_REASON}`)

    // `docker stop`: SIGTERM to the first process (the launcher) only, then the grace period
    const signalled = Date.now()
    process.kill(instance.child.pid!, 'SIGTERM')
    const exit = await Promise.race([instance.exited, new Promise((r) => setTimeout(() => r('still running'), 10_000))])
    expect(exit).not.toBe('still running')
    expect(Date.now() - signalled).toBeLessThan(10_000)
    await expect(fetch(`${base}/api/health`)).rejects.toThrow()
  })
})

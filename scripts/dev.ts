/**
 * `npm run dev`: migrate + seed on first start, then `next dev`, then print the URLs and demo accounts once the
 * server answers.
 */
import { spawn, spawnSync } from 'node:child_process'

import { banner } from './banner'

const port = process.env.PORT ?? '3000'
const origin = `http://localhost:${port}`

const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-db.ts', '--demo'], { stdio: 'inherit', env: process.env })
if (prepared.status !== 0) process.exit(prepared.status ?? 1)

const next = spawn('npx', ['next', 'dev', '-p', port], { stdio: ['inherit', 'pipe', 'inherit'], env: process.env })
let printed = false
next.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  if (!printed && /Ready in|✓ Ready/.test(chunk.toString())) {
    printed = true
    // warm the home page so the first visit is not the one that waits for the compile
    fetch(origin)
      .catch(() => undefined)
      .finally(() => console.log(banner(origin)))
  }
})
const stop = (signal: NodeJS.Signals) => next.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
next.on('exit', (code) => process.exit(code ?? 0))

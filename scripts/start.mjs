/**
 * `npm start`: the production start command. Checks the Node version, prepares the database (scripts/prepare-db.ts:
 * migrations, and demo data only when asked), then runs `next start` as its only child and hands it every stop signal,
 * so that whatever signals the start command (a supervisor, a container's first process, `systemctl stop`, npm
 * forwarding a SIGTERM) stops the server the way a signal sent to the server itself does: not ready at once, requests
 * in flight finished, then exit. Its exit code is the server's.
 *
 * `npm start` runs it through `exec` (package.json): the shell npm starts is replaced by this process, which npm's own
 * signal forwarding reaches. Before, `npm run db:prepare && next start` left a shell between npm and the server, and
 * the shell forwards nothing.
 */
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

/** The major Node version production runs on (package.json `engines`; the `node` dev dependency pins it for npm scripts). */
export const PRODUCTION_NODE_MAJOR = 22

const major = Number(process.versions.node.split('.')[0])
if (major !== PRODUCTION_NODE_MAJOR) {
  console.error(
    `La boutique demande Node.js ${PRODUCTION_NODE_MAJOR} (celui-ci : ${process.versions.node}). ` +
      `Installez Node.js ${PRODUCTION_NODE_MAJOR} sur la machine, ou gardez le paquet « node » du projet (npm ci sans --omit=dev).`,
  )
  process.exit(1)
}

const bin = (name) => path.join(process.cwd(), 'node_modules', '.bin', name)
const env = { ...process.env, NODE_ENV: 'production' }
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP']

let child = null
let stopping = null
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    stopping = signal
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal)
    else if (!child) process.exit(0) // between the steps: nothing to stop
  })
}

/** Runs one step as the current child → its exit code (a signal counts as 128 + its number). */
function step(command, args) {
  return new Promise((resolve) => {
    child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      child = null
      resolve(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0))
    })
  })
}

const prepared = await step(bin('tsx'), ['scripts/prepare-db.ts'])
if (prepared !== 0 || stopping) process.exit(prepared || 0)

const port = process.env.PORT || '3000'
const host = process.env.HOST || '0.0.0.0'
process.exit(await step(bin('next'), ['start', '-H', host, '-p', port]))

/**
 * A throw-away Redis for integration tests: `redis-server` started as a child process on a free port, without
 * persistence, stopped by `stop()`. `npm test` needs nothing running beforehand. When the binary is missing,
 * `REDIS_MISSING` says why and the tests using it are skipped (`describe.skipIf(REDIS_MISSING)`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

const BINARY = process.env.REDIS_SERVER_BIN ?? 'redis-server'

/** null when redis-server can run, otherwise the message explaining the skip. */
export const REDIS_MISSING: string | null =
  spawnSync(BINARY, ['--version'], { encoding: 'utf8' }).status === 0
    ? null
    : `redis-server not found (apt-get install redis-server, or set REDIS_SERVER_BIN): Redis tests skipped`

if (REDIS_MISSING) console.warn(REDIS_MISSING)

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export type TestRedis = { url: string; port: number; stop: () => Promise<void> }

export async function startRedis(): Promise<TestRedis> {
  if (REDIS_MISSING) throw new Error(REDIS_MISSING)
  const port = await freePort()
  const child: ChildProcess = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/ready to accept connections/i.test(output)) {
        child.stdout?.off('data', onData)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)))
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop }
}

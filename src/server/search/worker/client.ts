/**
 * The embedded engine as the page server uses it: every call is asynchronous, answered by the engine's own thread
 * (./thread.ts) in the app, so a burst of expensive searches slows the searches and nothing else (issue 29). The same
 * interface over an engine in this thread (`inProcessEngine`) serves the tests and the scripts that build one.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import type { SearchEngine } from '../engine/engine'
import { SearchApiError } from '../engine/errors'
import { boundedJson } from '../engine/limits'
import type { Rec } from '../engine/store'
import type { EngineReply, EngineRequest } from './protocol'

type Methods = {
  [K in keyof SearchEngine]: SearchEngine[K] extends (...args: infer A) => infer R ? { args: A; result: Awaited<R> } : never
}
export type EngineMethod = { [K in keyof Methods]: Methods[K] extends never ? never : K }[keyof Methods]

/** The embedded engine, wherever it runs. */
export interface LocalEngine {
  readonly thread: 'worker' | 'main'
  /** A SearchEngine method's value. */
  call<M extends EngineMethod>(method: M, ...args: Methods[M]['args']): Promise<Methods[M]['result']>
  /** A SearchEngine method's value as JSON, refused (400) past `maxChars` (./engine/limits.ts). */
  json(method: string, args: unknown[], maxChars: number): Promise<string>
  /** Replaces every record of `indexName` (`sliced`: yielding between slices, the start-up build). */
  replaceAll(indexName: string, records: readonly Rec[], sliced: boolean): Promise<void>
  /** The thread the engine runs on (tests). */
  threadId(): Promise<number>
}

/** The engine of this thread behind the same interface. */
export function inProcessEngine(engine: SearchEngine): LocalEngine & { engine: SearchEngine } {
  const methods = engine as unknown as Record<string, (...args: unknown[]) => unknown>
  return {
    thread: 'main',
    engine,
    async call(method, ...args) {
      return methods[method]!.apply(engine, args) as never
    },
    async json(method, args, maxChars) {
      const fn = methods[method]
      if (typeof fn !== 'function') throw new Error(`Unknown engine method ${method}`)
      return boundedJson(fn.apply(engine, args), maxChars)
    },
    async replaceAll(indexName, records, sliced) {
      if (sliced) await engine.replaceAllObjectsInSlices(indexName, records)
      else engine.replaceAllObjects(indexName, records)
    },
    async threadId() {
      const { threadId } = await import('node:worker_threads')
      return threadId
    },
  }
}

/** Records per message of a build (each message is copied on this thread: small slices keep it responsive). */
const BUILD_SLICE = 500

/**
 * The thread's TypeScript source, run through tsx (a production dependency), in the app's bundles too: the chunk
 * webpack emits for `new Worker(new URL('./thread.ts', import.meta.url))` does not run on its own in Next's server
 * build (its address starts with the `/_next/` public path, and the engine's module it needs sits in a chunk the
 * thread never loads). The source is found from the working directory (`next start` runs from the project's folder).
 */
function threadSource(): string | null {
  const file = path.join(process.cwd(), 'src', 'server', 'search', 'worker', 'thread.ts')
  return fs.existsSync(file) ? file : null
}

const TSX_ARGS = ['--import', 'tsx']

/** Starts the engine's thread: its TypeScript source through tsx; without it, the bundler's own entry. */
function startThread(): Worker {
  const bundled = Boolean(process.env.NEXT_RUNTIME)
  const source = bundled ? threadSource() : null
  if (source) return new Worker(source, { name: 'search-engine', execArgv: TSX_ARGS })
  // without a bundler (tsx, Vitest) this is the TypeScript source too, loaded through tsx
  return new Worker(new URL('./thread.ts', import.meta.url), {
    name: 'search-engine',
    ...(bundled ? {} : { execArgv: [...process.execArgv.filter((a) => !a.startsWith('--input-type')), ...TSX_ARGS] }),
  })
}

export class WorkerEngine implements LocalEngine {
  readonly thread = 'worker' as const
  /** The thread failed or stopped: the state replaces this engine by one on the main thread (../local.ts). */
  dead = false
  private worker: Worker
  private next = 0
  private waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>()

  constructor(worker: Worker = startThread()) {
    this.worker = worker
    // the thread never keeps the process alive on its own (scripts, tests end when their work is done)
    worker.unref()
    worker.on('message', (reply: EngineReply) => {
      const waiter = this.waiting.get(reply.id)
      if (!waiter) return
      this.waiting.delete(reply.id)
      if (reply.ok) waiter.resolve(reply.value)
      else {
        const { message, status, code, retryAfter } = reply.error
        waiter.reject(status === undefined ? new Error(message) : new SearchApiError(status, message, { code, retryAfter }))
      }
    })
    const fail = (error: unknown) => {
      this.dead = true
      for (const waiter of this.waiting.values()) waiter.reject(error)
      this.waiting.clear()
    }
    worker.on('error', (error) => {
      console.error('[search] the search engine thread failed', error)
      fail(error)
    })
    worker.on('exit', (code) => fail(new Error(`The search engine thread stopped (exit code ${code})`)))
  }

  private send(message: EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never): Promise<unknown> {
    const id = ++this.next
    if (this.dead) return Promise.reject(new Error('The search engine thread is stopped'))
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      this.worker.postMessage({ ...message, id })
    })
  }

  call<M extends EngineMethod>(method: M, ...args: Methods[M]['args']): Promise<Methods[M]['result']> {
    return this.send({ kind: 'call', method, args }) as Promise<Methods[M]['result']>
  }

  json(method: string, args: unknown[], maxChars: number): Promise<string> {
    return this.send({ kind: 'call', method, args, json: { maxChars } }) as Promise<string>
  }

  async replaceAll(indexName: string, records: readonly Rec[], sliced: boolean): Promise<void> {
    await this.send({ kind: 'build-begin', indexName })
    for (let i = 0; i < records.length; i += BUILD_SLICE) {
      // each slice is copied on this thread when posted: a turn of the event loop between two
      await new Promise<void>((resolve) => setImmediate(resolve))
      void this.send({ kind: 'build-records', records: records.slice(i, i + BUILD_SLICE) })
    }
    await this.send({ kind: 'build-end', indexName, sliced })
  }

  threadId(): Promise<number> {
    return this.send({ kind: 'call', method: 'threadId', args: [] }) as Promise<number>
  }

  terminate(): Promise<number> {
    return this.worker.terminate()
  }
}

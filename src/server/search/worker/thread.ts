/**
 * The search engine's own thread (node:worker_threads): it holds the index, builds it and applies every write, and
 * answers the searches, so their CPU never delays the page server's event loop (issue 29). Started by ./client.ts;
 * the messages are ./protocol.ts. Answers to the HTTP endpoint are serialised here, within the answer size limit.
 */
import { parentPort, threadId } from 'node:worker_threads'

import { SearchEngine } from '../engine/engine'
import { isSearchApiError } from '../engine/errors'
import { boundedJson } from '../engine/limits'
import type { Rec } from '../engine/store'
import type { EngineReply, EngineRequest } from './protocol'

const engine = new SearchEngine()
let building: Rec[] = []

const methods = engine as unknown as Record<string, (...args: unknown[]) => unknown>

async function handle(message: EngineRequest): Promise<unknown> {
  switch (message.kind) {
    case 'call': {
      if (message.method === 'threadId') return threadId
      const method = methods[message.method]
      if (typeof method !== 'function' || message.method.startsWith('_')) throw new Error(`Unknown engine method ${message.method}`)
      const value = await method.apply(engine, message.args)
      return message.json ? boundedJson(value, message.json.maxChars) : value
    }
    case 'build-begin':
      building = []
      return null
    case 'build-records':
      for (const rec of message.records) building.push(rec as Rec)
      return null
    case 'build-end': {
      const records = building
      building = []
      if (message.sliced) await engine.replaceAllObjectsInSlices(message.indexName, records)
      else engine.replaceAllObjects(message.indexName, records)
      return null
    }
  }
}

const port = parentPort
if (port) {
  port.on('message', (message: EngineRequest) => {
    handle(message).then(
      (value) => port.postMessage({ id: message.id, ok: true, value } satisfies EngineReply),
      (error: unknown) =>
        port.postMessage({
          id: message.id,
          ok: false,
          error: isSearchApiError(error)
            ? { message: error.message, status: error.status, code: error.code, retryAfter: error.retryAfter }
            : { message: error instanceof Error ? error.message : String(error) },
        } satisfies EngineReply),
    )
  })
}

/** Messages between the page server and the search engine's thread (./thread.ts, ./client.ts). */

/** A call of a SearchEngine method: answered with its value, or its JSON bounded to `maxChars` (`json`). */
export type EngineRequest =
  | { id: number; kind: 'call'; method: string; args: unknown[]; json?: { maxChars: number } }
  /** A full build sent in slices: begin, records (any number of slices), end (answered once swapped in). */
  | { id: number; kind: 'build-begin'; indexName: string }
  | { id: number; kind: 'build-records'; records: unknown[] }
  | { id: number; kind: 'build-end'; indexName: string; sliced: boolean }

type EngineError = { message: string; status?: number; code?: string; retryAfter?: number }

export type EngineReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: EngineError }

import { APIError, NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { isEditorUser } from './index'

/**
 * Caps on what one CMS API request may read. Nobody populates deeper than PUBLIC_MAX_DEPTH (it is also Payload's
 * `maxDepth`: the shop's own server code reads at depth ≤ 2); a request that is not an editor's gets at most
 * PUBLIC_MAX_LIMIT documents per page, and `limit=0`, `limit=-1` or `pagination=false` mean "one full page", never
 * "the whole collection".
 */
export const PUBLIC_MAX_DEPTH = 2
export const PUBLIC_MAX_LIMIT = 100

type ReadArgs = { depth?: unknown; limit?: unknown; page?: unknown; pagination?: unknown }

/** A numeric query parameter as Payload parsed it: a number, absent, or a 400 (`?limit=5&limit=6`, `?page=abc`). */
export function numericParam(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isFinite(value)) return value
  throw new APIError(`Le paramètre « ${name} » doit être un nombre.`, 400, undefined, true)
}

/** The page size a non-editor gets: Payload's default when absent, at most PUBLIC_MAX_LIMIT, and a full page for ≤ 0. */
export function publicLimit(limit: number | undefined): number | undefined {
  if (limit === undefined) return undefined
  if (limit <= 0) return PUBLIC_MAX_LIMIT
  return Math.min(Math.floor(limit), PUBLIC_MAX_LIMIT)
}

/** Depth a non-editor gets: Payload's default when absent, never more than PUBLIC_MAX_DEPTH nor less than 0. */
export function publicDepth(depth: number | undefined): number | undefined {
  if (depth === undefined) return undefined
  return Math.max(0, Math.min(Math.floor(depth), PUBLIC_MAX_DEPTH))
}

/**
 * Reads through the HTTP APIs (REST and GraphQL): numeric parameters must be numbers, and a non-editor's depth and
 * page size are capped. The local API (the shop's own server code) is left alone.
 */
export const capPublicReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  if (req.payloadAPI === 'local') return args
  const read = args as ReadArgs
  const next: Record<string, unknown> = { ...args }
  for (const key of ['depth', 'limit', 'page'] as const) {
    if (key in read) next[key] = numericParam(key, read[key])
  }
  if (typeof next.page === 'number') next.page = Math.max(1, Math.floor(next.page))
  if (!isEditorUser(req.user)) {
    if ('depth' in next) next.depth = publicDepth(next.depth as number | undefined)
    next.limit = publicLimit(next.limit as number | undefined)
    if (next.limit === undefined && read.pagination === false) next.limit = PUBLIC_MAX_LIMIT
    next.pagination = true
  }
  return next as typeof args
}

/** Document ids are integers (SQLite and Postgres adapters): `/cms/api/produits/abc` names no document. */
export function isDocumentId(id: unknown): boolean {
  return typeof id === 'number' ? Number.isSafeInteger(id) : typeof id === 'string' && /^\d{1,15}$/.test(id)
}

/** A read, update or delete by id through the HTTP APIs with an id that cannot exist is a 404, not a database error. */
export const refuseMalformedIds: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.payloadAPI === 'local') return args
  const id = (args as { id?: unknown }).id
  if (id !== undefined && !isDocumentId(id)) throw new NotFound(req.t)
  return args
}

/** The collection with `refuseMalformedIds` and `capPublicReads` run before its other `beforeOperation` hooks. */
export function withPublicReadCaps(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseMalformedIds, capPublicReads, ...(hooks.beforeOperation ?? [])] } }
}

import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
} from 'payload'

import { isEditorUser } from './index'

/**
 * Caps on what one CMS API request may read. Nobody populates deeper than PUBLIC_MAX_DEPTH (it is also Payload's
 * `maxDepth`: the shop's own server code reads at depth ≤ 2, editors in the admin too). A request that is not an
 * editor's (a visitor, a logged-in buyer) reads at depth VISITOR_MAX_DEPTH at most (also its default, instead of
 * Payload's 2) and VISITOR_MAX_LIMIT documents per page at most (VISITOR_DEFAULT_LIMIT when it names none);
 * `limit=0`, `limit=-1` or `pagination=false` mean "one full page", never "the whole collection". The shop's pages
 * need no more: their own calls of the CMS API (spec §7) read one document at depth 0, the session, and GraphQL.
 */
export const PUBLIC_MAX_DEPTH = 2
export const VISITOR_MAX_DEPTH = 1
export const VISITOR_MAX_LIMIT = 24
export const VISITOR_DEFAULT_LIMIT = 10

type ReadArgs = { depth?: unknown; limit?: unknown; page?: unknown; pagination?: unknown }

/** A numeric query parameter as Payload parsed it: a number, absent, or a 400 (`?limit=5&limit=6`, `?page=abc`). */
export function numericParam(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isFinite(value)) return value
  throw new APIError(`Le paramètre « ${name} » doit être un nombre.`, 400, undefined, true)
}

/** The page size a non-editor gets: VISITOR_DEFAULT_LIMIT when absent, at most VISITOR_MAX_LIMIT, a full page for ≤ 0. */
export function publicLimit(limit: number | undefined): number {
  if (limit === undefined) return VISITOR_DEFAULT_LIMIT
  if (limit <= 0) return VISITOR_MAX_LIMIT
  return Math.min(Math.floor(limit), VISITOR_MAX_LIMIT)
}

/** Depth a non-editor gets: VISITOR_MAX_DEPTH when absent, never more, never less than 0. */
export function publicDepth(depth: number | undefined): number {
  if (depth === undefined) return VISITOR_MAX_DEPTH
  return Math.max(0, Math.min(Math.floor(depth), VISITOR_MAX_DEPTH))
}

/** The largest page number a request may name: beyond it the offset overflows the database's integers. */
export const MAX_PAGE = 1_000_000

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
  if (typeof next.page === 'number') next.page = Math.min(MAX_PAGE, Math.max(1, Math.floor(next.page)))
  if (!isEditorUser(req.user)) {
    next.depth = publicDepth(next.depth as number | undefined)
    next.limit = next.limit === undefined && read.pagination === false ? VISITOR_MAX_LIMIT : publicLimit(next.limit as number | undefined)
    next.pagination = true
  }
  return next as typeof args
}

/** A global read through the HTTP APIs by a non-editor: the same depth cap (the navigation's menus read at depth ≤ 1). */
export const capPublicGlobalReads: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI === 'local' || isEditorUser(req.user)) return args
  const depth = numericParam('depth', (args as ReadArgs).depth)
  return { ...args, depth: publicDepth(depth) }
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

/** The global with `capPublicGlobalReads` run before its other `beforeOperation` hooks. */
export function withPublicGlobalReadCaps(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, beforeOperation: [capPublicGlobalReads, ...(hooks.beforeOperation ?? [])] } }
}

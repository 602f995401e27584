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
const VISITOR_MAX_DEPTH = 1
const VISITOR_MAX_LIMIT = 24
const VISITOR_DEFAULT_LIMIT = 10

type ReadArgs = { depth?: unknown; limit?: unknown; page?: unknown; pagination?: unknown }

/** A numeric query parameter as Payload parsed it: a number, absent, or a 400 (`?limit=5&limit=6`, `?page=abc`). */
function numericParam(name: string, value: unknown): number | undefined {
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
const MAX_PAGE = 1_000_000

/** A page size the database accepts: a whole number from 0 (no limit) to the largest exact integer. */
function wholeLimit(limit: number): number {
  return Math.max(0, Math.min(Math.floor(limit), Number.MAX_SAFE_INTEGER))
}

/** `joins[field][limit]` made whole the same way (a number or a numeric string; anything else is Payload's to refuse). */
function wholeJoinLimits(joins: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = {}
  for (const [field, join] of Object.entries(joins)) {
    if (!join || typeof join !== 'object' || !('limit' in join)) {
      next[field] = join
      continue
    }
    const limit = Number((join as { limit?: unknown }).limit)
    next[field] = Number.isFinite(limit) ? { ...join, limit: wholeLimit(limit) } : join
  }
  return next
}

/**
 * Reads through the HTTP APIs (REST and GraphQL): numeric parameters must be numbers, and a non-editor's depth and
 * page size are capped. The local API (the shop's own server code) is left alone.
 */
export const capPublicReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  if (req.payloadAPI === 'local') return args
  // the batched finds Payload runs to populate a document's relationships (its dataloader: `currentDepth` set, every
  // id asked for, no pagination) are not a client's page: capping them would leave ids unpopulated (the navigation's
  // categories). Their depth is capped all the same.
  const { currentDepth } = args as { currentDepth?: unknown }
  const populating = typeof currentDepth === 'number' && currentDepth > 0
  const read = args as ReadArgs
  const next: Record<string, unknown> = { ...args }
  for (const key of ['depth', 'limit', 'page'] as const) {
    if (key in read) next[key] = numericParam(key, read[key])
  }
  if (typeof next.page === 'number') next.page = Math.min(MAX_PAGE, Math.max(1, Math.floor(next.page)))
  // the database takes a whole page size only (`limit=2.5` or `limit=1e21` is a datatype error from SQLite and Postgres)
  if (typeof next.limit === 'number') next.limit = wholeLimit(next.limit)
  const joins = (args as { joins?: unknown }).joins
  if (joins && typeof joins === 'object') next.joins = wholeJoinLimits(joins as Record<string, unknown>)
  // and an offset ((page − 1) × limit) it can take: a later page is past the end all the same
  if (typeof next.page === 'number' && typeof next.limit === 'number' && next.limit > 0)
    next.page = Math.min(next.page, Math.floor(Number.MAX_SAFE_INTEGER / next.limit))
  if (!isEditorUser(req.user)) {
    next.depth = publicDepth(next.depth as number | undefined)
    if (populating) return next as typeof args
    next.limit = next.limit === undefined && read.pagination === false ? VISITOR_MAX_LIMIT : publicLimit(next.limit as number | undefined)
    next.pagination = true
  }
  return next as typeof args
}

/** A global read through the HTTP APIs by a non-editor: the same depth cap (the navigation's menus read at depth ≤ 1). */
const capPublicGlobalReads: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI === 'local' || isEditorUser(req.user)) return args
  const depth = numericParam('depth', (args as ReadArgs).depth)
  return { ...args, depth: publicDepth(depth) }
}

/** The longest value a filter may compare with (SQLite refuses a LIKE pattern over 50,000 bytes with an error). */
const MAX_FILTER_VALUE_LENGTH = 1_000
/** Operators for `point` fields only: the shop has none, and the database adapter fails on any other field. */
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])

const badFilter = (message: string) => new APIError(message, 400, undefined, true)

/** A date a filter may compare with: one the database adapter can turn into an ISO string (years 0 to 9999). */
function isFilterDate(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const time = new Date(value).getTime()
  return Number.isFinite(time) && time >= Date.UTC(0, 0, 1) && time < Date.UTC(10_000, 0, 1)
}

/** Operators whose value may be a list. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const DATE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'in',
  'not_in',
])

/**
 * Throws a French 400 for a `where` the database would fail on: a point operator, an overlong value, a date that is
 * none (`fields`: the collection's, to know which paths are dates).
 */
function checkWhere(where: unknown, fields: readonly { name: string; type: string }[] = [], depth = 0): void {
  if (!where || typeof where !== 'object' || depth > 20) return
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const branch of condition) checkWhere(branch, fields, depth + 1)
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const isDate = fields.some((field) => field.name === key && field.type === 'date')
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (value !== null && typeof value === 'object' && !LIST_OPERATORS.has(operator))
        throw badFilter(`L’opérateur « ${operator} » du filtre sur « ${key} » attend une seule valeur.`)
      if (POINT_OPERATORS.has(operator))
        throw badFilter(`L’opérateur « ${operator} » ne s’applique qu’à des coordonnées : le champ « ${key} » n’en est pas.`)
      const values = Array.isArray(value)
        ? value
        : typeof value === 'string' && (operator === 'in' || operator === 'not_in')
          ? value.split(',')
          : [value]
      // a list of lists (a repeated key: `where[id][in][0]=a&where[id][in][0]=b`) or of objects: no database binds it
      if (values.some((v) => v !== null && typeof v === 'object'))
        throw badFilter(`L’opérateur « ${operator} » du filtre sur « ${key} » attend une liste de valeurs simples.`)
      if (values.some((v) => typeof v === 'string' && v.length > MAX_FILTER_VALUE_LENGTH))
        throw badFilter(`Valeur de filtre trop longue pour « ${key} » : ${MAX_FILTER_VALUE_LENGTH} caractères au plus.`)
      if (isDate && DATE_OPERATORS.has(operator) && !values.every(isFilterDate))
        throw badFilter(`Le filtre sur « ${key} » attend une date.`)
    }
  }
}

/** Filters through the HTTP APIs (REST and GraphQL, reads and bulk writes) are checked before the database sees them. */
export const refuseMalformedWhere: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI !== 'local') {
    const fields = (collection as { flattenedFields?: { name: string; type: string }[] } | undefined)?.flattenedFields
    checkWhere((args as { where?: unknown }).where, fields ?? [])
  }
  return args
}

/** Document ids are integers (SQLite and Postgres adapters): `/cms/api/produits/abc` names no document. */
function isDocumentId(id: unknown): boolean {
  return typeof id === 'number' ? Number.isSafeInteger(id) : typeof id === 'string' && /^\d{1,15}$/.test(id)
}

/** A read, update or delete by id through the HTTP APIs with an id that cannot exist is a 404, not a database error. */
export const refuseMalformedIds: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.payloadAPI === 'local') return args
  const id = (args as { id?: unknown }).id
  if (id !== undefined && !isDocumentId(id)) throw new NotFound(req.t)
  return args
}

/** The collection with `refuseMalformedIds`, `refuseMalformedWhere` and `capPublicReads` run before its other `beforeOperation` hooks. */
export function withPublicReadCaps(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [refuseMalformedIds, refuseMalformedWhere, capPublicReads, ...(hooks.beforeOperation ?? [])] },
  }
}

/** The global with `capPublicGlobalReads` run before its other `beforeOperation` hooks. */
export function withPublicGlobalReadCaps(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, beforeOperation: [capPublicGlobalReads, ...(hooks.beforeOperation ?? [])] } }
}

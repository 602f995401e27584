/**
 * Conditional updates that decide a race in the database itself: one `UPDATE … WHERE <condition> RETURNING id`
 * statement, which SQLite (one writer at a time) and Postgres (the row lock re-checks the condition) apply to a row
 * for one caller only. Payload's own `update({ where })` reads first and writes after, so two instances can both
 * see the old row; this is for the few writes that must happen once (consume a link, claim a job).
 *
 * Statements are built from constant table and column names and from values checked here (integer ids, ISO dates
 * made by `Date#toISOString`): nothing a visitor typed reaches the SQL.
 */
import type { Payload } from 'payload'

type Row = Record<string, unknown>
type ExecuteResult = { rows?: Row[] }
type Executable = {
  execute: (args: { db?: unknown; drizzle: unknown; raw: string }) => Promise<ExecuteResult> | ExecuteResult
  drizzle: unknown
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** `"name"` (SQLite and Postgres both quote identifiers so); only plain snake_case names are accepted. */
function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`)
  return `"${name}"`
}

/** A row id as an SQL literal (integers only). */
export function idLiteral(id: unknown): string {
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new Error(`not a row id: ${String(id)}`)
  return String(n)
}

/** A date as an SQL literal: its ISO form, which both databases compare and store as the CMS does. */
export function dateLiteral(date: Date): string {
  const iso = date.toISOString()
  if (!ISO_DATE.test(iso)) throw new Error(`not a storable date: ${iso}`)
  return `'${iso}'`
}

/**
 * Runs `UPDATE <table> SET <set> WHERE <where> RETURNING "id"` and returns the ids of the rows it changed; inside
 * the transaction `transaction` (the adapter's session handle) when given.
 */
export async function updateReturningIds(
  payload: Payload,
  table: string,
  set: string,
  where: string,
  transaction?: unknown,
): Promise<number[]> {
  const db = payload.db as unknown as Executable
  const result = await db.execute({
    db: transaction,
    drizzle: db.drizzle,
    raw: `UPDATE ${ident(table)} SET ${set} WHERE ${where} RETURNING "id"`,
  })
  return (result.rows ?? []).map((row) => Number(row.id))
}

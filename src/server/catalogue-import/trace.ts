/**
 * How the import knows what an editor changed: each product keeps, in `import_trace`, a fingerprint of every field as
 * the last import wrote it. At the next import, a field whose current value no longer matches its fingerprint was
 * changed in the admin, and is left as it is unless the import is told to overwrite. A field never written by an
 * import (no fingerprint: a product created in the admin or by the seed) takes the file's value.
 */
import { createHash } from 'node:crypto'

export type Trace = { v: 1; fields: Record<string, string> }

/** The product fields an import writes. */
export const TRACED_FIELDS = [
  'titre',
  'description',
  'ean',
  'marque',
  'reference_fabricant',
  'classe_etim',
  'caracteristiques',
  'sale_unit',
  'quantity_min_to_buy',
  'cart_increment',
  'galerie',
  'fiche_technique',
  'fiches_securite',
  'categories',
  'remplace_par',
  'compatibles',
  'relations',
  'should_be_displayed',
] as const
export type TracedField = (typeof TRACED_FIELDS)[number]

const idOf = (v: unknown): unknown => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v)

/** A file's long description as the paragraphs the shop shows (one per non-empty line). */
export const descriptionLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** Lexical rich text as its plain text (what the import writes is one paragraph per line of the file's text). */
export function plainText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; text?: unknown; children?: unknown[] }
    if (typeof n.text === 'string') out.push(n.text)
    if (Array.isArray(n.children)) {
      n.children.forEach(walk)
      if (n.type === 'paragraph') out.push('\n')
    }
  }
  walk((value as { root?: unknown } | null)?.root)
  return out.join('').trim()
}

/** A field's value reduced to what an import compares (ids of relations, array rows without their ids). */
function comparable(field: TracedField, value: unknown): unknown {
  switch (field) {
    case 'description':
      return typeof value === 'string' ? descriptionLines(value).join('\n') : plainText(value)
    case 'caracteristiques':
      return ((value as Record<string, unknown>[] | null) ?? []).map((r) => [
        r.reference_carac ?? '',
        r.type ?? '',
        r.valeur ?? '',
        r.code ?? '',
      ])
    case 'galerie':
      return ((value as { image?: unknown }[] | null) ?? []).map((r) => idOf(r.image))
    case 'fiches_securite':
    case 'categories':
    case 'compatibles':
    case 'relations':
      return ((value as unknown[] | null) ?? []).map(idOf)
    case 'marque':
    case 'fiche_technique':
    case 'remplace_par':
      return idOf(value) ?? null
    case 'ean':
    case 'reference_fabricant':
    case 'classe_etim':
      return value === '' || value === undefined ? null : value
    default:
      return value ?? null
  }
}

const fingerprint = (field: TracedField, value: unknown): string =>
  createHash('sha1')
    .update(JSON.stringify(comparable(field, value)))
    .digest('base64url')
    .slice(0, 12)

export const traceOf = (value: unknown): Trace =>
  value && typeof value === 'object' && (value as Trace).v === 1 && typeof (value as Trace).fields === 'object'
    ? (value as Trace)
    : { v: 1, fields: {} }

export type FieldDecision = 'write' | 'same' | 'kept'

/**
 * What to do with one field: `same` (the product already holds the file's value), `kept` (an editor changed it since
 * the last import, and the import does not overwrite), `write`.
 */
export function decide(
  field: TracedField,
  current: unknown,
  wanted: unknown,
  trace: Trace,
  overwrite: boolean,
): { decision: FieldDecision; print: string } {
  const now = fingerprint(field, current)
  const next = fingerprint(field, wanted)
  const last = trace.fields[field]
  if (now === next) return { decision: 'same', print: next }
  if (last !== undefined && last !== now && !overwrite) return { decision: 'kept', print: last }
  return { decision: 'write', print: next }
}

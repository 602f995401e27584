/**
 * Writes a parsed catalogue into the CMS by the import's rules: upsert by reference, a field an editor changed since
 * the last import left as it is (trace.ts), a product missing from a full catalogue hidden, never deleted. Products go
 * in batches, each batch one transaction; the search index and the pages are updated once per committed batch.
 * Links between products (« Remplacé par », compatibles, associés) are written in a second pass, once every product
 * of the file exists.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { Payload, PayloadRequest, Where } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { slugify } from '@/cms/fields/slug'
import { indexDocuments } from '@/cms/hooks/searchIndex'
import { revalidateDocuments } from '@/cms/hooks/revalidate'
import { paragraph, richText } from '@/cms/seed/lexical'

import { mimeTypeOf, type MediaFiles } from './files'
import { decide, descriptionLines, traceOf, TRACED_FIELDS, type Trace, type TracedField } from './trace'
import type { ImportedProduct, ParsedCatalogue, Problem } from './types'
import { whereOf } from './values'

export type ImportOptions = {
  files: MediaFiles
  /** Reads and compares, writes nothing: the report says what an import would change. */
  dryRun?: boolean
  /** Fields changed by an editor are overwritten too. */
  overwrite?: boolean
  /** Products per transaction. */
  batchSize?: number
  /** Search index and page revalidation after each batch (off: a script that rebuilds them itself). */
  publish?: boolean
  onProgress?: (progress: { done: number; total: number; phase: 'produits' | 'liens' | 'masqués' }) => void
}

export type ImportReport = {
  format: ParsedCatalogue['format']
  kind: ParsedCatalogue['kind']
  dryRun: boolean
  /** Valid products read from the file. */
  read: number
  created: number
  updated: number
  unchanged: number
  hidden: number
  mediaUploaded: number
  /** Fields an editor changed that the import left as they are. */
  kept: { reference: string; fields: TracedField[] }[]
  problems: Problem[]
  /** Search index or page updates that failed (the data is written; a reindex or the pages' timers catch up). */
  warnings: string[]
  /** Nothing was (or would be) written: the same file imported twice. */
  noChange: boolean
  seconds: number
}

type Doc = Record<string, unknown> & { id: number; dimasys_reference: string }
type Lookups = {
  brands: Map<string, number>
  categories: Map<string, number>
  groups: Map<string, number[]>
  media: Map<string, number>
}

const BASE = { overrideAccess: true, depth: 0 } as const
/** Each write skips the per-document hooks: the batch indexes and revalidates once (publish). */
const CONTEXT = { disableRevalidate: true, disableSearchIndex: true, catalogueImport: true } as const
const DEFAULT_BATCH = 250

const LINK_FIELDS = ['remplace_par', 'compatibles', 'relations'] as const satisfies readonly TracedField[]
const isLink = (f: TracedField): boolean => (LINK_FIELDS as readonly string[]).includes(f)

const mediaName = (source: string): string => path.basename(source.replace(/\\/g, '/'))

async function loadLookups(payload: Payload, parsed: ParsedCatalogue): Promise<Lookups> {
  const all = async (collection: 'marques' | 'categories' | 'groupes-fournisseurs', select: Record<string, true>) =>
    (await payload.find({ collection, ...BASE, pagination: false, limit: 0, select: select as never })).docs as unknown as Record<
      string,
      unknown
    >[]
  const brands = new Map((await all('marques', { titre: true })).map((b) => [String(b.titre).toLowerCase(), b.id as number]))
  const categories = new Map((await all('categories', { slug: true })).map((c) => [String(c.slug), c.id as number]))
  const groups = new Map(
    (await all('groupes-fournisseurs', { groupe: true, categories: true })).map((g) => [
      String(g.groupe),
      ((g.categories as unknown[]) ?? []).map((c) => (typeof c === 'object' && c ? (c as { id: number }).id : (c as number))),
    ]),
  )
  const names = [...new Set(parsed.products.flatMap((p) => (p.media ?? []).map((m) => mediaName(m.source))))]
  const media = new Map<string, number>()
  for (let i = 0; i < names.length; i += 500) {
    const { docs } = await payload.find({
      collection: 'media',
      ...BASE,
      pagination: false,
      limit: 0,
      where: { filename: { in: names.slice(i, i + 500) } },
      select: { filename: true },
    })
    for (const m of docs) media.set(String(m.filename), m.id as number)
  }
  return { brands, categories, groups, media }
}

/** Lines whose media are missing or whose categories are unknown: reported and left out before anything is written. */
async function checkReferences(
  parsed: ParsedCatalogue,
  lookups: Lookups,
  files: MediaFiles,
  problems: Problem[],
): Promise<ImportedProduct[]> {
  const present = new Map<string, boolean>()
  const ok: ImportedProduct[] = []
  for (const p of parsed.products) {
    const errors: string[] = []
    for (const m of p.media ?? []) {
      if (lookups.media.has(mediaName(m.source))) continue
      if (!present.has(m.source)) present.set(m.source, await files.exists(m.source))
      if (!present.get(m.source)) errors.push(`fichier introuvable : ${m.source}`)
      else if (!mimeTypeOf(m.source)) errors.push(`type de fichier non pris en charge : ${m.source}`)
    }
    const unknown = (p.categories ?? []).filter((slug) => !lookups.categories.has(slug))
    if (unknown.length > 0) errors.push(`catégorie inconnue : ${unknown.join(', ')}`)
    if (errors.length > 0) problems.push({ where: whereOf(parsed.format, p), reason: errors.join(' ; ') })
    else ok.push(p)
  }
  return ok
}

/** The supplier's groups kept between imports: new ones are added (without categories) for the editors to map. */
async function saveGroups(payload: Payload, parsed: ParsedCatalogue, lookups: Lookups, dryRun: boolean): Promise<void> {
  for (const g of parsed.groups) {
    if (!g.id || lookups.groups.has(g.id)) continue
    lookups.groups.set(g.id, [])
    if (!dryRun)
      await payload.create({ collection: 'groupes-fournisseurs', ...BASE, data: { groupe: g.id, nom: g.name, parent: g.parent } })
  }
}

const ref = (name: string) => `nouveau:${name}`

/** The shop's value of each field the file gives (relations by id; `nouveau:` for what a dry run would create). */
function wantedValues(p: ImportedProduct, lookups: Lookups): Partial<Record<TracedField, unknown>> {
  const w: Partial<Record<TracedField, unknown>> = {}
  if (p.titre !== undefined) w.titre = p.titre
  if (p.description !== undefined) w.description = richText(...descriptionLines(p.description).map((line) => paragraph(line)))
  if (p.ean !== undefined) w.ean = p.ean
  if (p.marque !== undefined) w.marque = p.marque === null ? null : (lookups.brands.get(p.marque.toLowerCase()) ?? ref(p.marque))
  if (p.reference_fabricant !== undefined) w.reference_fabricant = p.reference_fabricant
  if (p.classe_etim !== undefined) w.classe_etim = p.classe_etim
  if (p.caracteristiques !== undefined)
    w.caracteristiques = p.caracteristiques.map((f) => ({ reference_carac: f.label, type: f.unit, valeur: f.value, code: f.code || null }))
  if (p.sale_unit !== undefined) w.sale_unit = p.sale_unit
  if (p.quantity_min_to_buy !== undefined) w.quantity_min_to_buy = p.quantity_min_to_buy
  if (p.cart_increment !== undefined) w.cart_increment = p.cart_increment
  if (p.media !== undefined) {
    const id = (source: string) => lookups.media.get(mediaName(source)) ?? ref(source)
    w.galerie = p.media.filter((m) => m.role === 'image').map((m) => ({ image: id(m.source) }))
    w.fiche_technique = p.media.filter((m) => m.role === 'fiche_technique').map((m) => id(m.source))[0] ?? null
    w.fiches_securite = p.media.filter((m) => m.role === 'fiche_securite').map((m) => id(m.source))
  }
  if (p.categories !== undefined) w.categories = p.categories.map((slug) => lookups.categories.get(slug))
  else if (p.groupes !== undefined) {
    const mapped = [...new Set(p.groupes.flatMap((g) => lookups.groups.get(g) ?? []))]
    if (mapped.length > 0) w.categories = mapped // unmapped groups: the product keeps its categories
  }
  w.should_be_displayed = p.should_be_displayed ?? true
  return w
}

/** Links to other products by reference, as ids (unknown references reported and left out). */
function wantedLinks(p: ImportedProduct, ids: Map<string, number>, problems: Problem[], format: ParsedCatalogue['format']) {
  const w: Partial<Record<TracedField, unknown>> = {}
  const resolve = (reference: string, what: string): number | null => {
    const id = ids.get(reference)
    if (id === undefined) problems.push({ where: whereOf(format, p), reason: `${what} : référence ${reference} inconnue, lien ignoré` })
    return id ?? null
  }
  if (p.remplace_par !== undefined) w.remplace_par = p.remplace_par === null ? null : resolve(p.remplace_par, 'Remplacé par')
  if (p.compatibles !== undefined) w.compatibles = p.compatibles.map((r) => resolve(r, 'Produit compatible')).filter((id) => id !== null)
  if (p.relations !== undefined) w.relations = p.relations.map((r) => resolve(r, 'Produit associé')).filter((id) => id !== null)
  return w
}

type Plan = { data: Record<string, unknown>; trace: Trace; kept: TracedField[]; traceChanged: boolean }

function plan(doc: Doc | undefined, wanted: Partial<Record<TracedField, unknown>>, overwrite: boolean): Plan {
  const before = traceOf(doc?.import_trace)
  const trace: Trace = { v: 1, fields: { ...before.fields } }
  const data: Record<string, unknown> = {}
  const kept: TracedField[] = []
  for (const field of TRACED_FIELDS) {
    if (!(field in wanted)) continue
    const value = wanted[field]
    if (!doc) {
      data[field] = value
      trace.fields[field] = decide(field, undefined, value, trace, true).print
      continue
    }
    const { decision, print } = decide(field, doc[field], value, before, overwrite)
    if (decision === 'write') data[field] = value
    if (decision === 'kept') kept.push(field)
    trace.fields[field] = print
  }
  const traceChanged = JSON.stringify(trace.fields) !== JSON.stringify(before.fields)
  return { data, trace, kept, traceChanged }
}

/** The collection's default values (Produits.ts), which a row written below Payload's operations does not get. */
const PRODUCT_DEFAULTS = {
  should_be_displayed: true,
  taxes: 20,
  delai_a_confirmer: false,
  cart_increment: 1,
  quantity_min_to_buy: 1,
  sale_unit: 'EA',
}

const rowId = (): string => randomBytes(12).toString('hex')

/**
 * A new product's row, written by the database adapter itself (`payload.db.create`): Payload's create operation costs
 * several times the insert (field traversal, hooks, validation), which 100,000 products cannot afford. What the
 * operation would have done is done here or before: values checked by the readers (GTIN, numbers, units), relations
 * resolved to existing ids, defaults, slug, array row ids, timestamps. Updates and links go through `payload.update`
 * (its validation checks « Remplacé par » for cycles).
 */
function newProductRow(p: ImportedProduct, data: Record<string, unknown>, trace: Trace): Record<string, unknown> {
  const now = new Date().toISOString()
  const withIds = (rows: unknown) => (Array.isArray(rows) ? rows.map((r) => ({ id: rowId(), ...(r as object) })) : [])
  return {
    ...PRODUCT_DEFAULTS,
    ...data,
    caracteristiques: withIds(data.caracteristiques),
    galerie: withIds(data.galerie),
    dimasys_reference: p.reference,
    slug: slugify(`${p.titre ?? p.reference} ${p.reference}`),
    import_trace: trace,
    createdAt: now,
    updatedAt: now,
  }
}

/** Runs `fn` as one transaction: Payload's own (Postgres), or one BEGIN…COMMIT on SQLite's single connection. */
async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: { ...CONTEXT } }, payload)
  const db = payload.db as unknown as {
    name?: string
    transactionOptions?: unknown
    client?: { execute: (sql: string) => Promise<unknown> }
  }
  if (db.name === 'sqlite' && db.client && !db.transactionOptions) {
    await db.client.execute('BEGIN')
    try {
      const out = await fn(req)
      await db.client.execute('COMMIT')
      return out
    } catch (error) {
      await db.client.execute('ROLLBACK').catch(() => undefined)
      throw error
    }
  }
  await initTransaction(req)
  try {
    const out = await fn(req)
    await commitTransaction(req)
    return out
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

const errorText = (error: unknown): string => {
  const data = (error as { data?: { errors?: { message?: string; path?: string }[] } }).data
  const details = data?.errors?.map((e) => (e.path ? `${e.path} : ${e.message}` : e.message)).join(' ; ')
  return details || (error instanceof Error ? error.message : String(error))
}

class Importer {
  private readonly report: ImportReport
  private ids = new Map<string, number>()
  private readonly started = Date.now()

  constructor(
    private readonly payload: Payload,
    private readonly parsed: ParsedCatalogue,
    private readonly options: ImportOptions,
  ) {
    this.report = {
      format: parsed.format,
      kind: parsed.kind,
      dryRun: Boolean(options.dryRun),
      read: parsed.products.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      hidden: 0,
      mediaUploaded: 0,
      kept: [],
      problems: [...parsed.problems],
      warnings: [],
      noChange: true,
      seconds: 0,
    }
  }

  async run(): Promise<ImportReport> {
    const lookups = await loadLookups(this.payload, this.parsed)
    const products = await checkReferences(this.parsed, lookups, this.options.files, this.report.problems)
    await saveGroups(this.payload, this.parsed, lookups, this.report.dryRun)
    const size = this.options.batchSize ?? DEFAULT_BATCH
    const keptByRef = new Map<string, Set<TracedField>>()
    const writtenByRef = new Set<string>()
    for (let i = 0; i < products.length; i += size) {
      await this.batch(products.slice(i, i + size), lookups, false, keptByRef, writtenByRef)
      this.options.onProgress?.({ done: Math.min(i + size, products.length), total: products.length, phase: 'produits' })
    }
    const linked = products.filter((p) => !this.failed.has(p.reference) && LINK_FIELDS.some((f) => p[f] !== undefined))
    if (linked.length > 0) await this.loadIds(linked.flatMap((p) => [p.remplace_par, ...(p.compatibles ?? []), ...(p.relations ?? [])]))
    // a dry run creates nothing: the file's own references count as known
    if (this.report.dryRun) for (const p of products) if (!this.ids.has(p.reference)) this.ids.set(p.reference, -1)
    for (let i = 0; i < linked.length; i += size) {
      await this.batch(linked.slice(i, i + size), lookups, true, keptByRef, writtenByRef)
      this.options.onProgress?.({ done: Math.min(i + size, linked.length), total: linked.length, phase: 'liens' })
    }
    this.report.updated = [...writtenByRef].filter((r) => !this.createdRefs.has(r)).length
    this.report.created = this.createdRefs.size
    this.report.unchanged = products.length - writtenByRef.size - this.failed.size
    this.report.kept = [...keptByRef].map(([reference, fields]) => ({ reference, fields: [...fields] }))
    if (this.parsed.kind === 'full') await this.hideMissing(new Set(this.parsed.products.map((p) => p.reference)))
    this.report.noChange = this.report.created + this.report.updated + this.report.hidden + this.report.mediaUploaded === 0
    this.report.seconds = (Date.now() - this.started) / 1000
    return this.report
  }

  private readonly createdRefs = new Set<string>()
  private readonly failed = new Set<string>()

  private async loadIds(references: (string | null | undefined)[]): Promise<void> {
    const wanted = [...new Set(references.filter((r): r is string => Boolean(r) && !this.ids.has(r as string)))]
    for (let i = 0; i < wanted.length; i += 500) {
      for (const d of await this.existing(wanted.slice(i, i + 500))) this.ids.set(d.dimasys_reference, d.id)
    }
  }

  private async existing(references: string[], req?: PayloadRequest): Promise<Doc[]> {
    if (references.length === 0) return []
    const { docs } = await this.payload.find({
      collection: 'produits',
      ...BASE,
      req,
      pagination: false,
      limit: 0,
      where: { dimasys_reference: { in: references } },
    })
    return docs as unknown as Doc[]
  }

  /** The product's brand, created the first time a file names it (by its name: the editors complete it). */
  private async ensureBrand(p: ImportedProduct, lookups: Lookups): Promise<void> {
    if (!p.marque || lookups.brands.has(p.marque.toLowerCase())) return
    // with its own hooks: a new brand is searchable at once
    const brand = await this.payload.create({ collection: 'marques', ...BASE, data: { titre: p.marque } as never })
    lookups.brands.set(p.marque.toLowerCase(), brand.id as number)
  }

  /** A product's media, uploaded the first time a file names them (never in a dry run). */
  private async uploadMedia(p: ImportedProduct, lookups: Lookups): Promise<void> {
    for (const m of p.media ?? []) {
      const name = mediaName(m.source)
      if (lookups.media.has(name)) continue
      const data = await this.options.files.read(m.source)
      if (!data) throw new Error(`fichier introuvable : ${m.source}`)
      const doc = await this.payload.create({
        collection: 'media',
        ...BASE,
        data: { alt: m.description || p.titre || p.reference },
        file: { data: Buffer.from(data), mimetype: mimeTypeOf(name) ?? 'application/octet-stream', name, size: data.length },
      })
      lookups.media.set(name, doc.id as number)
      this.report.mediaUploaded++
    }
  }

  private async writeOne(
    p: ImportedProduct,
    doc: Doc | undefined,
    lookups: Lookups,
    links: boolean,
    req: PayloadRequest,
  ): Promise<{ written: Doc | null; kept: TracedField[] }> {
    if (!doc && p.mode === 'delete') return { written: null, kept: [] } // a delta's deletion of a product never imported
    const all = links ? wantedLinks(p, this.ids, this.report.problems, this.parsed.format) : wantedValues(p, lookups)
    const wanted = Object.fromEntries(Object.entries(all).filter(([f]) => isLink(f as TracedField) === links))
    const { data, trace, kept, traceChanged } = plan(doc, wanted, Boolean(this.options.overwrite))
    if (Object.keys(data).length === 0 && !traceChanged) return { written: null, kept }
    if (this.report.dryRun) {
      // only the import's own trace would change (the same values, written otherwise: an export imported back): the
      // import counts it as unchanged, and so does its preview
      if (doc && Object.keys(data).length === 0) return { written: null, kept }
      if (!doc) this.createdRefs.add(p.reference)
      return { written: doc ?? ({ id: -1, dimasys_reference: p.reference } as Doc), kept }
    }
    if (!doc) {
      const created = await this.payload.db.create({ collection: 'produits', req, data: newProductRow(p, data, trace) })
      this.createdRefs.add(p.reference)
      return { written: created as unknown as Doc, kept }
    }
    const updated = await this.payload.update({
      collection: 'produits',
      id: doc.id,
      ...BASE,
      req,
      context: { ...CONTEXT },
      data: { ...data, import_trace: trace } as never,
    })
    return { written: Object.keys(data).length > 0 ? (updated as unknown as Doc) : null, kept }
  }

  /**
   * A batch's brands and media, before its transaction: written once and kept even if the batch's products fail (a
   * rolled-back upload would leave its file on the disk). A product whose file is refused (not a real PDF…) is reported.
   */
  private async prepare(products: ImportedProduct[], lookups: Lookups): Promise<ImportedProduct[]> {
    if (this.report.dryRun) return products
    const ready: ImportedProduct[] = []
    for (const p of products) {
      try {
        await this.ensureBrand(p, lookups)
        await this.uploadMedia(p, lookups)
        ready.push(p)
      } catch (error) {
        this.failed.add(p.reference)
        this.report.problems.push({ where: whereOf(this.parsed.format, p), reason: errorText(error) })
      }
    }
    return ready
  }

  /** One batch in one transaction; a batch that fails is retried product by product, to report the bad ones. */
  private async batch(
    products: ImportedProduct[],
    lookups: Lookups,
    links: boolean,
    keptByRef: Map<string, Set<TracedField>>,
    writtenByRef: Set<string>,
  ): Promise<void> {
    const pairs: { doc: Doc; previous: Doc | undefined }[] = []
    if (!links) products = await this.prepare(products, lookups)
    const run = async (items: ImportedProduct[], req: PayloadRequest) => {
      const before = new Map(
        (
          await this.existing(
            items.map((p) => p.reference),
            req,
          )
        ).map((d) => [d.dimasys_reference, d]),
      )
      const out: typeof pairs = []
      const kept: [string, TracedField[]][] = []
      for (const p of items) {
        const previous = before.get(p.reference)
        const { written, kept: k } = await this.writeOne(p, previous, lookups, links, req)
        if (k.length > 0) kept.push([p.reference, k])
        if (written) out.push({ doc: written, previous })
      }
      return { out, kept }
    }
    const record = ({ out, kept }: Awaited<ReturnType<typeof run>>) => {
      for (const [reference, fields] of kept) keptByRef.set(reference, new Set([...(keptByRef.get(reference) ?? []), ...fields]))
      for (const pair of out) {
        writtenByRef.add(pair.doc.dimasys_reference)
        this.ids.set(pair.doc.dimasys_reference, pair.doc.id)
        pairs.push(pair)
      }
    }
    if (this.report.dryRun) {
      record(await run(products, await createLocalReq({}, this.payload)))
      return
    }
    try {
      record(await inTransaction(this.payload, (req) => run(products, req)))
    } catch {
      for (const p of products) {
        try {
          record(await inTransaction(this.payload, (req) => run([p], req)))
        } catch (error) {
          this.failed.add(p.reference)
          this.report.problems.push({ where: whereOf(this.parsed.format, p), reason: errorText(error) })
        }
      }
    }
    await this.publish(pairs)
  }

  /** Products of an earlier import that a full catalogue no longer lists: hidden, never deleted. */
  private async hideMissing(inFile: Set<string>): Promise<void> {
    const where: Where = { and: [{ should_be_displayed: { equals: true } }, { import_trace: { exists: true } }] }
    const { docs } = await this.payload.find({
      collection: 'produits',
      ...BASE,
      pagination: false,
      limit: 0,
      where,
      select: { dimasys_reference: true },
    })
    const missing = (docs as unknown as Doc[]).filter((d) => !inFile.has(d.dimasys_reference)).map((d) => d.dimasys_reference)
    const size = this.options.batchSize ?? DEFAULT_BATCH
    for (let i = 0; i < missing.length; i += size) {
      const hide = missing
        .slice(i, i + size)
        .map((reference): ImportedProduct => ({ reference, line: 0, mode: 'delete', should_be_displayed: false }))
      const written = new Set<string>()
      await this.batch(hide, { brands: new Map(), categories: new Map(), groups: new Map(), media: new Map() }, false, new Map(), written)
      this.report.hidden += written.size
      this.options.onProgress?.({ done: Math.min(i + size, missing.length), total: missing.length, phase: 'masqués' })
    }
  }

  private warn(text: string): void {
    if (!this.report.warnings.includes(text)) this.report.warnings.push(text)
  }

  /** The batch's search records and pages, once (not per product). Failures are reported, the data stays written. */
  private async publish(pairs: { doc: Doc; previous: Doc | undefined }[]): Promise<void> {
    if (this.report.dryRun || pairs.length === 0 || this.options.publish === false) return
    try {
      await indexDocuments(this.payload, 'produits', pairs.map((p) => p.doc) as never)
    } catch (error) {
      this.warn(`index de recherche : ${errorText(error)}`)
    }
    try {
      await revalidateDocuments(this.payload, 'produits', pairs)
    } catch (error) {
      this.warn(`pages : ${errorText(error)}`)
    }
  }
}

/** Applies a parsed catalogue (see the module comment). */
export function applyCatalogue(payload: Payload, parsed: ParsedCatalogue, options: ImportOptions): Promise<ImportReport> {
  return new Importer(payload, parsed, options).run()
}

/**
 * The spreadsheet column set (CSV and XLSX), read and written: one row per product, the fixed columns below, then one
 * column per feature named « Label (unité) [EFcode] » (unit and ETIM code optional). A column left out of the file
 * leaves that field as it is; an empty cell clears it (lists: empties them), except the title and the sale terms.
 */
import { spreadsheetSaleUnit } from './units'
import { gtinOf, positiveNumber, whereOf, withoutDuplicates } from './values'
import {
  CatalogueRefused,
  type CatalogueKind,
  type ImportedFeature,
  type ImportedMedia,
  type ImportedProduct,
  type ParsedCatalogue,
  type Problem,
} from './types'

export const COLUMNS = [
  'reference',
  'titre',
  'description',
  'ean',
  'marque',
  'reference_fabricant',
  'classe_etim',
  'unite_vente',
  'quantite_min',
  'pas',
  'categories',
  'images',
  'fiche_technique',
  'fiches_securite',
  'remplace_par',
  'compatibles',
  'produits_associes',
  'affiche',
] as const
type Column = (typeof COLUMNS)[number]

/** Separates the values of a list cell (images, categories, references). */
const LIST_SEPARATOR = '|'

const FEATURE_HEADER = /^(.+?)(?:\s*\(([^()]*)\))?(?:\s*\[([A-Z]{2}\d{6})\])?$/

const featureHeader = (f: Pick<ImportedFeature, 'label' | 'unit' | 'code'>): string =>
  `${f.label}${f.unit ? ` (${f.unit})` : ''}${f.code ? ` [${f.code}]` : ''}`

const list = (cell: string): string[] =>
  cell
    .split(LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean)

const YES = new Set(['oui', 'o', '1', 'true', 'vrai', 'yes', 'x'])
const NO = new Set(['non', 'n', '0', 'false', 'faux', 'no'])

/** Rows (header first) of a spreadsheet in the shop's terms; `lineOf(i)` is the file line of row i. */
export function readRows(
  rows: string[][],
  format: 'csv' | 'xlsx',
  kind: CatalogueKind,
  lineOf: (row: number) => number = (i) => i + 1,
): ParsedCatalogue {
  const header = (rows[0] ?? []).map((h) => h.trim())
  if (!header.includes('reference'))
    throw new CatalogueRefused('Colonne « reference » absente de la première ligne : rien n’a été importé.')
  const fixed = new Map<Column, number>()
  const features: { index: number; label: string; unit: string; code: string }[] = []
  header.forEach((h, index) => {
    if ((COLUMNS as readonly string[]).includes(h)) fixed.set(h as Column, index)
    else if (h !== '') {
      const m = FEATURE_HEADER.exec(h)
      features.push({ index, label: m?.[1]?.trim() ?? h, unit: m?.[2]?.trim() ?? '', code: m?.[3] ?? '' })
    }
  })
  const problems: Problem[] = []
  const products: ImportedProduct[] = []
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i] ?? []
    if (row.every((c) => c.trim() === '')) continue
    const line = lineOf(i)
    const cell = (c: Column): string | undefined => {
      const index = fixed.get(c)
      return index === undefined ? undefined : (row[index] ?? '').trim()
    }
    const reference = cell('reference') ?? ''
    const errors: string[] = []
    if (!reference) {
      problems.push({ where: `ligne ${line}`, reason: 'référence manquante' })
      continue
    }
    const p: ImportedProduct = { reference, line, mode: 'new' }
    const titre = cell('titre')
    if (titre) p.titre = titre
    const description = cell('description')
    if (description !== undefined) p.description = description
    const ean = cell('ean')
    if (ean !== undefined) {
      if (ean === '') p.ean = null
      else {
        const checked = gtinOf(ean)
        if ('error' in checked) errors.push(checked.error)
        else p.ean = checked.gtin
      }
    }
    for (const c of ['marque', 'reference_fabricant', 'classe_etim', 'remplace_par'] as const) {
      const v = cell(c)
      if (v !== undefined) p[c] = v || null
    }
    const unit = cell('unite_vente')
    if (unit) {
      const sale = spreadsheetSaleUnit(unit)
      if (sale === null) errors.push(`unité de vente inconnue « ${unit} »`)
      else p.sale_unit = sale
    }
    for (const [c, field] of [
      ['quantite_min', 'quantity_min_to_buy'],
      ['pas', 'cart_increment'],
    ] as const) {
      const v = cell(c)
      if (!v) continue
      const n = positiveNumber(v)
      if (n === null) errors.push(`${c} illisible : « ${v} »`)
      else p[field] = n
    }
    const categories = cell('categories')
    if (categories !== undefined) p.categories = list(categories)
    const compatibles = cell('compatibles')
    if (compatibles !== undefined) p.compatibles = list(compatibles)
    const associes = cell('produits_associes')
    if (associes !== undefined) p.relations = list(associes)
    const media: ImportedMedia[] = []
    let mediaGiven = false
    for (const [c, role] of [
      ['images', 'image'],
      ['fiche_technique', 'fiche_technique'],
      ['fiches_securite', 'fiche_securite'],
    ] as const) {
      const v = cell(c)
      if (v === undefined) continue
      mediaGiven = true
      media.push(...list(v).map((source) => ({ source, role, description: '' })))
    }
    if (mediaGiven) p.media = media
    const affiche = cell('affiche')
    if (affiche) {
      const a = affiche.toLowerCase()
      if (YES.has(a)) p.should_be_displayed = true
      else if (NO.has(a)) p.should_be_displayed = false
      else errors.push(`affiche illisible : « ${affiche} » (oui ou non)`)
    }
    if (features.length > 0) {
      p.caracteristiques = features
        .map((f) => ({ label: f.label, unit: f.unit, code: f.code, value: (row[f.index] ?? '').trim() }))
        .filter((f) => f.value !== '')
    }
    if (errors.length > 0) problems.push({ where: `ligne ${line}`, reason: errors.join(' ; ') })
    else products.push(p)
  }
  const kept = withoutDuplicates(products, problems, (p) => whereOf(format, p))
  return { format, kind, products: kept, groups: [], problems }
}

/** RFC 4180 fields, `;` or `,` (whichever the header uses more), quotes doubled; each record with its first line. */
function splitCsv(text: string): { rows: string[][]; lines: number[] } {
  const body = text.replace(/^\uFEFF/, '')
  const firstLine = body.slice(0, body.indexOf('\n') === -1 ? body.length : body.indexOf('\n'))
  const sep = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  const rows: string[][] = []
  const lines: number[] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (ch === '\n') line++
        field += ch
      }
    } else if (ch === '"' && field === '') quoted = true
    else if (ch === sep) {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      lines.push(rowLine)
      row = []
      field = ''
      line++
      rowLine = line
    } else field += ch
  }
  if (quoted) throw new CatalogueRefused(`Guillemet non fermé à partir de la ligne ${rowLine} : rien n’a été importé.`)
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
    lines.push(rowLine)
  }
  return { rows, lines }
}

/** A CSV file's bytes (UTF-8, with or without BOM). Throws CatalogueRefused. */
export function parseCsv(bytes: Uint8Array, kind: CatalogueKind = 'delta'): ParsedCatalogue {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new CatalogueRefused('Le fichier CSV n’est pas en UTF-8 : enregistrez-le en « CSV UTF-8 », rien n’a été importé.')
  }
  const { rows, lines } = splitCsv(text)
  return readRows(rows, 'csv', kind, (i) => lines[i] ?? i + 1)
}

const quote = (value: string): string => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const number = (n: number | undefined): string => (n === undefined ? '' : String(n).replace('.', ','))

/** Products as rows of the column set (header first): what `readRows` reads back into the same products. */
export function productRows(products: ImportedProduct[]): string[][] {
  const features = new Map<string, ImportedFeature>()
  for (const p of products) for (const f of p.caracteristiques ?? []) if (!features.has(featureHeader(f))) features.set(featureHeader(f), f)
  const featureHeaders = [...features.keys()]
  const media = (p: ImportedProduct, role: ImportedMedia['role']) =>
    (p.media ?? [])
      .filter((m) => m.role === role)
      .map((m) => m.source)
      .join(LIST_SEPARATOR)
  const rows = products.map((p) => {
    const byHeader = new Map((p.caracteristiques ?? []).map((f) => [featureHeader(f), f.value]))
    const fixed: Record<Column, string> = {
      reference: p.reference,
      titre: p.titre ?? '',
      description: p.description ?? '',
      ean: p.ean ?? '',
      marque: p.marque ?? '',
      reference_fabricant: p.reference_fabricant ?? '',
      classe_etim: p.classe_etim ?? '',
      unite_vente: p.sale_unit ?? '',
      quantite_min: number(p.quantity_min_to_buy),
      pas: number(p.cart_increment),
      categories: (p.categories ?? []).join(LIST_SEPARATOR),
      images: media(p, 'image'),
      fiche_technique: media(p, 'fiche_technique'),
      fiches_securite: media(p, 'fiche_securite'),
      remplace_par: p.remplace_par ?? '',
      compatibles: (p.compatibles ?? []).join(LIST_SEPARATOR),
      produits_associes: (p.relations ?? []).join(LIST_SEPARATOR),
      affiche: p.should_be_displayed === false ? 'non' : 'oui',
    }
    return [...COLUMNS.map((c) => fixed[c]), ...featureHeaders.map((h) => byHeader.get(h) ?? '')]
  })
  return [[...COLUMNS, ...featureHeaders], ...rows]
}

/** The CSV export (UTF-8 with BOM so that spreadsheets read the accents, `;` as French spreadsheets expect). */
export const writeCsv = (products: ImportedProduct[]): string =>
  '\uFEFF' +
  productRows(products)
    .map((row) => row.map(quote).join(';'))
    .join('\r\n') +
  '\r\n'

/**
 * BMEcat 2005 reader: `T_NEW_CATALOG` (a full catalogue) and `T_UPDATE_PRODUCTS` (a delta). Streaming (saxes): only
 * one <PRODUCT> at a time is held as a small tree, so a 100,000-product file never becomes one DOM. The whole file is
 * read before anything is written: malformed XML or bytes that are not in the declared encoding refuse the file.
 */
import { SaxesParser } from 'saxes'

import { featureUnit, saleUnit } from './units'
import { gtinOf, positiveNumber, whereOf, withoutDuplicates } from './values'
import {
  CatalogueRefused,
  type ImportedFeature,
  type ImportedMedia,
  type ImportedProduct,
  type ParsedCatalogue,
  type Problem,
  type SupplierGroup,
} from './types'

type Node = { name: string; attrs: Record<string, string>; children: Node[]; text: string; line: number }

/** Elements read as a whole (small): each product, the group system, each product-to-group link. */
const SUBTREES = new Set(['PRODUCT', 'CATALOG_GROUP_SYSTEM', 'PRODUCT_TO_CATALOGGROUP_MAP'])

const localName = (name: string): string => name.slice(name.indexOf(':') + 1)
const kids = (n: Node | undefined, name: string): Node[] => n?.children.filter((c) => c.name === name) ?? []
const kid = (n: Node | undefined, name: string): Node | undefined => n?.children.find((c) => c.name === name)
const text = (n: Node | undefined): string => n?.text.trim() ?? ''

/** The French text of a multilingual element when the file has one (lang="fra"), else its first. */
function localized(nodes: Node[]): string {
  const fr = nodes.find((n) => /^fr/i.test(n.attrs.lang ?? ''))
  return text(fr ?? nodes[0])
}

/** The encoding the XML declaration names (UTF-8 when none; a BOM decides for UTF-16). */
function declaredEncoding(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le'
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be'
  const start = Buffer.from(head.subarray(0, 200)).toString('latin1')
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start)?.[1]?.toLowerCase() ?? 'utf-8'
}

function decoderFor(encoding: string): TextDecoder {
  try {
    return new TextDecoder(encoding, { fatal: true })
  } catch {
    throw new CatalogueRefused(`Encodage « ${encoding} » non pris en charge : enregistrez le fichier en UTF-8.`)
  }
}

const MIME_ROLES: Record<string, ImportedMedia['role']> = {
  normal: 'image',
  detail: 'image',
  thumbnail: 'image',
  data_sheet: 'fiche_technique',
  safety_data_sheet: 'fiche_securite',
}

/** MIME_PURPOSE first; `others` with a description naming the document (« Fiche de données de sécurité »). */
function mediaRole(mime: Node): ImportedMedia['role'] | null {
  const purpose = text(kid(mime, 'MIME_PURPOSE')).toLowerCase()
  const known = MIME_ROLES[purpose]
  if (known) return known
  const descr = `${text(kid(mime, 'MIME_DESCR'))} ${text(kid(mime, 'MIME_ALT'))}`.toLowerCase()
  if (/s[ée]curit[ée]|fds|safety/.test(descr)) return 'fiche_securite'
  if (/fiche technique|data ?sheet|technique/.test(descr)) return 'fiche_technique'
  return text(kid(mime, 'MIME_TYPE')).startsWith('image/') ? 'image' : null
}

/** A feature value: FVALUE (several are joined), FVALUE_DETAILS as a note. */
const featureValue = (f: Node): string => kids(f, 'FVALUE').map(text).filter(Boolean).join(', ')

function readFeatures(product: Node, reject: (reason: string) => void): Pick<ImportedProduct, 'caracteristiques' | 'classe_etim'> {
  const groups = kids(product, 'PRODUCT_FEATURES')
  if (groups.length === 0) return {}
  const caracteristiques: ImportedFeature[] = []
  let classe: string | null = null
  for (const g of groups) {
    const etim = /^ETIM/i.test(text(kid(g, 'REFERENCE_FEATURE_SYSTEM_NAME')))
    if (etim) classe = text(kid(g, 'REFERENCE_FEATURE_GROUP_ID')) || classe
    for (const f of kids(g, 'FEATURE')) {
      const name = text(kid(f, 'FNAME'))
      const value = featureValue(f)
      if (!name || !value) continue
      const unit = featureUnit(text(kid(f, 'FUNIT')))
      if (unit === null) {
        reject(`unité inconnue « ${text(kid(f, 'FUNIT'))} » (caractéristique ${name})`)
        continue
      }
      const label = text(kid(f, 'FDESCR')) || name
      caracteristiques.push({ label, unit, value, code: etim ? name : '' })
    }
  }
  return { caracteristiques, classe_etim: classe }
}

const REFERENCE_TYPES = {
  followup: 'remplace_par',
  accessories: 'compatibles',
  consists_of: 'compatibles',
  sparepart: 'compatibles',
  similar: 'relations',
} as const

function readReferences(product: Node): Pick<ImportedProduct, 'remplace_par' | 'compatibles' | 'relations'> {
  const refs = kids(product, 'PRODUCT_REFERENCE')
  if (refs.length === 0) return {}
  const out = { remplace_par: null as string | null, compatibles: [] as string[], relations: [] as string[] }
  for (const r of refs) {
    const kind = REFERENCE_TYPES[(r.attrs.type ?? '') as keyof typeof REFERENCE_TYPES]
    const to = text(kid(r, 'PROD_ID_TO'))
    if (!kind || !to) continue
    if (kind === 'remplace_par') out.remplace_par ??= to
    else if (!out[kind].includes(to)) out[kind].push(to)
  }
  return out
}

/** One <PRODUCT> in the shop's terms, or the reason it is left out. */
function readProduct(node: Node): { product: ImportedProduct } | { error: string; reference: string } {
  const reference = text(kid(node, 'SUPPLIER_PID'))
  if (!reference) return { error: 'SUPPLIER_PID manquant', reference }
  const mode = (['new', 'update', 'delete'] as const).find((m) => m === node.attrs.mode) ?? 'new'
  const product: ImportedProduct = { reference, line: node.line, mode }
  if (mode === 'delete') return { product: { ...product, should_be_displayed: false } }
  const errors: string[] = []
  const reject = (reason: string) => errors.push(reason)

  const details = kid(node, 'PRODUCT_DETAILS')
  if (details) {
    const short = localized(kids(details, 'DESCRIPTION_SHORT'))
    if (short) product.titre = short
    if (kid(details, 'DESCRIPTION_LONG')) product.description = localized(kids(details, 'DESCRIPTION_LONG'))
    const gtin = kids(details, 'INTERNATIONAL_PID').find((p) => /^(gtin|ean)$/i.test(p.attrs.type ?? ''))
    if (gtin) {
      const checked = gtinOf(text(gtin))
      if ('error' in checked) reject(checked.error)
      else product.ean = checked.gtin
    }
    if (kid(details, 'MANUFACTURER_NAME')) product.marque = text(kid(details, 'MANUFACTURER_NAME')) || null
    if (kid(details, 'MANUFACTURER_PID')) product.reference_fabricant = text(kid(details, 'MANUFACTURER_PID')) || null
  }
  if (!product.titre && mode === 'new') reject('DESCRIPTION_SHORT manquant (le titre du produit)')

  Object.assign(product, readFeatures(node, reject))

  const order = kid(node, 'PRODUCT_ORDER_DETAILS')
  if (order) {
    const numberOf = (name: string): number | null | undefined => {
      const el = kid(order, name)
      if (!el) return undefined
      const n = positiveNumber(text(el))
      if (n === null) reject(`${name} illisible : « ${text(el)} »`)
      return n
    }
    const min = numberOf('QUANTITY_MIN')
    const step = numberOf('QUANTITY_INTERVAL')
    const perOrderUnit = numberOf('NO_CU_PER_OU')
    const unitText = text(kid(order, 'ORDER_UNIT'))
    if (unitText) {
      const unit = saleUnit(unitText, perOrderUnit ?? null)
      if (unit === null) reject(`unité de commande inconnue « ${unitText} »`)
      else product.sale_unit = unit
    }
    if (min) product.quantity_min_to_buy = min
    if (step) product.cart_increment = step
  }

  const mimeInfo = kid(node, 'MIME_INFO')
  if (mimeInfo) {
    product.media = []
    for (const mime of kids(mimeInfo, 'MIME')) {
      const source = text(kid(mime, 'MIME_SOURCE'))
      const role = mediaRole(mime)
      if (source && role) product.media.push({ source, role, description: text(kid(mime, 'MIME_DESCR')) })
    }
  }

  Object.assign(product, readReferences(node))
  const groups = kids(node, 'PRODUCT_TO_CATALOGGROUP_MAP').map((m) => text(kid(m, 'CATALOG_GROUP_ID')))
  if (groups.length > 0) product.groupes = groups.filter(Boolean)

  return errors.length > 0 ? { error: errors.join(' ; '), reference } : { product }
}

function readGroups(node: Node): SupplierGroup[] {
  return kids(node, 'CATALOG_STRUCTURE').map((s) => {
    const parent = text(kid(s, 'PARENT_ID'))
    return { id: text(kid(s, 'GROUP_ID')), name: localized(kids(s, 'GROUP_NAME')), parent: parent && parent !== '0' ? parent : null }
  })
}

/** Reads a BMEcat 2005 file given as its bytes, or as chunks of them (a file stream). Throws CatalogueRefused. */
export async function parseBmecat(source: Uint8Array | AsyncIterable<Uint8Array>): Promise<ParsedCatalogue> {
  const products: ImportedProduct[] = []
  const groups: SupplierGroup[] = []
  const problems: Problem[] = []
  const groupLinks: { product: string; group: string }[] = []
  let kind: ParsedCatalogue['kind'] | null = null
  let root: string | null = null

  const parser = new SaxesParser({ position: true })
  const stack: Node[] = []
  let parseError: Error | null = null
  parser.on('error', (e) => {
    parseError ??= e
  })
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    root ??= name
    if (name === 'T_NEW_CATALOG') kind = 'full'
    else if (name === 'T_UPDATE_PRODUCTS' || name === 'T_UPDATE_PRICES') kind = 'delta'
    if (stack.length > 0 || SUBTREES.has(name)) {
      const attrs: Record<string, string> = {}
      for (const [k, v] of Object.entries(tag.attributes)) attrs[localName(k)] = typeof v === 'string' ? v : v.value
      const node: Node = { name, attrs, children: [], text: '', line: parser.line }
      stack.at(-1)?.children.push(node)
      stack.push(node)
    }
  })
  const onText = (t: string) => {
    const top = stack.at(-1)
    if (top) top.text += t
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', () => {
    const node = stack.pop()
    if (!node || stack.length > 0) return
    if (node.name === 'PRODUCT') {
      const read = readProduct(node)
      if ('product' in read) products.push(read.product)
      else problems.push({ where: read.reference ? `SUPPLIER_PID ${read.reference}` : `ligne ${node.line}`, reason: read.error })
    } else if (node.name === 'CATALOG_GROUP_SYSTEM') groups.push(...readGroups(node))
    else if (node.name === 'PRODUCT_TO_CATALOGGROUP_MAP') {
      const product = text(kid(node, 'PROD_ID'))
      const group = text(kid(node, 'CATALOG_GROUP_ID'))
      if (product && group) groupLinks.push({ product, group })
    }
  })

  let decoder: TextDecoder | null = null
  const feed = (chunk: Uint8Array) => {
    decoder ??= decoderFor(declaredEncoding(chunk))
    let decoded: string
    try {
      decoded = decoder.decode(chunk, { stream: true })
    } catch {
      throw new CatalogueRefused(`Le fichier n’est pas encodé en ${decoder.encoding} comme il le déclare : rien n’a été importé.`)
    }
    parser.write(decoded)
    if (parseError) throw new CatalogueRefused(`XML mal formé : ${(parseError as Error).message} — rien n’a été importé.`)
  }
  if (source instanceof Uint8Array) feed(source)
  else for await (const chunk of source) feed(chunk)
  try {
    if (decoder) parser.write((decoder as TextDecoder).decode())
    parser.close()
  } catch (e) {
    parseError ??= e as Error
  }
  if (parseError) throw new CatalogueRefused(`XML mal formé : ${(parseError as Error).message} — rien n’a été importé.`)
  if (root !== 'BMECAT') throw new CatalogueRefused('Ce fichier n’est pas un catalogue BMEcat (élément racine BMECAT attendu).')
  if (kind === null) throw new CatalogueRefused('Catalogue BMEcat sans T_NEW_CATALOG ni T_UPDATE_PRODUCTS : rien à importer.')

  const byReference = new Map(products.map((p) => [p.reference, p]))
  for (const link of groupLinks) {
    const p = byReference.get(link.product)
    if (!p) continue
    p.groupes = [...(p.groupes ?? []), link.group].filter((g, i, all) => all.indexOf(g) === i)
  }
  const kept = withoutDuplicates(products, problems, (p) => whereOf('bmecat', p))
  return { format: 'bmecat', kind, products: kept, groups, problems }
}

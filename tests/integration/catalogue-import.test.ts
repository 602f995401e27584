/**
 * The catalogue import into Payload on a temporary SQLite file: a BMEcat file with its images and PDFs goes in, the
 * products are read back (by the local API and as a visitor through the CMS API), the search index and the pages are
 * updated once per batch; a second import of the same file changes nothing; an editor's change is kept; a delta
 * updates, hides and never deletes; bad lines are reported while the valid ones go in; a malformed file writes nothing.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ImportReport } from '@/server/catalogue-import'

import { rest, startTestPayload, type TestPayload } from '../helpers/payload'

const FIXTURES = path.join(__dirname, '../fixtures/catalogue')
const fixture = (name: string) => path.join(FIXTURES, name)
// the job reads catalogues from DATA_DIR/catalogues; media files are written under DATA_DIR/media
const DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'h31-catalogue-'))
process.env.DATA_DIR = DATA

let env: TestPayload
let payload: Payload
let server: http.Server
/** The paths of each revalidation request the import sent. */
const revalidations: string[][] = []
let categories: { meuleuses: number; disques: number }
let api: typeof import('@/server/catalogue-import')

type Product = Record<string, any>
const product = async (reference: string): Promise<Product> => {
  const { docs } = await payload.find({
    collection: 'produits',
    where: { dimasys_reference: { equals: reference } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as Product
}
const idOf = async (reference: string) => (await product(reference)).id as number
const count = async () => (await payload.count({ collection: 'produits', overrideAccess: true })).totalDocs
const searchRefs = async (query: string): Promise<string[]> => {
  const { searchIndex } = await import('@/server/search')
  const { hits } = await searchIndex().search({ query, hitsPerPage: 50 })
  return hits.map((h) => String((h as { reference?: unknown }).reference)).sort()
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      revalidations.push((JSON.parse(body) as { paths: string[] }).paths)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.REVALIDATE_INTERNAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  env = await startTestPayload()
  payload = env.payload
  api = await import('@/server/catalogue-import')
  const o = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const catalogue = await payload.create({ collection: 'catalogues', data: { titre: 'Outillage', slug: 'outillage' }, ...o })
  const make = (titre: string, slug: string) =>
    payload.create({ collection: 'categories', data: { titre, slug, catalogue: catalogue.id }, ...o })
  categories = { meuleuses: (await make('Meuleuses', 'meuleuses')).id, disques: (await make('Disques', 'disques')).id }
  // an editor mapped the supplier's group 10 earlier; groups 1 and 20 are new to the shop
  await payload.create({
    collection: 'groupes-fournisseurs',
    data: { groupe: '10', nom: 'Meuleuses', categories: [categories.meuleuses] },
    ...o,
  })
  const { ensureSearchIndex } = await import('@/server/search')
  await ensureSearchIndex(payload)
})

afterAll(async () => {
  await env?.cleanup()
  server?.close()
  fs.rmSync(DATA, { recursive: true, force: true })
})

describe('a full BMEcat catalogue', () => {
  let first: ImportReport

  it('a dry run says what would change and writes nothing', async () => {
    const report = await api.importCatalogueFile(payload, fixture('full.xml'), { dryRun: true })
    expect(report).toMatchObject({ dryRun: true, read: 4, created: 4, updated: 0, noChange: false, problems: [] })
    expect(await count()).toBe(0)
    expect(revalidations).toEqual([])
  })

  it('creates the products with every element, their media uploaded from the file’s folder', async () => {
    first = await api.importCatalogueFile(payload, fixture('full.xml'))
    expect(first).toMatchObject({ read: 4, created: 4, updated: 0, hidden: 0, mediaUploaded: 4, problems: [], warnings: [] })
    const meuleuse = await product('MEU-125')
    const [disque, meuleuseB] = [await product('DIS-125'), await product('MEU-125-B')]
    expect(meuleuse).toMatchObject({
      titre: 'Meuleuse d’angle 125 mm 1200 W',
      ean: '3401234567890',
      reference_fabricant: 'GWS-1200-125',
      classe_etim: 'EC000367',
      sale_unit: 'EA',
      quantity_min_to_buy: 1,
      cart_increment: 1,
      should_be_displayed: true,
      categories: [categories.meuleuses],
      compatibles: [disque.id],
      relations: [meuleuseB.id],
    })
    expect(meuleuse.caracteristiques.map((c: Product) => [c.reference_carac, c.type, c.valeur, c.code])).toEqual([
      ['Diamètre du disque', 'mm', '125', 'EF000008'],
      ['EF000227', 'W', '1200', 'EF000227'],
      ['Garantie', '', '3 ans', null],
    ])
    const brand = await payload.findByID({ collection: 'marques', id: meuleuse.marque, overrideAccess: true })
    expect(brand.titre).toBe('Boschmann')
    expect(meuleuse.galerie).toHaveLength(1)
    const image = await payload.findByID({ collection: 'media', id: meuleuse.galerie[0].image, overrideAccess: true })
    expect(image).toMatchObject({ filename: 'meuleuse-125.png', mimeType: 'image/png', alt: 'Meuleuse 125 mm' })
    const sheet = await payload.findByID({ collection: 'media', id: meuleuse.fiche_technique, overrideAccess: true })
    expect(sheet.filename).toBe('fiche-meuleuse-125.pdf')
    expect(disque).toMatchObject({
      sale_unit: 'boîte de 10',
      quantity_min_to_buy: 2,
      cart_increment: 2,
      fiches_securite: [expect.any(Number)],
    })
    expect((await product('MEU-115')).remplace_par).toBe(meuleuse.id)
    // group 20 has no category yet: the disc keeps none; the new groups wait in the mapping for an editor
    expect(disque.categories).toEqual([])
    const groups = await payload.find({ collection: 'groupes-fournisseurs', sort: 'groupe', overrideAccess: true, depth: 0 })
    expect(groups.docs.map((g) => [g.groupe, g.nom, g.categories])).toEqual([
      ['1', 'Catalogue', []],
      ['10', 'Meuleuses', [categories.meuleuses]],
      ['20', 'Disques à tronçonner', []],
    ])
  })

  it('updates the search index and the pages once per batch, not per product', async () => {
    expect(await searchRefs('meuleuse')).toEqual(['MEU-115', 'MEU-125', 'MEU-125-B'])
    // one request for the products' batch, one for the links' batch (the new brand's own pages aside)
    const productRequests = revalidations.filter((paths) => paths.some((p) => p.startsWith('/catalogues/produit/')))
    expect(productRequests).toHaveLength(2)
    expect(productRequests[0]).toEqual(
      expect.arrayContaining(['/catalogues/produit/meuleuse-d-angle-125-mm-1200-w-meu-125', '/catalogues/outillage/meuleuses']),
    )
  })

  it('a visitor reads the product through the CMS API, without the import’s trace', async () => {
    const res = await rest('GET', '/produits?where[dimasys_reference][equals]=MEU-125&depth=0')
    expect(res.status).toBe(200)
    expect(res.json.docs[0]).toMatchObject({ titre: 'Meuleuse d’angle 125 mm 1200 W', reference_fabricant: 'GWS-1200-125' })
    expect(res.json.docs[0].import_trace).toBeUndefined()
  })

  it('importing the same file again changes nothing, and says so', async () => {
    const before = await product('MEU-125')
    revalidations.length = 0
    const again = await api.importCatalogueFile(payload, fixture('full.xml'))
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 4, hidden: 0, mediaUploaded: 0, noChange: true })
    expect(api.formatReport(again)).toContain('Aucun changement')
    expect((await product('MEU-125')).updatedAt).toBe(before.updatedAt)
    expect(revalidations).toEqual([])
    expect(await payload.count({ collection: 'media', overrideAccess: true })).toMatchObject({ totalDocs: 4 })
  })

  it('keeps what an editor changed since the last import, unless told to overwrite', async () => {
    const id = await idOf('MEU-125')
    await payload.update({
      collection: 'produits',
      id,
      data: { titre: 'Meuleuse 125 mm – titre de l’éditeur', quantity_min_to_buy: 3 },
      overrideAccess: true,
    })
    const kept = await api.importCatalogueFile(payload, fixture('full.xml'))
    expect(kept.kept).toEqual([{ reference: 'MEU-125', fields: ['titre', 'quantity_min_to_buy'] }])
    expect(kept.noChange).toBe(true)
    expect(await product('MEU-125')).toMatchObject({ titre: 'Meuleuse 125 mm – titre de l’éditeur', quantity_min_to_buy: 3 })
    const overwritten = await api.importCatalogueFile(payload, fixture('full.xml'), { overwrite: true })
    expect(overwritten).toMatchObject({ updated: 1, kept: [] })
    expect(await product('MEU-125')).toMatchObject({ titre: 'Meuleuse d’angle 125 mm 1200 W', quantity_min_to_buy: 1 })
  })

  it('a full catalogue that no longer lists a product hides it, never deletes it', async () => {
    const text = fs
      .readFileSync(fixture('full.xml'), 'utf8')
      .replace(/<PRODUCT mode="new">\s*<SUPPLIER_PID>MEU-125-B<\/SUPPLIER_PID>[\s\S]*?<\/PRODUCT>/, '')
    const report = await api.importCatalogue(payload, { name: 'sans-b.xml', bytes: new TextEncoder().encode(text) })
    expect(report).toMatchObject({ read: 3, hidden: 1, created: 0 })
    expect(await product('MEU-125-B')).toMatchObject({ should_be_displayed: false })
    expect(await count()).toBe(4)
    expect(await searchRefs('meuleuse')).toEqual(['MEU-115', 'MEU-125'])
  })
})

describe('a BMEcat delta', () => {
  it('updates, hides and never deletes', async () => {
    const report = await api.importCatalogueFile(payload, fixture('delta.xml'))
    expect(report).toMatchObject({ kind: 'delta', read: 3, created: 1, updated: 2, hidden: 0, problems: [] })
    expect(await product('DIS-125')).toMatchObject({
      titre: 'Disque à tronçonner inox 125 x 1 mm',
      sale_unit: 'boîte de 25',
      quantity_min_to_buy: 1,
    })
    expect(await product('MEU-115')).toMatchObject({ should_be_displayed: false })
    expect(await product('MEU-230')).toMatchObject({ titre: 'Meuleuse d’angle 230 mm 2400 W', should_be_displayed: true })
    // a delta does not hide what it does not list
    expect(await product('MEU-125')).toMatchObject({ should_be_displayed: true })
    expect(await count()).toBe(5)
    expect(await searchRefs('meuleuse')).toEqual(['MEU-125', 'MEU-230'])
  })
})

describe('spreadsheets and automation', () => {
  it('a CSV changes the columns it has; the export reads back as no change', async () => {
    const csv = 'reference;titre;categories\nDIS-125;Disque inox 125 mm;disques\nNEW-1;;inconnue\n'
    const report = await api.importCatalogue(payload, { name: 'maj.csv', bytes: new TextEncoder().encode(csv) })
    expect(report).toMatchObject({ format: 'csv', updated: 1, created: 0 })
    expect(report.problems).toEqual([{ where: 'ligne 3', reason: 'catégorie inconnue : inconnue' }])
    expect(await product('DIS-125')).toMatchObject({
      titre: 'Disque inox 125 mm',
      categories: [categories.disques],
      sale_unit: 'boîte de 25',
    })
    const exported = await api.exportCsv(payload)
    expect(exported).toContain('DIS-125;Disque inox 125 mm;')
    const back = await api.importCatalogue(payload, { name: 'export.csv', bytes: new TextEncoder().encode(exported) })
    expect(back).toMatchObject({ noChange: true, problems: [] })
  })

  it('the job imports a file of the drop folder; a path outside it is refused', async () => {
    fs.mkdirSync(path.join(DATA, 'catalogues'), { recursive: true })
    fs.writeFileSync(path.join(DATA, 'catalogues', 'maj.csv'), 'reference;titre\nMEU-230;Meuleuse 230 mm – par la tâche\n')
    const job = await payload.jobs.queue({ task: 'importCatalogue', input: { file: 'maj.csv' } })
    await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: true })
    expect((await product('MEU-230')).titre).toBe('Meuleuse 230 mm – par la tâche')
    await expect(api.runCatalogueJob(payload, { file: '../../etc/passwd' })).rejects.toThrow(api.CatalogueRefused)
  })
})

describe('bad input', () => {
  it('malformed XML is refused before anything is written', async () => {
    const before = await count()
    await expect(api.importCatalogueFile(payload, fixture('malformed.xml'))).rejects.toThrow(/XML mal formé/)
    expect(await count()).toBe(before)
  })

  it('bad lines are reported with their reason while the valid lines go in', async () => {
    const report = await api.importCatalogueFile(payload, fixture('bad-lines.xml'))
    expect(report.created).toBe(1)
    expect((await product('OK-1')).titre).toBe('Produit valable')
    const reasons = Object.fromEntries(report.problems.map((p) => [p.where.replace(/ \(ligne \d+\)$/, ''), p.reason]))
    expect(reasons).toMatchObject({
      'SUPPLIER_PID IMG-1': 'fichier introuvable : media/absente.png',
      'SUPPLIER_PID URL-1': 'fichier introuvable : http://169.254.169.254/x.png',
      'SUPPLIER_PID DOT-1': 'fichier introuvable : ../../../package.json',
      'SUPPLIER_PID GTIN-1': expect.stringContaining('GTIN'),
    })
    for (const reference of ['IMG-1', 'URL-1', 'DOT-1', 'GTIN-1', 'DUP-1']) expect(await product(reference)).toBeUndefined()
    // a full catalogue: the earlier imports' products it does not list are hidden, not deleted
    expect(report.hidden).toBe(3)
    expect(await count()).toBe(6)
  })
})

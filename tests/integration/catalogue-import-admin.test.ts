/**
 * The admin's « Importer un catalogue » through its API (src/cms/endpoints/catalogueImport.ts) on Payload with a
 * temporary SQLite file: editors only; a preview writes nothing; the import runs as a job whose progress and report
 * the screen reads; a refused file and a form without a file get their French `{ code, message }`.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { zipSync } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, rest, restResponse, startTestPayload, type TestPayload } from '../helpers/payload'

const FIXTURES = path.join(__dirname, '../fixtures/catalogue')
const DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-admin-'))
process.env.DATA_DIR = DATA

let env: TestPayload
let payload: Payload
let editor: string
let server: http.Server

const count = async () => (await payload.count({ collection: 'produits', overrideAccess: true })).totalDocs
const bytes = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)))
/** The fixture's images and PDFs in a ZIP, under the paths the BMEcat file names (media/…). */
const mediaZip = () =>
  zipSync(Object.fromEntries(fs.readdirSync(path.join(FIXTURES, 'media')).map((f) => [`media/${f}`, bytes(`media/${f}`)])))

function form(file: string | null, options: { zip?: boolean; full?: boolean } = {}): FormData {
  const data = new FormData()
  if (file) data.set('fichier', new File([bytes(file)], file, { type: 'application/xml' }))
  if (options.zip) data.set('medias', new File([mediaZip()], 'medias.zip', { type: 'application/zip' }))
  data.set('complet', options.full ? '1' : '0')
  data.set('ecraser', '0')
  return data
}
/** A multipart request as a browser sends it: with its length. */
const post = (url: string, body: FormData, cookie?: string) =>
  new Response(body).arrayBuffer().then((buf) => rest('POST', url, { body, cookie, headers: { 'Content-Length': String(buf.byteLength) } }))

beforeAll(async () => {
  // the pages the import rebuilds: answered here (the shop's own server in production)
  server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.REVALIDATE_INTERNAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  env = await startTestPayload()
  payload = env.payload
  await payload.create({ collection: 'editors', data: { email: 'ed@import.test', password: 'Editeur-test-2026' }, overrideAccess: true })
  editor = await login('editors', 'ed@import.test', 'Editeur-test-2026')
  const { ensureSearchIndex } = await import('@/server/search')
  await ensureSearchIndex(payload)
})

afterAll(async () => {
  await env?.cleanup()
  server?.close()
  fs.rmSync(DATA, { recursive: true, force: true })
})

describe('« Importer un catalogue » (admin API)', () => {
  it('is for editors only: 401 without a session', async () => {
    const res = await post('/catalogue-import/apercu', form('full.xml'))
    expect(res.status).toBe(401)
    expect(res.json).toMatchObject({ code: 'unauthenticated', message: expect.stringContaining('Connectez-vous') })
    expect((await rest('GET', '/catalogue-import/1')).status).toBe(401)
  })

  it('a form without a catalogue file: 400 in French', async () => {
    const res = await post('/catalogue-import/apercu', form(null), editor)
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ code: 'missing_file', message: 'Choisissez un fichier de catalogue (BMEcat, CSV ou XLSX).' })
  })

  it('the preview says what the import would change and writes nothing', async () => {
    const res = await post('/catalogue-import/apercu', form('full.xml', { zip: true }), editor)
    expect(res.status).toBe(200)
    expect(res.json.report).toMatchObject({ dryRun: true, read: 4, created: 4, updated: 0, noChange: false, problems: [] })
    expect(res.json.report.text).toContain('Simulation')
    expect(await count()).toBe(0)
  })

  it('a malformed file is refused before anything is written: 422 with the reason', async () => {
    const res = await post('/catalogue-import/apercu', form('malformed.xml'), editor)
    expect(res.status).toBe(422)
    expect(res.json.code).toBe('catalogue_refused')
    expect(res.json.message).toMatch(/\S/)
    expect(await count()).toBe(0)
  })

  it('the import runs as a job: its progress, then its report; the products are there with their media', async () => {
    const started = await post('/catalogue-import', form('full.xml', { zip: true }), editor)
    expect(started.status).toBe(202)
    const job = started.json.job as number
    let status: Record<string, any> = {}
    await expect
      .poll(
        async () => {
          status = (await rest('GET', `/catalogue-import/${job}`, { cookie: editor })).json
          return status.state
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe('termine')
    expect(status.report).toMatchObject({ dryRun: false, read: 4, created: 4, mediaUploaded: 4, problems: [] })
    expect(status.report.text).toContain('créés 4')
    expect(await count()).toBe(4)
    const { docs } = await payload.find({
      collection: 'produits',
      where: { dimasys_reference: { equals: 'MEU-125' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]?.galerie).toHaveLength(1)
  })

  it('the same file again: the preview says nothing would change', async () => {
    const res = await post('/catalogue-import/apercu', form('full.xml', { zip: true }), editor)
    expect(res.json.report).toMatchObject({ noChange: true, created: 0, updated: 0 })
  })

  it("the export (editors only) gives the catalogue in the import's columns, as CSV or XLSX, which imports back unchanged", async () => {
    expect((await rest('GET', '/catalogue-export?format=xlsx')).status).toBe(401)
    expect((await rest('GET', '/catalogue-export?format=pdf', { cookie: editor })).json).toMatchObject({ code: 'invalid_format' })

    const csv = await restResponse('GET', '/catalogue-export?format=csv', { cookie: editor })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const csvBytes = new Uint8Array(await csv.arrayBuffer())
    // with its byte order mark, for spreadsheets (Response.text() would drop it)
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csvBytes).startsWith('\uFEFFreference;titre;')).toBe(true)

    const xlsx = await restResponse('GET', '/catalogue-export?format=xlsx', { cookie: editor })
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    const { parseCsv, parseXlsx, previewCatalogue } = await import('@/server/catalogue-import')
    const fromXlsx = await parseXlsx(new Uint8Array(await xlsx.arrayBuffer()))
    const fromCsv = parseCsv(csvBytes)
    expect(fromXlsx.products.length).toBe(await count())
    // the same products (a CSV line number counts the lines of a description written on several)
    const withoutLine = (products: { line: number }[]) => products.map(({ line: _line, ...product }) => product)
    expect(withoutLine(fromXlsx.products)).toEqual(withoutLine(fromCsv.products))
    // imported back as it is: nothing would change
    const report = await previewCatalogue(payload, {
      name: 'catalogue.xlsx',
      bytes: new Uint8Array(await (await restResponse('GET', '/catalogue-export?format=xlsx', { cookie: editor })).arrayBuffer()),
      kind: 'delta',
      overwrite: false,
    })
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: fromXlsx.products.length })
  })

  it('an unknown job, or a job of another task: 404', async () => {
    const res = await rest('GET', '/catalogue-import/999999', { cookie: editor })
    expect(res.status).toBe(404)
    expect(res.json).toMatchObject({ code: 'not_found', message: 'Cet import est introuvable.' })
    expect((await rest('GET', '/catalogue-import/abc%20def', { cookie: editor })).status).toBe(404)
  })
})

describe('keeping the catalogue in step with the ERP’s product feed', () => {
  type FeedProduct = import('@/server/erp/types').ErpProduct
  /** A fake ERP whose feed holds `rows`, two per page, filtered by date as the contract says. */
  const erpWith = (rows: FeedProduct[]) => ({
    calls: [] as (string | null)[],
    async products(since: string | null, cursor: string | null = null) {
      this.calls.push(since)
      const changed = rows.filter((r) => since === null || r.updated_at > since)
      const start = cursor ? Number(cursor) : 0
      const next = start + 2 < changed.length ? String(start + 2) : null
      return { products: changed.slice(start, start + 2), next }
    },
  })
  const row = (reference: string, updated_at: string, extra: Partial<FeedProduct> = {}): FeedProduct => ({
    reference,
    title: `Gant de protection ${reference}`,
    sale_unit: 'boîte de 10',
    quantity_min: 2,
    step: 2,
    active: true,
    updated_at,
    ...extra,
  })
  const byRef = async (reference: string) =>
    (
      await payload.find({
        collection: 'produits',
        where: { dimasys_reference: { equals: reference } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] as Record<string, any> | undefined

  it('applies the changes page after page, then only what changed since; a product the ERP stops selling is hidden', async () => {
    const { syncErpProducts } = await import('@/server/catalogue-import')
    const rows = [
      row('ERP-G1', '2026-11-01T10:00:00.000Z'),
      row('ERP-G2', '2026-11-02T10:00:00.000Z'),
      row('ERP-G3', '2026-11-03T10:00:00.000Z'),
    ]
    const first = await syncErpProducts(payload, erpWith(rows))
    expect(first).toMatchObject({ format: 'erp', created: 3, problems: [], since: null, until: '2026-11-03T10:00:00.000Z' })
    expect(await byRef('ERP-G2')).toMatchObject({
      titre: 'Gant de protection ERP-G2',
      sale_unit: 'boîte de 10',
      quantity_min_to_buy: 2,
      cart_increment: 2,
      should_be_displayed: true,
    })

    const quiet = erpWith(rows)
    const second = await syncErpProducts(payload, quiet)
    expect(quiet.calls).toEqual(['2026-11-03T10:00:00.000Z'])
    expect(second).toMatchObject({ read: 0, noChange: true })

    rows.push(row('ERP-G2', '2026-11-04T10:00:00.000Z', { active: false }))
    const third = await syncErpProducts(payload, erpWith(rows))
    expect(third).toMatchObject({ read: 1, updated: 1, until: '2026-11-04T10:00:00.000Z' })
    expect(await byRef('ERP-G2')).toMatchObject({ should_be_displayed: false })
  })

  it('an ERP that fails leaves the date of the last applied change where it was', async () => {
    const { syncErpProducts, ERP_FEED_SINCE_KEY } = await import('@/server/catalogue-import')
    const before = await payload.kv.get(ERP_FEED_SINCE_KEY)
    const down = {
      products: async () => {
        throw new Error('ERP injoignable')
      },
    }
    await expect(syncErpProducts(payload, down)).rejects.toThrow('ERP injoignable')
    expect(await payload.kv.get(ERP_FEED_SINCE_KEY)).toEqual(before)
  })
})

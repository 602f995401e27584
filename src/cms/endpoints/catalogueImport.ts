import type { Endpoint, PayloadRequest } from 'payload'

import { isEditorUser } from '@/cms/access'

/**
 * The admin's « Importer un catalogue » screen (src/cms/admin/CatalogueImport.tsx), editors only:
 *   POST {cms}/api/catalogue-import/apercu  multipart `fichier` (BMEcat, CSV, XLSX), `medias` (ZIP, optional),
 *                                           `complet` and `ecraser` ('1'): what the import would change, nothing written
 *   POST {cms}/api/catalogue-import         the same form: the import starts as a job → 202 { job }
 *   GET  {cms}/api/catalogue-import/:job    where it stands: progress while it runs, then the report
 *   GET  {cms}/api/catalogue-export?format=csv|xlsx  every product in the import's column set (edit, import back)
 * Errors are `{ code, message }` in French: 401/403 outside an editor's session, 400 for a form without a file, 411/413
 * for a body without a length or over MAX_CATALOGUE_UPLOAD_BYTES, 422 for a file the importer refuses (nothing written),
 * 404 for an unknown job. The server modules are loaded on call: they reach Payload through the config that imports
 * this file.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store' }
const fail = (status: number, code: string, message: string) => Response.json({ code, message }, { status, headers: NO_STORE })

function refuseNonEditor(req: PayloadRequest): Response | null {
  if (!req.user) return fail(401, 'unauthenticated', 'Connectez-vous à l’administration pour importer un catalogue.')
  if (!isEditorUser(req.user)) return fail(403, 'forbidden', 'Seuls les éditeurs peuvent importer un catalogue.')
  return null
}

type Read = { upload: import('@/server/catalogue-import').CatalogueUpload } | { error: Response }

/** The form's files and options, within the size limit. */
async function readForm(req: PayloadRequest): Promise<Read> {
  const { MAX_CATALOGUE_UPLOAD_BYTES } = await import('@/server/catalogue-import')
  const length = Number(req.headers.get('content-length') ?? NaN)
  const megabytes = Math.round(MAX_CATALOGUE_UPLOAD_BYTES / 1024 / 1024)
  if (!Number.isFinite(length)) return { error: fail(411, 'length_required', 'La taille de l’envoi est requise (Content-Length).') }
  if (length > MAX_CATALOGUE_UPLOAD_BYTES)
    return { error: fail(413, 'too_large', `Le catalogue et ses médias dépassent ${megabytes} Mo : découpez l’envoi.`) }
  if (!(req.headers.get('content-type') ?? '').startsWith('multipart/form-data') || typeof req.formData !== 'function')
    return { error: fail(400, 'invalid_form', 'Envoyez le catalogue dans un formulaire (multipart/form-data).') }
  const form = await req.formData().catch(() => null)
  if (!form) return { error: fail(400, 'invalid_form', 'Le formulaire envoyé est illisible.') }
  const file = form.get('fichier')
  if (!(file instanceof Blob) || file.size === 0)
    return { error: fail(400, 'missing_file', 'Choisissez un fichier de catalogue (BMEcat, CSV ou XLSX).') }
  const medias = form.get('medias')
  const zip = medias instanceof Blob && medias.size > 0 ? new Uint8Array(await medias.arrayBuffer()) : undefined
  return {
    upload: {
      name: (file as File).name || 'catalogue',
      bytes: new Uint8Array(await file.arrayBuffer()),
      zip,
      kind: form.get('complet') === '1' ? 'full' : 'delta',
      overwrite: form.get('ecraser') === '1',
    },
  }
}

async function refusedOr(error: unknown): Promise<Response> {
  const { CatalogueRefused } = await import('@/server/catalogue-import')
  if (error instanceof CatalogueRefused) return fail(422, 'catalogue_refused', error.message)
  throw error
}

type Upload = import('@/server/catalogue-import').CatalogueUpload

/** A POST of the form by an editor: `run` gets the upload once the session and the form are checked. */
const uploadEndpoint = (path: string, run: (req: PayloadRequest, upload: Upload) => Promise<Response>): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    const refused = refuseNonEditor(req)
    if (refused) return refused
    const read = await readForm(req)
    if ('error' in read) return read.error
    return run(req, read.upload)
  },
})

const catalogueImportPreview = uploadEndpoint('/catalogue-import/apercu', async (req, upload) => {
  const { previewCatalogue } = await import('@/server/catalogue-import')
  try {
    return Response.json({ code: 'success', report: await previewCatalogue(req.payload, upload) }, { headers: NO_STORE })
  } catch (error) {
    return refusedOr(error)
  }
})

const catalogueImportStart = uploadEndpoint('/catalogue-import', async (req, upload) => {
  const { startCatalogueImport } = await import('@/server/catalogue-import')
  const job = await startCatalogueImport(req.payload, upload)
  return Response.json({ code: 'success', job }, { status: 202, headers: NO_STORE })
})

const catalogueImportStatus: Endpoint = {
  path: '/catalogue-import/:job',
  method: 'get',
  handler: async (req) => {
    const refused = refuseNonEditor(req)
    if (refused) return refused
    const { catalogueImportStatus: statusOf } = await import('@/server/catalogue-import')
    const status = await statusOf(req.payload, String(req.routeParams?.job ?? ''))
    if (!status) return fail(404, 'not_found', 'Cet import est introuvable.')
    return Response.json({ code: 'success', ...status }, { headers: NO_STORE })
  },
}

const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

const catalogueExport: Endpoint = {
  path: '/catalogue-export',
  method: 'get',
  handler: async (req) => {
    const refused = refuseNonEditor(req)
    if (refused) return refused
    const format = new URL(req.url ?? 'http://x/').searchParams.get('format') ?? 'csv'
    if (format !== 'csv' && format !== 'xlsx')
      return fail(400, 'invalid_format', 'Format d’export inconnu : choisissez « csv » ou « xlsx ».')
    const { exportCsv, exportXlsx } = await import('@/server/catalogue-import')
    const body = format === 'xlsx' ? new Uint8Array(await exportXlsx(req.payload)) : await exportCsv(req.payload)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(body, {
      headers: {
        ...NO_STORE,
        'Content-Type': EXPORT_TYPES[format],
        'Content-Disposition': `attachment; filename="catalogue-${day}.${format}"`,
      },
    })
  },
}

export const catalogueImportEndpoints: Endpoint[] = [catalogueImportPreview, catalogueImportStart, catalogueImportStatus, catalogueExport]

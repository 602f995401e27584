/**
 * Media without the S3_* settings (the embedded default): the storage plugin is off (src/cms/storage.ts) but its
 * columns are there; an image uploaded in the admin (multipart POST /cms/api/media) and its thumbnail are files in
 * data/media, served by Payload's file URL, a missing file is a 404, and deleting the media deletes the files.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { login, rest, restResponse, startTestPayload, type TestPayload } from '../helpers/payload'

const EDITOR = { email: 'media@local.test', password: 'Editeur-Local-2026!' }
const LOCAL_MEDIA_DIR = path.resolve(import.meta.dirname, '../../data/media')

let env: TestPayload
let payload: Payload

const exists = (file: string) =>
  fs.stat(path.join(LOCAL_MEDIA_DIR, file)).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  env = await startTestPayload()
  payload = env.payload
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice' }, overrideAccess: true })
})

afterAll(async () => {
  await env?.cleanup()
})

describe('media on the local disk (no S3_* settings)', () => {
  it('an image uploaded in the admin is in data/media with its thumbnail, served by its URL, deleted with it', async () => {
    const { mediaOnS3 } = await import('@/cms/storage')
    expect(mediaOnS3()).toBe(false)
    const original = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 40, b: 200 } } })
      .png()
      .toBuffer()
    const filename = `local-${randomUUID()}.png`
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/png' }), filename)
    form.append('_payload', JSON.stringify({ alt: 'Roulement bleu' }))
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    const created = await rest('POST', '/media', { body: form, cookie })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const media = created.json.doc
    const thumbnail: string = media.sizes.thumbnail.filename
    try {
      expect(media.url).toMatch(new RegExp(`/cms/api/media/file/${filename}$`))
      expect(await exists(filename)).toBe(true)
      expect(await exists(thumbnail)).toBe(true)

      const res = await restResponse('GET', `/media/file/${filename}`)
      expect(res.status).toBe(200)
      expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true)
      expect((await restResponse('GET', `/media/file/${thumbnail}`)).status).toBe(200)
      expect((await restResponse('GET', '/media/file/absent.png')).status).toBe(404)
    } finally {
      expect((await rest('DELETE', `/media/${media.id}`, { cookie })).status).toBe(200)
    }
    expect(await exists(filename)).toBe(false)
    expect(await exists(thumbnail)).toBe(false)
  })
})

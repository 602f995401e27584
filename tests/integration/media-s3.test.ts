/**
 * Media on S3: with the five S3_* settings, Payload stores uploads through @payloadcms/storage-s3
 * in the bucket, here a local S3-compatible server (s3rver), and nothing on the local disk. An editor uploads an image
 * as the admin does (multipart POST /cms/api/media); the original and its thumbnail are objects in the bucket (listed
 * with the official @aws-sdk/client-s3); Payload's own file URL (/cms/api/media/file/<name>, the one the shop's image
 * optimiser fetches) answers with the object's bytes; the product page's data gives that URL for a product using it.
 * Settings go through src/env.ts: stubbed before Payload's config is loaded.
 */
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { login, rest, restResponse, startTestPayload, type TestPayload } from '../helpers/payload'
import { S3RVER_ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY, startS3rver, type LocalS3 } from '../helpers/s3rver'

const BUCKET = 'shop-media-test'
const REGION = 'eu-west-3'
const EDITOR = { email: 'media@s3.test', password: 'Editeur-S3-2026!' }
/** Where the media go without S3 (src/cms/collections/Media.ts). */
const LOCAL_MEDIA_DIR = path.resolve(import.meta.dirname, '../../data/media')

let s3: LocalS3
let env: TestPayload
let payload: Payload
let bucket: S3Client
let localBefore: string[]

const localMedia = async (): Promise<string[]> => fs.readdir(LOCAL_MEDIA_DIR).catch(() => [])

async function bucketKeys(): Promise<string[]> {
  const { Contents } = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  return (Contents ?? []).map((object) => object.Key!).sort()
}

async function bytesOf(url: string): Promise<{ status: number; type: string | null; etag: string | null; bytes: Buffer }> {
  const res = await restResponse('GET', url)
  const { headers } = res
  return { status: res.status, type: headers.get('content-type'), etag: headers.get('etag'), bytes: Buffer.from(await res.arrayBuffer()) }
}

/** The bucket's ETag of an object (a file served from the disk has none). */
const etagOf = async (key: string) => (await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ETag

beforeAll(async () => {
  s3 = await startS3rver([BUCKET])
  vi.stubEnv('S3_BUCKET', BUCKET)
  vi.stubEnv('S3_REGION', REGION)
  vi.stubEnv('S3_ENDPOINT', s3.endpoint)
  vi.stubEnv('S3_ACCESS_KEY_ID', S3RVER_ACCESS_KEY_ID)
  vi.stubEnv('S3_SECRET_ACCESS_KEY', S3RVER_SECRET_ACCESS_KEY)
  vi.resetModules()
  localBefore = await localMedia()
  env = await startTestPayload()
  payload = env.payload
  await payload.create({ collection: 'editors', data: { ...EDITOR, name: 'Éditrice S3' }, overrideAccess: true })
  bucket = new S3Client({
    region: REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_ACCESS_KEY_ID, secretAccessKey: S3RVER_SECRET_ACCESS_KEY },
  })
})

afterAll(async () => {
  bucket?.destroy()
  await env?.cleanup()
  await s3?.close()
  vi.unstubAllEnvs()
})

describe('media on S3 (S3_BUCKET + S3_REGION + S3_ENDPOINT + S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY)', () => {
  let original: Buffer
  let media: { id: number; filename: string; url: string; sizes: { thumbnail: { filename: string; url: string } } }

  it('an image uploaded in the admin goes to the bucket, with its thumbnail, and nothing to the local disk', async () => {
    original = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer()
    const filename = `s3-${randomUUID()}.png`
    // what the admin's upload form sends: the file and the other fields as JSON in `_payload`
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(original)], { type: 'image/png' }), filename)
    form.append('_payload', JSON.stringify({ alt: 'Roulement rouge' }))
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    const res = await rest('POST', '/media', { body: form, cookie })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    media = res.json.doc
    expect(media.filename).toBe(filename)
    expect(media.sizes.thumbnail.filename).toMatch(/^s3-.*-300x300\.webp$/)

    // Payload's own file URLs (access control kept), not the bucket's
    expect(media.url).toMatch(new RegExp(`/cms/api/media/file/${filename}$`))
    expect(media.sizes.thumbnail.url).toMatch(new RegExp(`/cms/api/media/file/${media.sizes.thumbnail.filename}$`))

    expect(await bucketKeys()).toEqual([filename, media.sizes.thumbnail.filename].sort())
    expect(await localMedia()).toEqual(localBefore)
  })

  it("Payload's file URL answers with the object's bytes, the thumbnail too (as the image optimiser fetches them)", async () => {
    const file = await bytesOf(`/media/file/${media.filename}`)
    expect(file.status).toBe(200)
    expect(file.type).toBe('image/png')
    expect(file.bytes.equals(original)).toBe(true)
    expect(file.etag).toBe(await etagOf(media.filename))

    const thumbnail = await bytesOf(`/media/file/${media.sizes.thumbnail.filename}`)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.type).toBe('image/webp')
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 })
    expect(thumbnail.etag).toBe(await etagOf(media.sizes.thumbnail.filename))
  })

  it('a file that is in no bucket is a 404', async () => {
    expect((await bytesOf('/media/file/absent.png')).status).toBe(404)
  })

  it("the product page's data points at that file, and that URL serves it", async () => {
    await payload.create({
      collection: 'produits',
      data: {
        titre: 'Roulement S3',
        slug: 'roulement-s3',
        dimasys_reference: 'S3-1',
        should_be_displayed: true,
        galerie: [{ image: media.id }],
      },
      overrideAccess: true,
    })
    const { getProductBySlug } = await import('@/server/catalogue/products')
    const product = await getProductBySlug('roulement-s3')
    expect(product?.images[0]).toMatchObject({
      url: `/cms/api/media/file/${media.filename}`,
      thumbnailUrl: `/cms/api/media/file/${media.sizes.thumbnail.filename}`,
      alt: 'Roulement rouge',
    })
    const served = await bytesOf(product!.images[0]!.url)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(original)).toBe(true)
  })

  it('deleting the media deletes its objects', async () => {
    const cookie = await login('editors', EDITOR.email, EDITOR.password)
    await payload.delete({ collection: 'produits', where: { slug: { equals: 'roulement-s3' } }, overrideAccess: true })
    expect(await bucketKeys()).toHaveLength(2)
    const res = await rest('DELETE', `/media/${media.id}`, { cookie })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(await bucketKeys()).toEqual([])
  })
})

import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { configured, env } from '@/env'

/** Are the media on S3 (group `s3`: S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)? */
export const mediaOnS3 = (): boolean => configured('s3')

/**
 * The media collection's files in an S3 bucket (or an S3-compatible store: MinIO, Scaleway, OVH, R2, …) through the
 * official adapter @payloadcms/storage-s3, when the group `s3` is set; without it, nothing changes: data/media on the
 * local disk. Payload uploads the original and each image size it generates with sharp (the thumbnail), deletes them
 * with the document, and keeps nothing on the local disk.
 *
 * The files stay served through Payload's own file URL, /cms/api/media/file/<name> (no `disablePayloadAccessControl`):
 * the collection's read access still applies, the documents' `url` do not change when the storage does, and every
 * instance gives the same same-origin path, the only kind next/image optimises here (`images.localPatterns` in
 * next.config.mjs, no remote patterns). The bucket can therefore stay private.
 */
export function mediaStorage(): Plugin {
  return s3Storage({
    enabled: mediaOnS3(),
    // The plugin's columns (media.prefix, media._objectkey) exist with or without S3: one schema, one set of
    // migrations. With S3 the plugin adds `prefix` only for a collection given one: '' (objects at the bucket's root,
    // as files are at data/media's) adds it without changing the keys, nor the URLs (a non-empty prefix would add
    // ?prefix=… to every media URL).
    alwaysInsertFields: true,
    collections: { media: { prefix: '' } },
    bucket: env.S3_BUCKET ?? '',
    config: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
      // bucket in the path (https://endpoint/bucket/key), not in the host name (https://bucket.endpoint/key): what
      // S3-compatible servers (MinIO, s3rver, Ceph, …) answer without a wildcard DNS per bucket; AWS S3 accepts it too
      forcePathStyle: true,
    },
  })
}

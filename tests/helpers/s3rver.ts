/**
 * A local S3-compatible server for integration tests: `s3rver` (npm) on 127.0.0.1, a random port, its objects in a
 * temporary folder deleted on close, the given buckets created before it listens. s3rver checks AWS signatures
 * against its one account (access key and secret `S3RVER`).
 */
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

type S3rverOptions = {
  address: string
  port: number
  directory: string
  silent: boolean
  configureBuckets: { name: string }[]
}
type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> }

// s3rver is CommonJS without type declarations
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance

export const S3RVER_ACCESS_KEY_ID = 'S3RVER'
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER'

export type LocalS3 = { endpoint: string; directory: string; close: () => Promise<void> }

export async function startS3rver(buckets: string[]): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-it-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    close: async () => {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}

import path from 'node:path'

import { currentSetting } from '@/env'

/**
 * The folder of the shop's own files (the SQLite database shop.db, the mail outbox, the media files, the generated CMS
 * secret): DATA_DIR when set (a relative path is taken from the working directory), else `data` in the working
 * directory. Resolved when the server runs, never from a module's own location: `next build` bakes a module's
 * `import.meta.url` into the server code, so a build copied elsewhere (a container image, a CI artefact) would still
 * use the folder it was built in.
 */
export function dataDir(): string {
  return path.resolve(process.cwd(), currentSetting('DATA_DIR') ?? 'data')
}

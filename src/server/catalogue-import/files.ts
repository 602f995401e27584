/**
 * Where a catalogue's images and documents come from: the folder of the catalogue file, or a ZIP uploaded with it.
 * Never a URL (the file names them relative to itself); a path leaving the folder is refused like a missing file.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { unzipSync } from 'fflate'

export type MediaFiles = {
  /** The file's bytes, or null when it is missing, outside the folder or a URL. */
  read: (source: string) => Promise<Uint8Array | null>
  exists: (source: string) => Promise<boolean>
}

const isUrl = (source: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(source)
const clean = (source: string): string => source.replace(/\\/g, '/').replace(/^\.\//, '')

/** Media files beside the catalogue (its folder and below). */
export function folderFiles(folder: string): MediaFiles {
  const root = path.resolve(folder)
  const resolve = (source: string): string | null => {
    if (isUrl(source)) return null
    const file = path.resolve(root, clean(source))
    return file.startsWith(root + path.sep) ? file : null
  }
  return {
    read: async (source) => {
      const file = resolve(source)
      return file ? fs.readFile(file).catch(() => null) : null
    },
    exists: async (source) => {
      const file = resolve(source)
      return file
        ? await fs
            .stat(file)
            .then((s) => s.isFile())
            .catch(() => false)
        : false
    },
  }
}

/** Media files of an uploaded ZIP (its entries by path; a single top folder may be left out of MIME_SOURCE). */
export function zipFiles(zip: Uint8Array): MediaFiles {
  const entries = unzipSync(zip)
  const byPath = new Map<string, Uint8Array>()
  for (const [name, data] of Object.entries(entries)) {
    if (name.endsWith('/')) continue
    byPath.set(name, data)
    const slash = name.indexOf('/')
    if (slash > 0 && !byPath.has(name.slice(slash + 1))) byPath.set(name.slice(slash + 1), data)
  }
  const find = (source: string) => (isUrl(source) ? null : (byPath.get(clean(source)) ?? null))
  return { read: async (source) => find(source), exists: async (source) => find(source) !== null }
}

/** No media source: every file named is missing (a catalogue read from bytes alone). */
export const noFiles: MediaFiles = { read: async () => null, exists: async () => false }

const MIME_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
}

export const mimeTypeOf = (source: string): string | null => MIME_TYPES[path.extname(source).toLowerCase()] ?? null

/**
 * One product reader (issue 30 §4): outside the adapters, only `src/server/catalogue/` queries the `produits`
 * collection — through the named selections of `catalogue/reads.ts` — so a field's name, its access and what a
 * screen reads change in one place.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const server = path.join(root, 'src', 'server')

/** Who may query products on their own: the catalogue, the search indexer, the local ERP and the catalogue import. */
const ALLOWED = [/^catalogue\//, /^catalogue-import\//, /^search\/indexer\.ts$/, /^erp\/local[A-Za-z]*\.ts$/]

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })

const readers = files(server)
  .filter((file) => /collection:\s*'produits'/.test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(server, file).split(path.sep).join('/'))

describe('the product reader', () => {
  it('finds the readers it checks', () => {
    expect(readers).toContain('catalogue/reads.ts')
  })

  it('no server module outside the catalogue and the adapters queries `produits` itself', () => {
    expect(readers.filter((file) => !ALLOWED.some((rule) => rule.test(file)))).toEqual([])
  })
})

// The module graph of src/server and of the CMS config, read from the import statements (static imports and
// re-exports that load a module at run time; `import type` and `import()` load nothing when a module is evaluated):
// which files the CMS config reaches, which of them import the config back (a circle: the config's hooks would load
// Payload's instance while the config itself is still loading), and the import cycles between files of src/server.
// `node scripts/server-imports.mjs` prints them; tests/unit/server-imports.test.ts holds the code to none.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
/** `import x from 's'`, `import 's'`, `export … from 's'`, without the type-only forms. */
const STATIC = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/g

const defaultSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src')

/**
 * The static imports of one file's text, without the type-only ones (`import type`, `export type`, and
 * `import { type A, type B }` where every name is a type).
 */
export function staticImports(text) {
  const specs = []
  for (const m of text.matchAll(STATIC)) {
    if (m[2]) continue
    const clause = m[0].match(/\{([^}]*)\}/)?.[1]
    if (clause && m[0].trimStart().startsWith('import') && !m[0].match(/import\s+\w+\s*,/) && !m[0].includes('* as')) {
      const names = clause
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue
    }
    specs.push(m[3])
  }
  return specs
}

/** The file `spec` (imported by `from`) resolves to in `srcDir`, or null (a package). */
export function resolveImport(srcDir, from, spec, exists = (f) => fs.existsSync(f) && fs.statSync(f).isFile()) {
  if (spec === '@payload-config') return path.join(srcDir, 'payload.config.ts') // tsconfig's alias of the config
  const base = spec.startsWith('@/')
    ? path.join(srcDir, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null
  if (!base) return null
  for (const ext of EXTENSIONS) if (exists(base + ext)) return base + ext
  return null
}

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(p) : /\.(ts|tsx)$/.test(entry.name) ? [p] : []
  })

/**
 * The module graph of `srcDir` (default: this repository's src). `files` may replace the sources read from disk
 * (absolute path → text), for tests. Returns, with paths relative to srcDir:
 * - `configCircle`: each file the CMS config reaches that imports the config back, as the chain from the config;
 * - `configImporters`: the files of src/server that import `@payload-config`;
 * - `cycles`: the import cycles between files of src/server (each as its files, the first repeated at the end).
 * @param {string} [srcDir]
 * @param {Record<string, string>} [files]
 */
export function serverImports(srcDir = defaultSrc, files) {
  const texts = new Map(Object.entries(files ?? {}))
  const exists = (f) => texts.has(f) || (!files && fs.existsSync(f) && fs.statSync(f).isFile())
  const read = (f) => texts.get(f) ?? (files ? '' : fs.readFileSync(f, 'utf8'))
  const edges = new Map()
  const importsOf = (file) => {
    if (!edges.has(file)) {
      edges.set(
        file,
        staticImports(read(file))
          .map((spec) => resolveImport(srcDir, file, spec, exists))
          .filter(Boolean),
      )
    }
    return edges.get(file)
  }
  const rel = (f) => path.relative(srcDir, f)
  const config = path.join(srcDir, 'payload.config.ts')

  // breadth-first from the config: the first chain found to each file
  const parent = new Map([[config, null]])
  const queue = [config]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const to of importsOf(file)) {
      if (!parent.has(to)) {
        parent.set(to, file)
        queue.push(to)
      }
    }
  }
  const chain = (file) => {
    const out = []
    for (let f = file; f; f = parent.get(f)) out.unshift(rel(f))
    return out
  }
  const configCircle = [...parent.keys()].filter((f) => f !== config && importsOf(f).includes(config)).map(chain)

  const serverDir = path.join(srcDir, 'server')
  const serverFiles = files ? [...texts.keys()].filter((f) => f.startsWith(serverDir + path.sep)) : sourceFiles(serverDir)
  const configImporters = serverFiles.filter((f) => importsOf(f).includes(config)).map(rel)

  // cycles between server files: a depth-first walk, each cycle reported once (from the first file it was met at)
  const inServer = (f) => f.startsWith(serverDir + path.sep)
  const cycles = []
  const state = new Map()
  const stack = []
  const walk = (file) => {
    state.set(file, 'open')
    stack.push(file)
    for (const to of importsOf(file).filter(inServer)) {
      if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to].map(rel))
      else if (!state.has(to)) walk(to)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of serverFiles.sort()) if (!state.has(file)) walk(file)
  return { configCircle, configImporters, cycles }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { configCircle, configImporters, cycles } = serverImports()
  console.log(`files of src/server importing @payload-config: ${configImporters.join(', ') || 'none'}`)
  console.log(`files the CMS config reaches that import it back: ${configCircle.length}`)
  for (const c of configCircle) console.log(`  ${c.join(' → ')} → payload.config.ts`)
  console.log(`import cycles between files of src/server: ${cycles.length}`)
  for (const c of cycles) console.log(`  ${c.join(' → ')}`)
}

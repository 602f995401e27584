// Which feature folder imports which: read from the import statements of src/features/** (static imports, re-exports,
// `import type` and `import()` alike), each resolved to the feature folder it lands in. Prints the edges, the pairs that
// import each other both ways and any longer cycle (`node scripts/feature-imports.mjs`, `-v` for every import line);
// tests/unit/feature-directions.test.ts holds the code to none.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(p) : /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [p] : []
  })

/** The feature folder `spec`, imported by `file`, lands in (null outside src/features). */
function featureOf(srcDir, file, spec) {
  const target = spec.startsWith('@/')
    ? path.join(srcDir, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : null
  if (!target) return null
  const rel = path.relative(path.join(srcDir, 'features'), target)
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null
  return rel.split(path.sep)[0]
}

/**
 * The imports between feature folders of `srcDir` (default: this repository's src): `edges` maps "from → to" to the
 * importing lines (file → specifier), `pairs` lists the two-way pairs, each as [a, b] with a < b, `cycles` the longer
 * cycles (each as its folders, the first repeated at the end).
 * `files` may replace the sources read from disk (absolute path → text), for tests.
 * @param {string} [srcDir]
 * @param {Record<string, string>} [files]
 * @returns {{ edges: Map<string, string[]>, pairs: string[][], cycles: string[][] }}
 */
export function featureImports(srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src'), files) {
  const sources = files ?? Object.fromEntries(sourceFiles(path.join(srcDir, 'features')).map((f) => [f, fs.readFileSync(f, 'utf8')]))
  const edges = new Map()
  for (const [file, text] of Object.entries(sources)) {
    const from = path.relative(path.join(srcDir, 'features'), file).split(path.sep)[0]
    for (const [, spec] of text.matchAll(SPECIFIER)) {
      const to = featureOf(srcDir, file, spec)
      if (!to || to === from) continue
      const key = `${from} → ${to}`
      if (!edges.has(key)) edges.set(key, [])
      edges.get(key).push(`${path.relative(srcDir, file)} → ${spec}`)
    }
  }
  const pairs = [...edges.keys()]
    .map((key) => key.split(' → '))
    .filter(([a, b]) => a < b && edges.has(`${b} → ${a}`))
    .sort()
  return { edges, pairs, cycles: longerCycles(edges) }
}

/** The cycles through three or more folders, found by a depth-first walk (each reported once, from its first folder). */
function longerCycles(edges) {
  const next = new Map()
  for (const key of edges.keys()) {
    const [from, to] = key.split(' → ')
    if (!next.has(from)) next.set(from, [])
    next.get(from).push(to)
  }
  const cycles = []
  const done = new Set()
  const walk = (folder, stack) => {
    if (done.has(folder)) return
    const at = stack.indexOf(folder)
    if (at >= 0) {
      if (stack.length - at > 2) cycles.push([...stack.slice(at), folder])
      return
    }
    for (const to of (next.get(folder) ?? []).sort()) walk(to, [...stack, folder])
    done.add(folder)
  }
  for (const folder of [...next.keys()].sort()) walk(folder, [])
  return cycles
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { edges, pairs, cycles } = featureImports()
  const verbose = process.argv.includes('-v')
  for (const key of [...edges.keys()].sort()) {
    console.log(`${key} (${edges.get(key).length})`)
    if (verbose) for (const line of edges.get(key)) console.log(`    ${line}`)
  }
  console.log(`\n${pairs.length} two-way pairs`)
  for (const [a, b] of pairs) {
    console.log(`${a} ↔ ${b}`)
    for (const line of [...edges.get(`${a} → ${b}`), ...edges.get(`${b} → ${a}`)]) console.log(`    ${line}`)
  }
  console.log(`\n${cycles.length} longer cycles`)
  for (const cycle of cycles) console.log(cycle.join(' → '))
}

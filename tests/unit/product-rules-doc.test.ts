/**
 * Comments cite the product rules as « spec §N » (or « spec §N.M »), and the product specification is not in the
 * repository: docs/product-rules.md restates it under the same numbers. Every section number cited in src, e2e, tests
 * and scripts has a heading there (`## §N …`, `### §N.M …`), so a citation always leads to the rule it names.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const DOC = path.join(root, 'docs/product-rules.md')
const SCANNED = ['src', 'e2e', 'tests', 'scripts']
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|css)$/

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) && full !== __filename ? [full] : []
  })
}

const NUMBER = String.raw`\d+(?:\.\d+)*`
/** A citation of the spec: the word, then a section sign and a number. */
const CITATION = new RegExp(String.raw`\bspec\s*§\s*${NUMBER}`, 'i')
/** Other documents' sections on the same line, which are not the spec's (« issue 36 §1 », « cXML §3 »). */
const FOREIGN = new RegExp(String.raw`(?:\bissue\s+\d+|\bcxml)\s*§\s*(${NUMBER})`, 'gi')

/**
 * The section numbers a line cites: on a line that cites the spec, every « §N » (« spec §4/§9 », « spec §2 Header and
 * §9 » cite two), and a range « §4–§8 » each section in it.
 */
function citedSections(line: string): string[] {
  if (!CITATION.test(line)) return []
  const own = line.replace(FOREIGN, '')
  const found = new Set<string>()
  for (const m of own.matchAll(new RegExp(String.raw`§\s*(${NUMBER})(?:\s*[–-]\s*§\s*(\d+))?`, 'g'))) {
    const [, first, last] = m
    if (last && /^\d+$/.test(first!)) for (let n = Number(first); n <= Number(last); n++) found.add(String(n))
    else found.add(first!)
  }
  return [...found]
}

/** The section numbers that have a heading in the document: `#… §N title`. */
function documentedSections(markdown: string): Set<string> {
  const prose = markdown.replace(/```[\s\S]*?```/g, '')
  return new Set([...prose.matchAll(new RegExp(String.raw`^#{1,6}\s+§\s*(${NUMBER})(?=[\s.:]|$)`, 'gm'))].map((m) => m[1]!))
}

/** Cited sections without a heading, each with its first citation (file:line). */
function missingSections(citations: Map<string, string>, documented: Set<string>): string[] {
  return [...citations].filter(([section]) => !documented.has(section)).map(([section, where]) => `§${section} (${where})`)
}

function citationsInRepository(): Map<string, string> {
  const citations = new Map<string, string>()
  for (const file of SCANNED.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const section of citedSections(line)) {
          if (!citations.has(section)) citations.set(section, `${path.relative(root, file)}:${index + 1}`)
        }
      })
  }
  return citations
}

describe('docs/product-rules.md and the « spec §N » citations', () => {
  it('reads citations as the code writes them', () => {
    const spec = (rest: string) => `// spec ${rest}` // keeps this file's own text free of citations
    expect(citedSections(spec('§2: brochure results are direct file downloads'))).toEqual(['2'])
    expect(citedSections(spec('§4/§9 low-stock threshold'))).toEqual(['4', '9'])
    expect(citedSections(`/** Spec ${'§'}2 Header and §9: hiding on scroll */`)).toEqual(['2', '9'])
    expect(citedSections(spec('§4–§8: the local cart changes at once'))).toEqual(['4', '5', '6', '7', '8'])
    expect(citedSections(spec('§7.2 and §3'))).toEqual(['7.2', '3'])
    expect(citedSections('// issue 36 §1: the database is down')).toEqual([])
    expect(citedSections(`${spec('§6')} (cXML §3 payloadID, issue 36 §2)`)).toEqual(['6'])
  })

  it('reads the headings of the document', () => {
    expect(documentedSections('# Title\n## §1 One\ntext §4\n### Sub\n### §2.1 Two\n```\n## §3 in code\n```\n## §10. Ten')).toEqual(
      new Set(['1', '2.1', '10']),
    )
  })

  it('fails when a cited section has no heading', () => {
    const citations = new Map([
      ['1', 'src/a.ts:1'],
      ['2', 'src/b.ts:7'],
    ])
    expect(missingSections(citations, documentedSections('## §1 One\n### Two'))).toEqual(['§2 (src/b.ts:7)'])
  })

  it('finds the citations of the code', () => {
    // about 450 lines cite the spec (issue 30): the scan must see them, or the next test proves nothing
    expect(citationsInRepository().size).toBeGreaterThanOrEqual(9)
  })

  it('has a heading for every section the code cites', () => {
    const documented = documentedSections(fs.readFileSync(DOC, 'utf8'))
    expect(missingSections(citationsInRepository(), documented)).toEqual([])
  })

  it('says at its top what « spec §N » means', () => {
    const first = fs.readFileSync(DOC, 'utf8').split('\n')[0]!
    expect(first).toMatch(/spec §N/)
    expect(first).toMatch(/section §N of this document/)
  })
})

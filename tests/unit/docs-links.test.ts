/**
 * The README and docs/ point at files that exist: every relative Markdown link (`[text](path)`, anchors and web
 * addresses aside) resolves from the file that holds it. The README stays a newcomer's page (under 15 KB); the
 * reference lives in docs/.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(full)
    return entry.name.endsWith('.md') ? [full] : []
  })
}

/** Relative link targets of a Markdown text, outside code spans and fenced blocks. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^([a-z]+:|#)/i.test(target))
    .map((target) => decodeURI(target.split('#')[0]!))
}

describe('documentation links', () => {
  const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))]

  it('finds the links it checks', () => {
    expect(relativeLinks('see [a](docs/a.md#x), [b](https://x.fr), [c](#top), `[d](no.md)`')).toEqual(['docs/a.md'])
  })

  it.each(files.map((file) => [path.relative(root, file), file]))('%s: every relative link resolves', (_name, file) => {
    const broken = relativeLinks(fs.readFileSync(file, 'utf8')).filter((target) => !fs.existsSync(path.resolve(path.dirname(file), target)))
    expect(broken).toEqual([])
  })

  it('the README is a first page, under 15 KB', () => {
    expect(fs.statSync(path.join(root, 'README.md')).size).toBeLessThan(15 * 1024)
  })
})

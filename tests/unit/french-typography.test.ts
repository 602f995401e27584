import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { formatEuros } from '@/lib/money'
import { frenchTypographyProblems, NBSP, NNBSP, withFrenchTypography } from '@/lib/typography/french'

const ok = (text: string) => expect(frenchTypographyProblems(text), text).toEqual([])
const bad = (text: string) => expect(frenchTypographyProblems(text), text).not.toEqual([])

describe('French typography (issue 33 item 12): typographic apostrophes, no-break spaces', () => {
  it('an apostrophe is ’, not a typewriter one', () => {
    ok('L’adresse de livraison n’est pas valide.')
    bad("L'adresse de livraison")
    ok(`Il a dit «${NBSP}oui${NBSP}»`)
  })

  it.each([':', ';', '!', '?'])('a no-break space (U+00A0 or U+202F) comes before « %s », never an ordinary one or none', (sign) => {
    ok(`Total${NBSP}${sign} 12`)
    ok(`Vraiment${NNBSP}${sign}`)
    bad(`Total ${sign} 12`)
    bad(`Total${sign} 12`)
    bad(`Vraiment ${sign}`)
  })

  it('leaves code-like text alone: addresses, times, queries, operators', () => {
    ok('https://www.example.fr/recherche?q=roulement&page=2')
    ok('ids=1,2,3 et a!==b')
    ok('10:30')
    ok(`Indiquez les produits${NBSP}: { lines: [{ productId, quantity }] }.`)
    ok('<th style="padding:6px 8px;text-align:')
    ok('&amp; &#39;')
    ok('Par exemple 01 23 45 67 89 ou +32 2 123 45 67')
  })

  it('guillemets hold their text with no-break spaces', () => {
    ok(`Cliquez sur «${NBSP}Valider${NBSP}»`)
    bad('Cliquez sur « Valider »')
    bad('Cliquez sur «Valider»')
  })

  it('amounts: « 1 234,50 € » with no-break spaces between thousands and before €', () => {
    ok(`1${NNBSP}234,50${NBSP}€`)
    ok(`1${NBSP}000${NBSP}000`)
    bad('1 234,50 €')
    bad(`1${NNBSP}234,50 €`)
    bad('12,00€')
    bad('La quantité ne peut pas dépasser 1 000 000.')
  })

  it('formatEuros writes amounts that way', () => {
    ok(formatEuros(1234.5))
    expect(formatEuros(1234.5).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 €')
  })

  it('withFrenchTypography corrects what the checker finds', () => {
    for (const text of ["Requête invalide : le corps n'est pas du JSON", 'Total: 1 234,50 €', 'Vraiment ?', '« Valider »']) {
      const fixed = withFrenchTypography(text)
      ok(fixed)
      // the same words and signs: only spaces and apostrophes change
      expect(fixed.replace(/\s/g, '').replace(/’/g, "'")).toBe(text.replace(/\s/g, ''))
    }
  })
})

// ---------------------------------------------------------------------------------------------------------------
// The French text sources: every messages / text module, the mails and the PDFs. Each string literal, template
// literal part and JSX text is checked; the failure lists each offending string with its file and line.

const ROOT = path.resolve(__dirname, '../..')
const NOT_TEXT = new Set(['src/features/content/RichText.tsx', 'src/features/prices/PriceText.tsx', 'src/server/search/engine/text.ts'])
const TEXT_MODULE = /\/([a-z-]*(messages|text|labels)[a-z-]*|[A-Za-z]*(Messages|Text))\.tsx?$/

// The pages and components a buyer reads, the seeded content, the mails (their layout too) and the PDFs.
const SHOWN = [
  /^src\/features\/.*\.tsx$/,
  /^src\/pages\/(?!api\/|robots|sitemap).*\.tsx$/,
  /^src\/cms\/seed\/data\/.*\.ts$/,
  /^src\/server\/mail\/(layout|templates|orderMails|quoteMails|approvalMails|team)\.ts$/,
  /^src\/server\/account-requests\/mails\.ts$/,
  /^src\/server\/documents\/pdf\.ts$/,
]
// Not prose: a media query of `sizes`, a link's scheme, a mail's inline style cut by a template expression.
const CODE_LIKE = /^\(min-width: |^(tel|mailto):$|style="|^;[a-z-]+:/

function sources(): string[] {
  const all = fs.readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).map((file) => `src/${file}`)
  const texts = all.filter((file) => TEXT_MODULE.test(file) || SHOWN.some((pattern) => pattern.test(file)))
  return [...new Set(texts)].filter((file) => !NOT_TEXT.has(file)).sort()
}

/** Every piece of text a person may read in a source file: string literals, template parts, JSX text. */
function pieces(file: string): { line: number; text: string }[] {
  const code = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: { line: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      if (!CODE_LIKE.test(node.text)) found.push({ line, text: node.text })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the French text sources follow French typography', () => {
  const files = sources()

  it('finds the text modules (API messages, consent text, mails), the pages and components, the seeded content', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/server/http/messages.ts',
        'src/lib/consent/text.ts',
        'src/server/mail/templates.ts',
        'src/server/mail/layout.ts',
        'src/features/product/ProductPage.tsx',
        'src/pages/panier.tsx',
        'src/cms/seed/data/pages.ts',
      ]),
    )
  })

  it.each(files)('%s', (file) => {
    const offences = pieces(file).flatMap(({ line, text }) =>
      frenchTypographyProblems(text).map((problem) => `${file}:${line} ${JSON.stringify(text)}: ${problem.message}`),
    )
    expect(offences).toEqual([])
  })
})

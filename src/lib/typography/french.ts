/**
 * French typography of the shop's text (interface, mails, PDFs): a typographic apostrophe (’), a non-breaking space
 * (U+00A0, or the narrow U+202F) before « : ; ! ? » and inside « », and in amounts (« 1 234,50 € »: thousands and
 * before €). A rule checked on the French text sources by tests/unit/french-typography.test.ts.
 */

export const NBSP = '\u00a0'
export const NNBSP = '\u202f'

export interface TypographyProblem {
  /** Offset of the offending character in the text. */
  index: number
  /** What is wrong and what to write instead, in French. */
  message: string
}

const NO_BREAK = `${NBSP}${NNBSP}`
// A sign ends a sentence or a label when followed by a space, the end of the text or a closing mark: `?q=`, `a:b`,
// `https://`, `!==` are not French punctuation.
const ENDS = `(?=$|[\\s${NO_BREAK}»"’)\\]])`

const RULES: { pattern: RegExp; message: string; offset?: number }[] = [
  { pattern: /\p{L}'\p{L}/gu, message: 'apostrophe droite : écrire ’', offset: 1 },
  { pattern: new RegExp(` ([:;!?])${ENDS}`, 'g'), message: 'espace ordinaire avant la ponctuation : espace insécable attendue' },
  { pattern: new RegExp(`[\\p{L}\\p{N})»’"]([:;!?])${ENDS}`, 'gu'), message: 'espace insécable attendue avant la ponctuation', offset: 1 },
  { pattern: new RegExp(`«(?![${NO_BREAK}])`, 'g'), message: 'espace insécable attendue après «' },
  { pattern: new RegExp(`(?<![${NO_BREAK}])»`, 'g'), message: 'espace insécable attendue avant »' },
  { pattern: /\d \d{3}(?!\d)/g, message: 'séparateur de milliers : espace insécable attendue', offset: 1 },
  { pattern: / €|\d€/g, message: 'espace insécable attendue avant €' },
]

// Not French prose inside French text: an HTML tag with its inline style and an entity (mails), a JSON example
// « { lines: […] } », a phone number (« +32 2 123 45 67 », « 01 23 45 67 89 »: not thousands).
const CODE = /<\/?[a-z][^>]*(?:>|$)|&#?\w+;|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|\+\d[\d ]*\d|\b0\d(?: \d\d){4}\b/gi

/** Every breach of French typography in a piece of French text (empty when correct). */
export function frenchTypographyProblems(text: string): TypographyProblem[] {
  const prose = text.replace(CODE, (code) => '_'.repeat(code.length))
  const problems: TypographyProblem[] = []
  for (const { pattern, message, offset = 0 } of RULES) {
    for (const match of prose.matchAll(pattern)) problems.push({ index: match.index + offset, message })
  }
  return problems.sort((a, b) => a.index - b.index)
}

/** The same text with its French typography corrected (what frenchTypographyProblems asks for). */
export function withFrenchTypography(text: string): string {
  let out = ''
  let last = 0
  for (const code of text.matchAll(CODE)) {
    out += fixProse(text.slice(last, code.index)) + code[0]
    last = code.index + code[0].length
  }
  return out + fixProse(text.slice(last))
}

function fixProse(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(new RegExp(`«[ ]?(?![${NO_BREAK}])`, 'g'), `«${NBSP}`)
    .replace(new RegExp(`(?<![${NO_BREAK}])[ ]?»`, 'g'), `${NBSP}»`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`)
    .replace(/(\d) ?€| €/g, (_match, digit: string | undefined) => `${digit ?? ''}${NBSP}€`)
    .replace(new RegExp(` ([:;!?])${ENDS}`, 'g'), `${NBSP}$1`)
    .replace(new RegExp(`([\\p{L}\\p{N})»’"])([:;!?])${ENDS}`, 'gu'), `$1${NBSP}$2`)
}

/**
 * A tiny, valid one-page PDF written by hand (no dependency): standard Helvetica fonts (no embedding),
 * WinAnsi-encoded text, exact xref offsets. Used for technical sheets and brochures of the demo seed.
 */

export type PdfContent = {
  title: string
  subtitle?: string
  lines: readonly string[]
  /** Accent bar colour, RGB 0–1. */
  accent?: readonly [number, number, number]
}

// Characters of WinAnsiEncoding (cp1252) outside Latin-1.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
}

/** A PDF literal string `( … )` with WinAnsi bytes (as a latin1 JS string), escaped. */
function pdfString(value: string): string {
  let out = ''
  for (const ch of value.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 63
    let byte: number
    if (ch in WIN_ANSI_EXTRA) byte = WIN_ANSI_EXTRA[ch] as number
    else if (code === 0x202f || code === 0xa0)
      byte = 0x20 // narrow / no-break spaces
    else if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0)) byte = code
    else byte = 0x3f // '?'
    const c = String.fromCharCode(byte)
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c
  }
  return `(${out})`
}

/** Greedy word wrap for Helvetica 11 pt on an A4 text width (approximate, ~92 characters). */
function wrap(line: string, width = 92): string[] {
  const words = line.split(/\s+/).filter(Boolean)
  const out: string[] = []
  let current = ''
  for (const word of words) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current || out.length === 0) out.push(current)
  return out
}

/** Builds the PDF bytes. Deterministic: same content, same bytes (fixed creation date). */
export function buildPdf(content: PdfContent): Buffer {
  const [r, g, b] = content.accent ?? [0.05, 0.33, 0.6]
  const body: string[] = []
  body.push(`${r} ${g} ${b} rg 0 800 595 42 re f`)
  body.push(`BT /F1 20 Tf 1 1 1 rg 48 812 Td ${pdfString(content.title)} Tj ET`)
  let y = 770
  if (content.subtitle) {
    body.push(`BT /F1 13 Tf 0.15 0.15 0.15 rg 48 ${y} Td ${pdfString(content.subtitle)} Tj ET`)
    y -= 28
  }
  const lines = content.lines.flatMap((l) => (l === '' ? [''] : wrap(l))).slice(0, 48)
  body.push(`BT /F2 11 Tf 0.1 0.1 0.1 rg 14 TL 48 ${y} Td`)
  lines.forEach((l, i) => body.push(`${i === 0 ? '' : 'T* '}${pdfString(l)} Tj`))
  body.push('ET')
  body.push(`${r} ${g} ${b} RG 1 w 48 60 m 547 60 l S`)
  body.push(`BT /F2 8 Tf 0.4 0.4 0.4 rg 48 46 Td ${pdfString('Document de démonstration – données fictives')} Tj ET`)
  const stream = body.join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(content.title)} /Producer (seed) /CreationDate (D:20260105090000Z) >>`,
  ]

  // Everything is a latin1 string, so string length = byte length.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xrefOffset = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF`
  return Buffer.from(out, 'latin1')
}

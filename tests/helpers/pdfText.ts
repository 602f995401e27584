/**
 * What a pdfkit PDF prints, for tests: its content streams inflated, the text of each `TJ` operator (pdfkit writes the
 * standard fonts' WinAnsi codes in hex) as one line. Enough for the shop's own documents; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib'

const WIN_ANSI = new TextDecoder('windows-1252')

/** The content streams of the PDF, inflated when compressed (others as they are). */
export function pdfStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const streams: string[] = []
  const pattern = /stream\r?\n/g
  let match: RegExpExecArray | null
  while ((match = pattern.exec(raw))) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) break
    const bytes = pdf.subarray(start, end)
    try {
      streams.push(inflateSync(bytes).toString('latin1'))
    } catch {
      streams.push(bytes.toString('latin1'))
    }
    pattern.lastIndex = end
  }
  return streams
}

/** Every line of text the PDF draws, in drawing order. */
function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = []
  for (const stream of pdfStreams(pdf)) {
    for (const [, ops] of stream.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(ops ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
      lines.push(WIN_ANSI.decode(Buffer.from(hex, 'hex')))
    }
  }
  return lines
}

/** The PDF's text in one string, lines joined by a space and spaces of any kind made plain. */
export const pdfPlainText = (pdf: Buffer): string =>
  pdfTextLines(pdf)
    .join(' ')
    .replace(/[\s\u00a0]+/g, ' ')

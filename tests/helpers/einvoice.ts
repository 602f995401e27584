/**
 * Validates e-invoices offline with the official EN 16931 artefacts kept in tests/fixtures/einvoice (EUPL 1.2): the CII
 * files against the CII D16B schema with xmllint (libxml2-utils), then every file against the business rules, the
 * compiled Schematron run by Saxon-HE (libsaxonhe-java). One JVM per syntax for the whole batch (`-s:dir -o:dir`): a
 * cold JVM takes seconds.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, PDFHexString, decodePDFRawStream } from '@cantoo/pdf-lib'

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/einvoice')
const CII_XSD = path.join(
  FIXTURES,
  'cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd',
)
const RULES = {
  cii: path.join(FIXTURES, 'cii/xslt/EN16931-CII-validation.xslt'),
  ubl: path.join(FIXTURES, 'ubl/xslt/EN16931-UBL-validation.xslt'),
}
/** Debian's libsaxonhe-java. */
const SAXON = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar'

type Syntax = 'cii' | 'ubl'
export type EinvoiceFile = { name: string; syntax: Syntax; xml: string }
/** A fatal business rule an invoice breaks: the rule's id (BR-…) and its text. */
export type Failure = { file: string; rule: string; text: string }
export type Report = { schemaErrors: Record<string, string>; fatal: Failure[]; rulesRun: Record<string, number> }

/** `<svrl:failed-assert … flag="fatal">` of an SVRL report, with the rule's id and text. */
export function fatalAsserts(svrl: string, file: string): Failure[] {
  const failures: Failure[] = []
  for (const m of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    if (!/flag="fatal"/.test(m[1])) continue
    const rule = /id="([^"]*)"/.exec(m[1])?.[1] ?? '?'
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2])?.[1]?.trim() ?? ''
    failures.push({ file, rule, text })
  }
  return failures
}

export function validateEinvoices(files: readonly EinvoiceFile[]): Report {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-'))
  try {
    const report: Report = { schemaErrors: {}, fatal: [], rulesRun: {} }
    for (const syntax of ['cii', 'ubl'] as const) {
      const batch = files.filter((f) => f.syntax === syntax)
      if (batch.length === 0) continue
      const input = path.join(dir, syntax)
      const output = path.join(dir, `${syntax}-svrl`)
      fs.mkdirSync(input)
      fs.mkdirSync(output)
      for (const f of batch) fs.writeFileSync(path.join(input, `${f.name}.xml`), f.xml)
      if (syntax === 'cii') {
        for (const f of batch) {
          try {
            execFileSync('xmllint', ['--noout', '--nonet', '--schema', CII_XSD, path.join(input, `${f.name}.xml`)], { stdio: 'pipe' })
          } catch (error) {
            report.schemaErrors[f.name] = String((error as { stderr?: Buffer }).stderr ?? error)
          }
        }
      }
      try {
        execFileSync('java', ['-cp', SAXON, 'net.sf.saxon.Transform', `-s:${input}`, `-xsl:${RULES[syntax]}`, `-o:${output}`], {
          stdio: 'pipe',
        })
      } catch (error) {
        throw new Error(`Saxon: ${String((error as { stderr?: Buffer }).stderr ?? error)}`)
      }
      for (const f of batch) {
        const svrl = fs.readFileSync(path.join(output, `${f.name}.xml`), 'utf8')
        report.rulesRun[`${syntax}/${f.name}`] = (svrl.match(/<svrl:fired-rule\b/g) ?? []).length
        report.fatal.push(...fatalAsserts(svrl, `${syntax}/${f.name}`))
      }
    }
    return report
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The files embedded in a PDF (its EmbeddedFiles name tree and the catalog's /AF): name, relationship, content. */
export async function embeddedFiles(
  pdf: Uint8Array,
): Promise<{ name: string; relationship: string | null; subtype: string | null; content: string }[]> {
  const doc = await PDFDocument.load(pdf)
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
  const list = tree?.lookupMaybe(PDFName.of('Names'), PDFArray)
  const out = []
  for (let i = 0; list && i < list.size(); i += 2) {
    const spec = list.lookup(i + 1, PDFDict)
    const nameObject = spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'))
    const name = nameObject instanceof PDFString || nameObject instanceof PDFHexString ? nameObject.decodeText() : String(nameObject)
    const relationship = spec.lookupMaybe(PDFName.of('AFRelationship'), PDFName)?.asString().replace(/^\//, '') ?? null
    const files = spec.lookup(PDFName.of('EF'), PDFDict)
    const stream = files.lookup(PDFName.of('F'))
    if (!(stream instanceof PDFRawStream)) throw new Error(`embedded file ${name}: no stream`)
    const subtype = stream.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.asString() ?? null
    out.push({ name, relationship, subtype, content: new TextDecoder().decode(decodePDFRawStream(stream).decode()) })
  }
  return out
}

/** The PDF's XMP metadata (where PDF/A and Factur-X declare themselves). */
export async function xmpMetadata(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf)
  const stream = doc.catalog.lookup(PDFName.of('Metadata'))
  if (!(stream instanceof PDFRawStream)) return ''
  return new TextDecoder().decode(decodePDFRawStream(stream).decode())
}

/** The catalog's associated files (/AF), PDF/A-3's list of what the document embeds, by file name. */
export async function associatedFiles(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf)
  const af = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray)
  const out: string[] = []
  for (let i = 0; af && i < af.size(); i++) {
    const spec = af.lookup(i, PDFDict)
    const f = spec.lookup(PDFName.of('UF')) ?? spec.lookup(PDFName.of('F'))
    out.push(f instanceof PDFString || f instanceof PDFHexString ? f.decodeText() : String(f))
  }
  return out
}

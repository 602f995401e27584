/**
 * The e-invoice files, written by @e-invoice-eu/core (docs/adr/0017-einvoice-library.md): the CII XML (the syntax
 * inside Factur-X), the UBL 2.1 XML, and the Factur-X PDF/A-3, the shop's own invoice PDF with the CII XML embedded as
 * factur-x.xml (profile EN 16931). The library validates its input against its JSON schema and throws on a bad one.
 */
import { InvoiceService, type Invoice as EinvoiceData, type Logger } from '@e-invoice-eu/core'

/** The library's notices stay out of the server's log; its errors are thrown. */
const quiet: Logger = { log: () => {}, warn: () => {}, error: () => {} }

let service: InvoiceService | undefined
const invoices = () => (service ??= new InvoiceService(quiet))

type Refusal = { errors?: { instancePath?: string; message?: string }[] }

/** The library's refusal of its input says which fields: kept in the error's message (a 5xx: the mapping's bug). */
async function generate(data: EinvoiceData, options: Parameters<InvoiceService['generate']>[1]): Promise<string | Uint8Array> {
  try {
    return await invoices().generate(data, options)
  } catch (error) {
    const fields = (error as Refusal).errors?.map((e) => `${e.instancePath} ${e.message}`)
    if (!fields?.length) throw error
    throw new Error(`E-invoice data refused (${options.format}): ${fields.join('; ')}`, { cause: error })
  }
}

const text = (out: string | Uint8Array): string => (typeof out === 'string' ? out : new TextDecoder().decode(out))

export async function ciiXml(data: EinvoiceData): Promise<string> {
  return text(await generate(data, { format: 'CII', lang: 'fr-fr', noWarnings: true }))
}

/** Peppol BIS Billing 3.0's specification identifier (BT-24) of the UBL syntax. */
const PEPPOL_BIS3 = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'

export async function ublXml(data: EinvoiceData): Promise<string> {
  const peppol = { 'ubl:Invoice': { ...data['ubl:Invoice'], 'cbc:CustomizationID': PEPPOL_BIS3 } }
  return text(await generate(peppol, { format: 'UBL', lang: 'fr-fr', noWarnings: true }))
}

/** The Factur-X PDF (EN 16931 profile) of `pdf`, the invoice as the shop draws it. */
export async function facturX(data: EinvoiceData, pdf: Uint8Array, number: string): Promise<Uint8Array> {
  const out = await generate(data, {
    format: 'Factur-X-EN16931',
    lang: 'fr-fr',
    noWarnings: true,
    pdf: { buffer: pdf, filename: `facture-${number}.pdf`, mimetype: 'application/pdf' },
  })
  if (typeof out === 'string') throw new Error('Factur-X: the library returned text, not a PDF')
  return out
}

import * as jsvatModule from 'jsvat-next'

// jsvat-next ships CommonJS whose named exports Node cannot see: take them from the default export when needed
const jsvat = (jsvatModule as { checkVAT?: unknown }).checkVAT
  ? jsvatModule
  : (jsvatModule as unknown as { default: typeof jsvatModule }).default

/** Countries the account form serves (spec §1: French-speaking buyers, partly on the Belgian market). */
export const VAT_COUNTRIES = ['FR', 'BE'] as const
export type VatCountry = (typeof VAT_COUNTRIES)[number]

export type VatNumberCheck =
  | { ok: true; vat: string; country: VatCountry; number: string }
  | { ok: false; reason: 'format' | 'checksum' | 'country' }

/** Upper case without the separators people type (spaces, dots, dashes, slashes). */
const compactVat = (value: string): string => value.toUpperCase().replace(/[\s.\-/]+/g, '')

/**
 * Offline check of a French or Belgian intra-community VAT number with jsvat-next (format and checksum), for the
 * buyer's `country`. The country prefix may be left out. jsvat-next already accepts Belgian numbers starting with 1
 * (enterprise numbers issued since 2023, `BE1…`); it only knows the 10-digit form, so the old 9-digit Belgian form
 * gets its leading 0 first, as the Belgian administration does.
 */
export function checkVatNumber(input: string, country: VatCountry): VatNumberCheck {
  let vat = compactVat(input)
  if (/^\d/.test(vat)) vat = `${country}${vat}`
  const prefix = vat.slice(0, 2)
  if (!/^[A-Z]{2}$/.test(prefix)) return { ok: false, reason: 'format' }
  // a well-formed number of another country is told apart from a typing error
  if (prefix !== country) return { ok: false, reason: /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(vat) ? 'country' : 'format' }
  if (prefix === 'BE' && /^BE\d{9}$/.test(vat)) vat = `BE0${vat.slice(2)}`
  const result = jsvat.checkVAT(vat, [jsvat.france, jsvat.belgium])
  if (!result.isValidFormat) return { ok: false, reason: 'format' }
  if (!result.isValid) return { ok: false, reason: 'checksum' }
  return { ok: true, vat, country, number: vat.slice(2) }
}

/** The SIREN inside a French VAT number made of digits (FR + 2-digit key + SIREN), else null. */
export const sirenOfVat = (vat: string): string | null => (/^FR\d{11}$/.test(vat) ? vat.slice(4) : null)

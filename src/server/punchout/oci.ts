/**
 * OCI (SAP Open Catalog Interface 4.0/5.0), the second punch-out dialect for the same sessions: the
 * buyer's browser arrives with USERNAME / PASSWORD (the buyer's credential identity and shared secret) and HOOK_URL;
 * the cart goes back as `NEW_ITEM-<FIELD>[n]` form fields posted to HOOK_URL.
 */
import { currentSetting } from '@/env'

import { formatAmount, type OrderMessageLine } from './cxmlBuild'

export type OciSetup = { username: string; password: string; hookUrl: string; target: string }

/** OCI field names are case-insensitive in practice (SAP sends them upper-case, some platforms lower-case). */
export function readOciSetup(params: Record<string, unknown>): OciSetup | null {
  const get = (name: string) => {
    const key = Object.keys(params).find((k) => k.toUpperCase() === name)
    const value = key === undefined ? undefined : params[key]
    const first: unknown = Array.isArray(value) ? value[0] : value
    // form fields are text; a JSON body may send anything else (an object, even one whose toString is not a function)
    return typeof first === 'string' ? first.trim() : typeof first === 'number' ? String(first) : ''
  }
  const setup = { username: get('USERNAME'), password: get('PASSWORD'), hookUrl: get('HOOK_URL'), target: get('~TARGET') }
  if (!setup.username || !setup.password || !setup.hookUrl || setup.hookUrl.length > 2048 || setup.username.length > 256) return null
  return setup
}

/**
 * Where the password came from: OCI platforms that can POST the form send it in the body, away from URLs (server logs,
 * browser history, the Referer of the next request). The query string alone is accepted only for the USERNAMEs listed
 * in PUNCHOUT_OCI_GET_USERNAMES (platforms that can only open a URL).
 */
export function passwordInBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  return Object.keys(body).some((k) => k.toUpperCase() === 'PASSWORD')
}

/** The USERNAMEs allowed to send their password in the query string (comma- or space-separated, case-sensitive). */
export const getAllowedUsernames = (setting: string | undefined = currentSetting('PUNCHOUT_OCI_GET_USERNAMES')): Set<string> =>
  new Set((setting ?? '').split(/[\s,]+/).filter(Boolean))

/** The OCI cart: one `NEW_ITEM-*[n]` group per line (n from 1), amounts H.T in EUR with a price unit of 1. */
export function ociFields(lines: readonly OrderMessageLine[], target: string | null | undefined): Record<string, string> {
  const fields: Record<string, string> = {}
  lines.forEach((line, index) => {
    const n = index + 1
    const set = (name: string, value: string) => (fields[`NEW_ITEM-${name}[${n}]`] = value)
    set('DESCRIPTION', line.description.slice(0, 40))
    fields[`NEW_ITEM-LONGTEXT_${n}:132[]`] = line.description
    set('QUANTITY', String(line.quantity))
    set('UNIT', line.unitOfMeasure)
    set('PRICE', formatAmount(line.unitPrice))
    set('PRICEUNIT', '1')
    set('CURRENCY', 'EUR')
    set('VENDORMAT', line.supplierPartId)
    set('EXT_PRODUCT_ID', line.supplierPartId)
    set('MATGROUP', line.unspsc)
    if (line.manufacturerName) set('MANUFACTNAME', line.manufacturerName)
    // the buyer's own material number: OCI's field for « Ma référence » (40 characters in SAP)
    if (line.buyerPartId) set('MATNR', line.buyerPartId.slice(0, 40))
  })
  if (target) fields['~TARGET'] = target
  return fields
}

import { z } from 'zod'

import { EMAIL_MAX_LENGTH, emailSchema } from '@/lib/email'
import { compactSiret, isValidSiret } from '@/lib/siret'
import { checkVatNumber, sirenOfVat, VAT_COUNTRIES } from '@/lib/vatNumber'

import {
  ACCOUNT_REQUEST_MESSAGES as M,
  type AccountRequestCode,
  type AccountRequestField,
  type AccountRequestFieldErrors,
} from './messages'

export const ACCOUNT_REQUEST_LIMITS = {
  name: 80,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  company: 120,
  street: 200,
  city: 80,
  clientNumber: 20,
  note: 1000,
} as const

const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, M.tooLong)
const optionalText = (max: number) => z.string().trim().max(max, M.tooLong).optional().default('')

/**
 * The account request form's rules, run by the form (immediate messages) and by POST /api/account-requests
 * (authoritative). The four switches are the UI state of spec §3 and decide which fields are asked:
 * - an existing client who knows their client number gives it with the company name, nothing else of the company;
 * - anyone else gives the address; a company its name, and in France its SIRET;
 * - a VAT number is asked when the buyer says they have one, checked offline (and online by the server).
 */
const accountRequestSchema = z
  .object({
    isNewClient: z.boolean(),
    isCompany: z.boolean(),
    hasVatNumber: z.boolean(),
    hasClientNumber: z.boolean(),
    civility: z.enum(['', 'M.', 'Mme']).optional().default(''),
    firstname: text(ACCOUNT_REQUEST_LIMITS.name, M.firstnameRequired),
    lastname: text(ACCOUNT_REQUEST_LIMITS.name, M.lastnameRequired),
    email: emailSchema({ required: M.emailRequired, invalid: M.invalidEmail }),
    phone: z
      .string({ error: M.phoneRequired })
      .trim()
      .min(1, M.phoneRequired)
      .max(ACCOUNT_REQUEST_LIMITS.phone, M.invalidPhone)
      .transform((value) => value.replace(/[\s.\-()]/g, '').replace(/^00/, '+'))
      // national (0 + 9 digits in France, 8 or 9 in Belgium) or international (+ country code)
      .pipe(z.string().regex(/^(0\d{8,9}|\+\d{8,15})$/, M.invalidPhone)),
    company: optionalText(ACCOUNT_REQUEST_LIMITS.company),
    country: z.enum(VAT_COUNTRIES, M.countryRequired),
    street: optionalText(ACCOUNT_REQUEST_LIMITS.street),
    postalCode: z.string().trim().max(10, M.tooLong).optional().default(''),
    city: optionalText(ACCOUNT_REQUEST_LIMITS.city),
    siret: z.string().max(30, M.invalidSiret).optional().default('').transform(compactSiret),
    vat: z.string().max(30, M.invalidVatFormat).optional().default(''),
    clientNumber: z.string().trim().max(ACCOUNT_REQUEST_LIMITS.clientNumber, M.invalidClientNumber).optional().default(''),
    note: optionalText(ACCOUNT_REQUEST_LIMITS.note),
    consent: z.literal(true, M.consentRequired),
  })
  .superRefine(
    (raw, ctx) => {
      // runs even when other fields failed (every message at once): read each value defensively
      const data = raw as Partial<Record<keyof typeof raw, unknown>>
      const str = (value: unknown): string => (typeof value === 'string' ? value : '')
      const fail = (path: AccountRequestField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      const country = data.country === 'FR' || data.country === 'BE' ? data.country : null
      const siret = str(data.siret)
      const byNumber = data.isNewClient === false && data.hasClientNumber === true
      if (byNumber) {
        const clientNumber = str(data.clientNumber)
        if (!clientNumber) fail('clientNumber', M.clientNumberRequired)
        else if (!/^[A-Za-z0-9]{3,20}$/.test(clientNumber)) fail('clientNumber', M.invalidClientNumber)
      }
      if (data.isCompany === true && !str(data.company)) fail('company', M.companyRequired)
      if (!byNumber) {
        const postalCode = str(data.postalCode)
        if (!str(data.street)) fail('street', M.streetRequired)
        if (!str(data.city)) fail('city', M.cityRequired)
        if (!postalCode) fail('postalCode', M.postalCodeRequired)
        else if (country === 'FR' && !/^\d{5}$/.test(postalCode)) fail('postalCode', M.invalidPostalCodeFR)
        else if (country === 'BE' && !/^\d{4}$/.test(postalCode)) fail('postalCode', M.invalidPostalCodeBE)
        if (data.isCompany === true && country === 'FR') {
          if (!siret) fail('siret', M.siretRequired)
          else if (!isValidSiret(siret)) fail('siret', M.invalidSiret)
        }
      }
      if (data.isCompany === true && data.hasVatNumber === true && country) {
        if (!str(data.vat).trim()) return fail('vat', M.vatRequired)
        const vat = checkVatNumber(str(data.vat), country)
        if (!vat.ok)
          return fail(
            'vat',
            vat.reason === 'country' ? M.vatWrongCountry : vat.reason === 'checksum' ? M.invalidVatChecksum : M.invalidVatFormat,
          )
        // a French VAT number is built on the SIREN, the first 9 digits of the SIRET
        const siren = sirenOfVat(vat.vat)
        if (!byNumber && siren && /^\d{14}$/.test(siret) && !siret.startsWith(siren)) fail('vat', M.vatSirenMismatch)
      }
    },
    { when: () => true },
  )
  .transform((data) => {
    const byNumber = !data.isNewClient && data.hasClientNumber
    const vat = data.isCompany && data.hasVatNumber ? checkVatNumber(data.vat, data.country) : null
    // fields the switches do not ask for are dropped: a hidden field never reaches the CMS
    return {
      ...data,
      company: data.isCompany ? data.company : '',
      siret: data.isCompany && data.country === 'FR' && !byNumber ? data.siret : '',
      vat: vat?.ok ? vat.vat : '',
      clientNumber: byNumber ? data.clientNumber.toUpperCase() : '',
      street: byNumber ? '' : data.street,
      postalCode: byNumber ? '' : data.postalCode,
      city: byNumber ? '' : data.city,
    }
  })

export type AccountRequestInput = z.input<typeof accountRequestSchema>
export type AccountRequestData = z.output<typeof accountRequestSchema>

const FIELDS = new Set<string>([
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'country',
  'street',
  'postalCode',
  'city',
  'siret',
  'vat',
  'clientNumber',
  'note',
  'consent',
  'captcha',
])

export type AccountRequestCheck =
  | { ok: true; data: AccountRequestData }
  | { ok: false; code: Exclude<AccountRequestCode, 'success'>; message: string; fields: AccountRequestFieldErrors }

/** Checks a request; on failure, the first message of each field (for the form) and the answer's code (for the API). */
export function checkAccountRequest(input: unknown): AccountRequestCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, code: 'invalid_body', message: M.invalidBody, fields: {} }
  const parsed = accountRequestSchema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields: AccountRequestFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (FIELDS.has(field)) fields[field as AccountRequestField] ??= issue.message
  }
  // a switch of the wrong type is a program's mistake, not a person's
  if (Object.keys(fields).length === 0) return { ok: false, code: 'invalid_body', message: M.invalidBody, fields }
  return { ok: false, code: 'invalid_fields', message: M.invalidFields, fields }
}

/** Offline checks of the account form: French and Belgian VAT numbers (jsvat-next) and French SIRET numbers. */
import { describe, expect, it } from 'vitest'

import { isValidSiret, luhnValid } from '@/lib/siret'
import { checkVatNumber, sirenOfVat } from '@/lib/vatNumber'
import { createOfflineVatLookup } from '@/server/vat/offline'

describe('checkVatNumber (offline, jsvat-next)', () => {
  it.each([
    ['FR40303265045', 'FR', 'FR40303265045'],
    ['fr 40 303 265 045', 'FR', 'FR40303265045'],
    ['40303265045', 'FR', 'FR40303265045'], // prefix left out: the buyer's country
    ['FRK7399859412', 'FR', 'FRK7399859412'], // key with letters (format only, as the administration allows)
    ['BE0403170701', 'BE', 'BE0403170701'],
    ['BE 0403.170.701', 'BE', 'BE0403170701'],
    ['BE403170701', 'BE', 'BE0403170701'], // old 9-digit form gets its leading 0
    ['BE1000000021', 'BE', 'BE1000000021'], // enterprise numbers issued since 2023 start with 1
    ['be1012.345.646', 'BE', 'BE1012345646'],
  ])('accepts %s (%s) as %s', (input, country, vat) => {
    expect(checkVatNumber(input, country as 'FR' | 'BE')).toMatchObject({ ok: true, vat, country })
  })

  it.each([
    ['FR00303265045', 'FR', 'checksum'],
    ['FR4030326504', 'FR', 'format'],
    ['BE0403170702', 'BE', 'checksum'],
    ['BE1000000022', 'BE', 'checksum'],
    ['BE2000000121', 'BE', 'format'], // Belgian numbers start with 0 or 1
    ['BE0403170701', 'FR', 'country'], // a Belgian number for a French company
    ['DE129273398', 'FR', 'country'],
    ['ABC', 'FR', 'format'],
    ['', 'BE', 'format'],
  ])('refuses %s (%s): %s', (input, country, reason) => {
    expect(checkVatNumber(input, country as 'FR' | 'BE')).toEqual({ ok: false, reason })
  })

  it('reads the SIREN inside a French VAT number', () => {
    expect(sirenOfVat('FR40303265045')).toBe('303265045')
    expect(sirenOfVat('FRK7399859412')).toBeNull()
    expect(sirenOfVat('BE0403170701')).toBeNull()
  })

  it('the offline lookup says valide for a good checksum and invalide otherwise, without any network', async () => {
    const lookup = createOfflineVatLookup()
    expect(lookup.kind).toBe('checksum')
    expect(await lookup.check('BE1000000021')).toEqual({ status: 'valide', source: 'checksum', vat: 'BE1000000021' })
    expect(await lookup.check('FR40303265045')).toEqual({ status: 'valide', source: 'checksum', vat: 'FR40303265045' })
    expect(await lookup.check('FR00303265045')).toMatchObject({ status: 'invalide', source: 'checksum' })
    expect(await lookup.check('DE129273398')).toMatchObject({ status: 'invalide', source: 'checksum' })
  })
})

describe('isValidSiret', () => {
  it('checks the Luhn key over 14 digits', () => {
    expect(luhnValid('73282932000074')).toBe(true)
    expect(isValidSiret('73282932000074')).toBe(true)
    expect(isValidSiret('732 829 320 00074')).toBe(true)
    expect(isValidSiret('73282932000075')).toBe(false)
    expect(isValidSiret('7328293200007')).toBe(false)
    expect(isValidSiret('7328293200007A')).toBe(false)
    expect(isValidSiret('')).toBe(false)
  })

  it("accepts La Poste's establishments by INSEE's exception (SIREN 356000000, digit sum a multiple of 5)", () => {
    expect(luhnValid('35600000000051')).toBe(false)
    expect(isValidSiret('35600000000051')).toBe(true)
    expect(isValidSiret('35600000049837')).toBe(true)
    expect(isValidSiret('35600000000048')).toBe(true) // the head office also passes Luhn
    expect(isValidSiret('35600000012345')).toBe(false) // neither rule
    expect(isValidSiret('12300000000051')).toBe(false) // the exception is La Poste's only
  })
})

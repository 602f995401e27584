import { describe, expect, it } from 'vitest'

import { deliveryChoices, isBlankAddress, startingChoice } from '@/features/cart/DeliveryAddressPicker'
import {
  ADDRESS_MESSAGES as M,
  addressErrors,
  addressKey,
  type AddressesReply,
  type DeliveryAddress,
  type SavedAddress,
} from '@/lib/account/addresses'

const LYON: DeliveryAddress = { name: 'Atelier Lyon', street: "12 rue de l'Église", postal_code: '69007', city: 'Lyon', country: 'FR' }
const saved = (id: number, extra: Partial<SavedAddress> = {}): SavedAddress => ({
  ...LYON,
  name: `Dépôt ${id}`,
  id,
  is_default: false,
  last_used_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...extra,
})
const reply = (company: DeliveryAddress | null, addresses: SavedAddress[]): AddressesReply => ({
  code: 'success',
  company,
  addresses,
  max: 50,
})

describe('de-duplication: the same delivery point written differently is one address', () => {
  it.each<[string, Partial<DeliveryAddress>]>([
    ['case', { name: 'ATELIER LYON', city: 'LYON' }],
    ['accents', { street: "12 rue de l'Eglise" }],
    ['spaces and punctuation', { street: '12,  rue de l Église ', name: ' Atelier-Lyon' }],
  ])('ignores %s', (_what, change) => {
    expect(addressKey({ ...LYON, ...change })).toBe(addressKey(LYON))
  })

  it.each<[string, Partial<DeliveryAddress>]>([
    ['another street number', { street: "14 rue de l'Église" }],
    ['another postal code', { postal_code: '69008' }],
    ['another recipient', { name: 'Atelier Villeurbanne' }],
    ['another country', { country: 'BE', postal_code: '6900' }],
  ])('tells apart %s', (_what, change) => {
    expect(addressKey({ ...LYON, ...change })).not.toBe(addressKey(LYON))
  })
})

describe('address validation: French messages, delivery in France or Belgium', () => {
  it.each<[string, Partial<Record<keyof DeliveryAddress, string>>, Record<string, string>]>([
    [
      'every field is required',
      { name: ' ', street: '', postal_code: '', city: '' },
      { name: M.name, street: M.street, postal_code: M.postal_code, city: M.city },
    ],
    ['a French postal code has 5 digits', { postal_code: '6900' }, { postal_code: M.postalCodeFormat }],
    ['a Belgian postal code has 4 digits', { country: 'BE', postal_code: '69007' }, { postal_code: M.postalCodeFormat }],
    ['no delivery outside France and Belgium', { country: 'DE' }, { country: M.country }],
  ])('%s', (_rule, change, errors) => {
    expect(addressErrors({ ...LYON, ...change })).toEqual(errors)
  })

  it('a valid address has no error', () => {
    expect(addressErrors({ ...LYON, country: 'BE', postal_code: '4020' })).toEqual({})
  })
})

describe('checkout: the address it starts from', () => {
  it("starts from the company's address when the buyer has no default, and lists the buyer's after it", () => {
    const data = reply(LYON, [saved(2, { last_used_at: '2026-11-20T00:00:00.000Z' }), saved(1)])
    expect(startingChoice(data)).toBe('company')
    expect(deliveryChoices(data).map((c) => c.value)).toEqual(['company', '2', '1'])
  })

  it("the buyer's default address wins over the company's", () => {
    expect(startingChoice(reply(LYON, [saved(2), saved(1, { is_default: true })]))).toBe('1')
  })

  it('without a company address, the last one used; with nothing, none', () => {
    expect(startingChoice(reply(null, [saved(3), saved(2)]))).toBe('3')
    expect(startingChoice(reply(null, []))).toBeNull()
  })

  it('fills only an untouched form', () => {
    expect(isBlankAddress({ name: '', street: '', postal_code: '', city: '' })).toBe(true)
    expect(isBlankAddress({ name: '', street: '', postal_code: '', city: 'Lyon' })).toBe(false)
  })
})

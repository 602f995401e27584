import { describe, expect, it } from 'vitest'

import { CHECKOUT_MESSAGES as M, validateCheckout, type CheckoutForm } from '@/lib/cart/checkout'

const valid: CheckoutForm = {
  name: 'Atelier Lambert',
  street: '12 rue des Forges',
  postal_code: '69007',
  city: 'Lyon',
  country: 'FR',
  po_reference: ' PO-1 ',
}

describe('checkout on account: delivery address and PO reference', () => {
  it('builds the POST /api/orders body (trimmed, empty PO reference → null)', () => {
    expect(validateCheckout(valid)).toEqual({
      ok: true,
      body: {
        delivery_address: { name: 'Atelier Lambert', street: '12 rue des Forges', postal_code: '69007', city: 'Lyon', country: 'FR' },
        po_reference: 'PO-1',
      },
    })
    expect(validateCheckout({ ...valid, po_reference: '' })).toMatchObject({ ok: true, body: { po_reference: null } })
  })

  it.each<[string, Partial<CheckoutForm>, Record<string, string>]>([
    [
      'every address field is required, in French',
      { name: ' ', street: '', postal_code: '', city: '' },
      { name: M.name, street: M.street, postal_code: M.postal_code, city: M.city },
    ],
    ['a French postal code has 5 digits', { postal_code: '6900' }, { postal_code: M.postalCodeFormat }],
    ['a Belgian postal code has 4 digits', { country: 'BE', postal_code: '69007' }, { postal_code: M.postalCodeFormat }],
    ['delivery only in France or Belgium', { country: 'DE' as never }, { country: M.country }],
    ['the PO reference is at most 64 characters', { po_reference: 'x'.repeat(65) }, { po_reference: M.poReferenceTooLong }],
  ])('%s', (_rule, change, errors) => {
    expect(validateCheckout({ ...valid, ...change })).toEqual({ ok: false, errors })
  })
})

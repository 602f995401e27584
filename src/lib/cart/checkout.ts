/**
 * The checkout form: delivery address and the buyer's PO reference, checked in the browser with the
 * same French messages as POST /api/orders (docs/cart-api.md), which checks them again.
 */
import { z } from 'zod'

import { CART_SERVER_ERROR, DELIVERY_FIELD_MESSAGES, PO_REFERENCE_TOO_LONG } from '@/lib/cart/messages'

export const CHECKOUT_MESSAGES = {
  ...DELIVERY_FIELD_MESSAGES,
  poReferenceTooLong: PO_REFERENCE_TOO_LONG,
  /** French postal codes have 5 digits, Belgian ones 4. */
  postalCodeFormat: 'Code postal invalide\u00a0: 5 chiffres en France, 4 en Belgique.',
  serverError: CART_SERVER_ERROR,
} as const

const M = CHECKOUT_MESSAGES

const field = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message)

const checkoutFormSchema = z
  .object({
    name: field(M.name, 120),
    street: field(M.street, 200),
    postal_code: field(M.postal_code, 12),
    city: field(M.city, 100),
    country: z.enum(['FR', 'BE'], { error: M.country }),
    po_reference: z.string().trim().max(64, M.poReferenceTooLong),
  })
  .superRefine((value, ctx) => {
    const pattern = value.country === 'BE' ? /^\d{4}$/ : /^\d{5}$/
    if (value.postal_code && !pattern.test(value.postal_code)) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: M.postalCodeFormat })
    }
  })

export type CheckoutForm = z.input<typeof checkoutFormSchema>
export type CheckoutField = keyof CheckoutForm

export type CheckoutBody = {
  delivery_address: { name: string; street: string; postal_code: string; city: string; country: 'FR' | 'BE' }
  po_reference: string | null
  /** A code of the company's cost centres (required when it has any). */
  cost_centre?: string | null
}

/** The request body of POST /api/orders (the buyer's open order), or the first French message of each invalid field. */
export function validateCheckout(
  form: CheckoutForm,
): { ok: true; body: CheckoutBody } | { ok: false; errors: Partial<Record<CheckoutField, string>> } {
  const parsed = checkoutFormSchema.safeParse(form)
  if (!parsed.success) {
    const errors: Partial<Record<CheckoutField, string>> = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as CheckoutField
      errors[key] ??= issue.message
    }
    return { ok: false, errors }
  }
  const { po_reference, ...delivery_address } = parsed.data
  return {
    ok: true,
    body: { delivery_address, po_reference: po_reference || null },
  }
}

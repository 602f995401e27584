/**
 * zod schemas of the cart, checkout and price requests (docs/cart-api.md), with their French messages. Unknown fields
 * (a `price` sent by the browser…) are stripped: amounts come from the ERP only.
 */
import { z } from 'zod'

import { MAX_CART_LINES, MAX_CART_QUANTITY, MAX_PRICE_IDS, NO_ORDER_ID } from '@/lib/cart/api'

import { invalidBody } from './errors'
import { API_MESSAGES as M } from './messages'

/** A product id as the browser sends it: a number or its string (spec §3: "id (string of product id)"). */
const productId = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,15}$/, M.invalidProductId)
        .transform(Number),
    ],
    {
      error: (issue) => (issue.input === undefined ? M.productRequired : M.invalidProductId),
    },
  )
  .pipe(
    z
      .number({ error: M.invalidProductId })
      .int(M.invalidProductId)
      .positive(M.invalidProductId)
      .max(Number.MAX_SAFE_INTEGER, M.invalidProductId),
  )

/**
 * spec §5: a number (else 'Veuillez entrer une quantité'), ≤ 1,000,000, rounded to 2 decimals. A quantity that would
 * round to 0 without being 0 (0.004) is refused: only an explicit 0 removes a line.
 */
const quantity = (min: 0 | 1) =>
  z
    .number({ error: M.quantityRequired })
    .refine(Number.isFinite, M.quantityRequired)
    .refine((q) => q === 0 || Math.abs(q) >= 0.01, M.quantityTooSmall)
    .transform((q) => Math.round(q * 100) / 100)
    // a finite number too large to round (1e308 × 100 is Infinity) is too large, in French too
    .pipe(z.number({ error: M.quantityTooLarge }).min(min, M.quantityRequired).max(MAX_CART_QUANTITY, M.quantityTooLarge))

export type LineRequest = { productId: number; quantity: number }

const formItemSchema = z.object({ product_id: productId, product_quantity: quantity(1) })
const serverItemSchema = z.object({ id: productId, quantity: quantity(1) })

/** POST /api/cart item: the spec's form `{product_id, product_quantity}` or the server-facing `{id, quantity}`. */
export const addItemSchema = z.unknown().transform((body, ctx): LineRequest => {
  const form = typeof body === 'object' && body !== null && 'product_id' in body
  const parsed = form ? formItemSchema.safeParse(body) : serverItemSchema.safeParse(body)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return z.NEVER
  }
  const d = parsed.data
  return 'product_id' in d ? { productId: d.product_id, quantity: d.product_quantity } : { productId: d.id, quantity: d.quantity }
})

/** POST /api/cart/{orderId}: `{id, quantity}`, quantity 0 removes the line. */
export const setLineSchema = z
  .object({ id: productId, quantity: quantity(0) }, { error: M.quantityRequired })
  .transform((b): LineRequest => ({ productId: b.id, quantity: b.quantity }))

/** POST /api/cart/lines: `{ lines: [{ productId, quantity }] }`, 1 to MAX_CART_LINES lines, each quantity ≥ 1. */
export const addLinesSchema = z
  .object(
    {
      lines: z
        .array(z.object({ productId, quantity: quantity(1) }, { error: M.linesRequired }), { error: M.linesRequired })
        .min(1, M.linesRequired)
        .max(MAX_CART_LINES, M.tooManyLines),
    },
    { error: M.linesRequired },
  )
  .transform((b): LineRequest[] => b.lines)

/** An order id in a path: the ERP's id (digits, letters, '-', '_') or -1 for "no current order" (spec §7). */
export const orderIdSchema = z.string({ error: M.invalidOrderId }).regex(/^(-1|[A-Za-z0-9_-]{1,64})$/, M.invalidOrderId)

export const isNoOrder = (orderId: string) => orderId === NO_ORDER_ID

/** A product id in a path. */
export const productIdParamSchema = z
  .string({ error: M.invalidProductId })
  .regex(/^[1-9]\d{0,14}$/, M.invalidProductId)
  .transform(Number)

/** GET /api/prices?ids=1,2,3: 1 to 100 distinct positive integers. */
export const priceIdsSchema = z
  .string({ error: M.invalidIds })
  .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/, M.invalidIds)
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .pipe(z.array(z.number()).min(1, M.invalidIds).max(MAX_PRICE_IDS, M.invalidIds))

const field = (key: keyof typeof M.deliveryField, max: number) =>
  z.string({ error: M.deliveryField[key] }).trim().min(1, M.deliveryField[key]).max(max, M.deliveryField[key])

/** POST /api/orders (checkout on account). */
export const checkoutSchema = z.object(
  {
    delivery_address: z.object(
      {
        name: field('name', 120),
        street: field('street', 200),
        postal_code: field('postal_code', 12),
        city: field('city', 100),
        country: z.enum(['FR', 'BE'], { error: M.deliveryField.country }),
      },
      { error: M.deliveryAddressRequired },
    ),
    po_reference: z
      .string({ error: M.poReferenceTooLong })
      .trim()
      .max(64, M.poReferenceTooLong)
      .nullish()
      .transform((v) => v || null),
    order_id: orderIdSchema.refine((id) => id !== '-1', M.invalidOrderId).optional(),
    // a code of the company's list, checked by src/server/approvals (required when the company has any)
    cost_centre: z
      .string({ error: M.invalidBody })
      .trim()
      .max(32, M.invalidBody)
      .nullish()
      .transform((v) => v || null),
  },
  { error: M.deliveryAddressRequired },
)

/** `cost_centre` is set by the shop's checkout only (a punch-out purchase order carries none). */
export type CheckoutRequest = Omit<z.infer<typeof checkoutSchema>, 'cost_centre'> & { cost_centre?: string | null }

/** spec §7: POST /api/cart "no body" empties the cart: nothing, an empty string, null or {}. */
export const isEmptyBody = (body: unknown): boolean =>
  body === undefined || body === null || body === '' || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)

/** Parses `value` or throws a 400 `invalid_body` with the first issue's French message. */
export function parse<T>(schema: z.ZodType<T, unknown>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw invalidBody(result.error.issues[0]?.message ?? M.invalidBody)
  return result.data
}

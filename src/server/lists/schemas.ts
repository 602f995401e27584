/** zod schemas of the shopping lists' requests, with their French messages. */
import { z } from 'zod'

import { MAX_CART_QUANTITY } from '@/lib/cart/api'
import { MAX_LIST_NAME } from '@/lib/lists/api'
import { LIST_MESSAGES as M } from '@/lib/lists/messages'
import { favoriteBodySchema } from '@/server/account/schemas'
import { API_MESSAGES } from '@/server/http/messages'

/** `{ name }` of a new or renamed list: 1 to 80 characters once trimmed. */
export const listNameSchema = z
  .object(
    { name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(MAX_LIST_NAME, M.nameTooLong) },
    { error: M.nameRequired },
  )
  .transform((b) => b.name)

/** A list quantity: a number above 0 (2 decimals), at most the cart's maximum; the product's rules are checked after. */
const quantity = z
  .number({ error: API_MESSAGES.quantityRequired })
  .refine(Number.isFinite, API_MESSAGES.quantityRequired)
  .transform((q) => Math.round(q * 100) / 100)
  // a finite number too large to round (1e308 × 100 is Infinity) is too large, in French too
  .pipe(
    z
      .number({ error: API_MESSAGES.quantityTooLarge })
      .min(0.01, API_MESSAGES.quantityRequired)
      .max(MAX_CART_QUANTITY, API_MESSAGES.quantityTooLarge),
  )

/** POST /api/lists/{id}/lines `{ product_id, quantity? }` (the product's minimum without a quantity). */
export const listLineSchema = z
  .object({ product_id: z.unknown(), quantity: quantity.optional() }, { error: API_MESSAGES.productRequired })
  .transform((b, ctx) => {
    const product = favoriteBodySchema.safeParse({ product_id: b.product_id })
    if (!product.success) {
      ctx.addIssue({ code: 'custom', message: product.error.issues[0]?.message ?? API_MESSAGES.invalidProductId })
      return z.NEVER
    }
    return { productId: product.data, quantity: b.quantity }
  })

/** PATCH /api/lists/{id}/lines/{productId} `{ quantity }`. */
export const listQuantitySchema = z.object({ quantity }, { error: API_MESSAGES.quantityRequired }).transform((b) => b.quantity)

/** A list id in a path. */
export const listIdSchema = z
  .string({ error: M.notFound })
  .regex(/^[1-9]\d{0,14}$/, M.notFound)
  .transform(Number)

/** zod schemas of the quick-order routes, with their French messages. */
import { z } from 'zod'

import { MAX_CART_QUANTITY } from '@/lib/cart/api'
import { MAX_QUICK_ORDER_LINES, MAX_REFERENCE_LENGTH, type LineToResolve } from '@/lib/quick-order/api'

const QUICK_ORDER_MESSAGES = {
  linesRequired: 'Indiquez les lignes à reconnaître : { lines: [{ reference, quantity }] }.',
  tooManyLines: `Une commande rapide compte au plus ${MAX_QUICK_ORDER_LINES} lignes.`,
  referenceRequired: 'Chaque ligne doit avoir une référence (64 caractères au plus).',
  quantity: 'Chaque ligne doit avoir une quantité de 0,01 à 1 000 000.',
  query: 'Indiquez le texte recherché (q), 64 caractères au plus.',
} as const

const M = QUICK_ORDER_MESSAGES

/** POST /api/quick-order/resolve: 1 to 500 lines of a reference and a quantity asked for (packed by the server). */
export const resolveSchema = z
  .object(
    {
      lines: z
        .array(
          z.object(
            {
              reference: z
                .string({ error: M.referenceRequired })
                .trim()
                .min(1, M.referenceRequired)
                .max(MAX_REFERENCE_LENGTH, M.referenceRequired),
              quantity: z.number({ error: M.quantity }).min(0.01, M.quantity).max(MAX_CART_QUANTITY, M.quantity),
            },
            { error: M.linesRequired },
          ),
          { error: M.linesRequired },
        )
        .min(1, M.linesRequired)
        .max(MAX_QUICK_ORDER_LINES, M.tooManyLines),
    },
    { error: M.linesRequired },
  )
  .transform((b): LineToResolve[] => b.lines)

/** GET /api/quick-order/suggest?q=: what the buyer is typing. */
export const suggestQuerySchema = z.string({ error: M.query }).trim().max(MAX_REFERENCE_LENGTH, M.query)

/** zod schemas of the account routes' requests, with their French messages. */
import { z } from 'zod'

import { emailSchema } from '@/lib/email'
import { API_MESSAGES } from '@/server/http/messages'

import { ACCOUNT_MESSAGES as M } from './messages'

/** POST /api/favorites `{ product_id }`: a product id, number or string of digits (spec §3 product form). */
export const favoriteBodySchema = z
  .object(
    {
      product_id: z.union(
        [
          z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          z
            .string()
            .regex(/^[1-9]\d{0,14}$/)
            .transform(Number),
        ],
        { error: API_MESSAGES.invalidProductId },
      ),
    },
    {
      error: API_MESSAGES.productRequired,
    },
  )
  .transform((body) => body.product_id)

/** POST /api/preparers `{ email }`: the e-mail of a client account of the company. */
export const preparerBodySchema = z.object(
  {
    email: emailSchema({ required: M.emailRequired, invalid: M.invalidEmail }),
  },
  { error: M.emailRequired },
)

/** A record id in a path. */
export const recordIdSchema = z
  .string({ error: M.preparerNotFound })
  .regex(/^[1-9]\d{0,14}$/, M.preparerNotFound)
  .transform(Number)

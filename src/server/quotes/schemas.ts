/** zod schemas of the quote routes' requests, with their French messages. */
import { z } from 'zod'

import { MAX_QUOTE_MESSAGE } from '@/lib/quotes/api'
import { QUOTE_MESSAGES as M } from '@/lib/quotes/messages'

/** POST /api/quotes `{ message? }`: the buyer's optional message; the lines are the cart's, read on the server. */
export const quoteRequestSchema = z
  .object(
    {
      message: z
        .string({ error: M.messageTooLong })
        .trim()
        .max(MAX_QUOTE_MESSAGE, M.messageTooLong)
        .nullish()
        .transform((v) => v || null),
    },
    { error: M.messageTooLong },
  )
  .transform((b) => b.message)

/** A quote id in a path: an unreadable one names no quote (404 like another company's). */
export const quoteIdSchema = z
  .string({ error: M.notFound })
  .regex(/^[1-9]\d{0,14}$/, M.notFound)
  .transform(Number)

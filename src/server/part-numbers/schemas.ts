/** zod schemas of the /api/part-numbers routes, with their French messages. */
import { z } from 'zod'

import { PART_NUMBER_MAX_LENGTH, PART_NUMBER_TEXT as T } from '@/lib/part-numbers/api'
import { referenceKey } from '@/lib/product/references'

/** POST /api/part-numbers/{productId} `{ reference }`: the text as typed (trimmed); an empty one removes it. */
export const partNumberBodySchema = z
  .object(
    {
      reference: z
        .string({ error: T.invalid })
        .trim()
        .max(PART_NUMBER_MAX_LENGTH, T.tooLong)
        .refine((text) => text === '' || referenceKey(text) !== '', T.invalid),
    },
    { error: T.invalid },
  )
  .transform((b) => b.reference)

/** GET /api/part-numbers?q=: what the buyer typed in the search (at most the search field's 512 characters). */
export const partNumberQuerySchema = z
  .string({ error: 'Indiquez le texte recherché (q).' })
  .max(512, 'Le texte recherché ne peut pas dépasser 512 caractères.')

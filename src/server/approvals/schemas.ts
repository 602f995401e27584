/** zod schema of an approver's decision (POST /api/approvals/{id}), with its French messages. */
import { z } from 'zod'

import { APPROVAL_ERRORS as E, MAX_COMMENT } from '@/lib/approvals/messages'

export const decisionSchema = z.object(
  {
    decision: z.enum(['approve', 'refuse'], { error: E.invalidDecision }),
    comment: z
      .string({ error: E.commentTooLong })
      .trim()
      .max(MAX_COMMENT, E.commentTooLong)
      .nullish()
      .transform((v) => v || null),
  },
  { error: E.invalidDecision },
)

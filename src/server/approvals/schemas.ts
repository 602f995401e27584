/** zod schema of an approver's decision (POST /api/approvals/{id}), with its French messages. */
import { z } from 'zod'

import { APPROVAL_ERRORS as E, MAX_COMMENT } from '@/lib/approvals/messages'
import { DomainError } from '@/server/http/errors'

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

/**
 * The approval request's id in a path (POST /api/approvals/{id}, /api/approvals/{id}/cart): digits. Anything else names
 * no request: 404 « Demande d’approbation introuvable. », as an unknown id.
 */
export function approvalIdParam(value: unknown): number {
  const result = z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number)
    .safeParse(value)
  if (!result.success) throw new DomainError(404, 'not_found', E.notFound)
  return result.data
}

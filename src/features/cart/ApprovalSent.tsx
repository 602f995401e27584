import Link from 'next/link'

import type { ApprovalView } from '@/lib/approvals/api'
import { APPROVAL_TEXT } from '@/lib/approvals/messages'
import { formatEuros } from '@/lib/money'
import { ROUTES } from '@/lib/routes'

/** After sending an order for approval: what happens next, and where to follow it. The cart is free meanwhile. */
export function ApprovalSent({ approval }: { approval: ApprovalView }) {
  return (
    <div role="status" className="rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950" data-testid="approval-sent">
      <p className="font-semibold">{APPROVAL_TEXT.sent(formatEuros(approval.total_ht))}</p>
      <Link href={ROUTES.approvals} className="mt-1 inline-block text-sm font-semibold text-brand-dark underline underline-offset-2">
        {APPROVAL_TEXT.follow}
      </Link>
    </div>
  )
}

import Link from 'next/link'

import type { ApprovalView } from '@/lib/approvals/api'
import { APPROVAL_TEXT } from '@/lib/approvals/messages'
import { formatEuros } from '@/lib/money'
import { ROUTES } from '@/lib/routes'

import { ConfirmationView } from './ConfirmationView'
import { CONFIRMATION_TEXT as T } from './messages'

/** After sending an order for approval: the order in view, what happens next, and where to follow it. The cart is free meanwhile. */
export function ApprovalSent({ approval }: { approval: ApprovalView }) {
  return (
    <div data-testid="approval-sent">
      <ConfirmationView
        tone="pending"
        testId="confirmation-view"
        title={T.pendingTitle}
        status={APPROVAL_TEXT.sent(formatEuros(approval.total_ht))}
        lines={approval.lines.map((l) => ({
          key: String(l.product_id),
          reference: l.reference,
          title: l.title,
          quantity: l.quantity,
          unit: '',
          total_ht: l.amount_ht,
        }))}
        totals={{ items: approval.amount_ht, delivery: approval.delivery_ht, total: approval.total_ht }}
        address={approval.delivery_address}
        poReference={approval.po_reference}
        next={<p>{APPROVAL_TEXT.nextSteps}</p>}
        links={
          <>
            <Link href={ROUTES.approvals} className="text-brand-dark underline underline-offset-2" data-testid="confirmation-order-link">
              {APPROVAL_TEXT.follow}
            </Link>
            <Link href={ROUTES.allProducts} className="text-brand-dark underline underline-offset-2">
              {T.continue}
            </Link>
          </>
        }
      />
    </div>
  )
}

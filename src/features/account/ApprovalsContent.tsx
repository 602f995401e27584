import { useState } from 'react'
import Link from 'next/link'

import { showToast } from '@/features/ui/toasts'
import { useCartBusy } from '@/features/cart-status/useCartBusy'
import type { ApprovalView } from '@/lib/approvals/api'
import { APPROVAL_TEXT as T } from '@/lib/approvals/messages'
import { ROUTES } from '@/lib/routes'

import { ApprovalCard } from './ApprovalCard'
import { QueryState } from './QueryState'
import { useApprovalActions, useApprovals } from './useApprovals'

function Section({
  title,
  empty,
  items,
  children,
}: {
  title: string
  empty: string
  items: ApprovalView[]
  children: (a: ApprovalView) => React.ReactNode
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-brand-ink">{title}</h2>
      {items.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-700"
          data-testid="account-empty"
        >
          {empty}
        </p>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">{items.map(children)}</ul>
      )}
    </section>
  )
}

/**
 * /mon-compte/approbations: an approver decides on the company's orders over a buyer's limit (approved: placed at
 * once; refused: with a comment the buyer reads); a buyer follows their own, and puts a refused one back in the cart.
 */
export default function ApprovalsContent() {
  const approvals = useApprovals()
  const { decide, restore } = useApprovalActions()
  const cartBusy = useCartBusy()
  const [errors, setErrors] = useState<Record<number, string>>({})
  const role = approvals.data?.role
  const list = approvals.data?.approvals ?? []
  const approver = role === 'approver'

  const onDecide = (a: ApprovalView, decision: 'approve' | 'refuse', comment: string) =>
    decide.mutate(
      { id: a.id, decision, comment },
      {
        onSuccess: (reply) => {
          setErrors((e) => ({ ...e, [a.id]: '' }))
          showToast(reply.approval.status === 'approved' ? T.approved(reply.approval.order_id ?? '') : T.refused)
        },
        onError: (error) => setErrors((e) => ({ ...e, [a.id]: error.message })),
      },
    )

  const card = (a: ApprovalView) => (
    <ApprovalCard
      key={a.id}
      approval={a}
      canDecide={approver}
      busy={decide.isPending || restore.isPending || cartBusy}
      onDecide={(decision, comment) => onDecide(a, decision, comment)}
      onRestore={a.mine ? () => restore.mutate(a.id) : undefined}
      error={errors[a.id] || null}
    />
  )

  return (
    <div className="flex flex-col gap-8" data-testid="approvals">
      <QueryState query={approvals} empty="" isEmpty={false}>
        <p className="text-slate-600">{approver ? T.introApprover : role === 'preparer' ? T.introPreparer : T.introBuyer}</p>
        {approver ? (
          <>
            <Link href={ROUTES.companyOrders} className="self-start font-semibold text-brand-dark underline underline-offset-2">
              {T.companyOrdersLink}
            </Link>
            <Section title={T.toDecide} empty={T.noneToDecide} items={list.filter((a) => a.status === 'pending')}>
              {card}
            </Section>
            <Section title={T.decided} empty={T.noneDecided} items={list.filter((a) => a.status !== 'pending')}>
              {card}
            </Section>
          </>
        ) : role === 'preparer' ? null : (
          <Section title={T.mine} empty={T.noneMine} items={list}>
            {card}
          </Section>
        )}
      </QueryState>
    </div>
  )
}

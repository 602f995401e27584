/**
 * Every order the shop's checkout places goes through here, paid on account (POST /api/orders) or by card (the
 * PaymentIntent, then the Stripe webhook): the caller's role (a preparer does not order), the cost centre (one of the
 * company's, required when it has any), then the spending limits against the order's total and the buyer's orders
 * placed this month; on account, an account without a credit line has a ceiling per order (./ceiling.ts). Within them, the order is placed; above them, on account, it waits for an approver (./requests.ts);
 * by card, it is refused before anything is charged (and not placed if a race made it go over since).
 * The check and the placement of one buyer run one at a time, on every instance (a Redis lock with REDIS_URL): two
 * orders sent together cannot both fit in what was left of the month.
 */
import type { ApprovalView, CostCentre, LimitExceeded } from '@/lib/approvals/api'
import { APPROVAL_ERRORS as E } from '@/lib/approvals/messages'
import { exceededLimits } from '@/lib/approvals/spending'
import { TRANSMIT_TEXT } from '@/lib/account/transmit'
import type { OrderView } from '@/lib/cart/api'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { checkout } from '@/server/cart/orders'
import type { CheckoutRequest } from '@/server/http/parse'
import { erp, ErpError, type ErpOrder } from '@/server/erp'
import { erpLock } from '@/server/erp/writeLock'

import { assertOrderCeiling } from './ceiling'
import { policyOf, resolveCostCentre, type Policy } from './policy'
import { askApproval } from './requests'

const perBuyer = erpLock('spending')
const oneAtATime = <T>(buyer: Buyer, fn: () => Promise<T>): Promise<T> => perBuyer(`buyer:${buyer.id}`, fn)

type Checked = { policy: Policy; cart: ErpOrder; costCentre: CostCentre | null; exceeded: LimitExceeded[] }

/** The rules of an order of the open cart (or `order_id`), checked before anything is placed or charged. */
async function check(buyer: Buyer, request: CheckoutRequest, payment: 'account' | 'card'): Promise<Checked> {
  const policy = await policyOf(buyer.id)
  if (policy.member.role === 'preparer') throw new DomainError(403, 'preparer_cannot_order', TRANSMIT_TEXT.preparerCannotOrder)
  const costCentre = resolveCostCentre(policy, request.cost_centre)
  const cart = request.order_id ? await erp().getOrder(buyer.id, request.order_id) : await erp().currentCart(buyer.id)
  if (!cart || cart.lines.length === 0) throw new ErpError('empty_cart')
  if (cart.status !== 'cart') throw new ErpError('order_not_open')
  // without a credit line, an order on account has a ceiling (a card payment is paid before it is placed)
  if (payment === 'account') {
    assertOrderCeiling(
      { type: policy.member.client.dimasys_type ?? null, creditLimit: policy.member.client.dimasys_credit_limit },
      cart.total_ht,
    )
  }
  return { policy, cart, costCentre, exceeded: exceededLimits(policy.limits, policy.monthSpent, cart.total_ht) }
}

export type CheckoutOutcome = { order: OrderView; approval?: never } | { approval: ApprovalView; order?: never }

/** Places the buyer's open order, or sends it to their company's approvers (on account only) when it is over a limit. */
export async function orderOrAskApproval(
  buyer: Buyer,
  request: CheckoutRequest,
  payment: 'account' | 'card' = 'account',
): Promise<CheckoutOutcome> {
  return oneAtATime(buyer, async () => {
    const { policy, cart, costCentre, exceeded } = await check(buyer, request, payment)
    if (exceeded.length > 0) {
      if (payment === 'card') throw new DomainError(409, 'approval_required', E.approvalRequiredCard)
      return { approval: await askApproval(buyer, policy, cart, request, costCentre, exceeded) }
    }
    const order = await checkout(buyer, { ...request, order_id: cart.id, cost_centre: costCentre?.code ?? null }, undefined, 'web', payment)
    return { order }
  })
}

/** Before a card payment is prepared: the same rules, so that nothing is charged for an order that cannot be placed. */
export async function checkCardOrder(buyer: Buyer, request: CheckoutRequest): Promise<{ costCentre: CostCentre | null }> {
  const { costCentre, exceeded } = await check(buyer, request, 'card')
  if (exceeded.length > 0) throw new DomainError(409, 'approval_required', E.approvalRequiredCard)
  return { costCentre }
}

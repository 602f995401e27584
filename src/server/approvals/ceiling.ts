/**
 * The ceiling of one order on account for an account without a credit line (spec §6: type 1, no credit indicator):
 * nothing else bounds what such an account orders (the ERP checks a credit limit only where there is one), so one
 * product × 1,000,000 would be accepted. ORDER_CEILING_WITHOUT_CREDIT (€ H.T), 50,000 by default.
 */
import { currentSetting } from '@/env'
import { APPROVAL_ERRORS as E } from '@/lib/approvals/messages'
import { hasCreditLine } from '@/lib/cart/credit'
import { DomainError } from '@/server/http/errors'

const DEFAULT_ORDER_CEILING_WITHOUT_CREDIT = 50_000

const orderCeilingWithoutCredit = (): number =>
  Number(currentSetting('ORDER_CEILING_WITHOUT_CREDIT') ?? DEFAULT_ORDER_CEILING_WITHOUT_CREDIT)

/** Refuses (409 order_ceiling_exceeded, in French) an order of `totalHt` over the ceiling, for an account without credit. */
export function assertOrderCeiling(account: { type: number | null; creditLimit: number | null | undefined }, totalHt: number): void {
  if (hasCreditLine(account.type, account.creditLimit)) return
  const ceiling = orderCeilingWithoutCredit()
  if (totalHt > ceiling) throw new DomainError(409, 'order_ceiling_exceeded', E.orderCeiling(ceiling))
}

/**
 * Company roles, spending limits, cost centres and approvals: the shapes shared by the API routes and the UI
 * (GET /api/spending, GET/POST /api/approvals, GET /api/company-orders, POST /api/orders when approval is needed).
 * Amounts are H.T, delivery included, as the ERP computes them.
 */
import type { DeliveryAddress, OrderView } from '@/lib/cart/api'

/** The `clients.role` values (the CMS field), and the view models' names for them. */
export const ROLE_VALUES = ['acheteur', 'preparateur', 'approbateur'] as const
export type RoleValue = (typeof ROLE_VALUES)[number]
export type CompanyRole = 'buyer' | 'preparer' | 'approver'

const ROLE_OF_VALUE: Record<RoleValue, CompanyRole> = { acheteur: 'buyer', preparateur: 'preparer', approbateur: 'approver' }

/** A missing or unknown value is a buyer: every account ordered before roles existed. */
export const companyRoleOf = (value: string | null | undefined): CompanyRole =>
  value && value in ROLE_OF_VALUE ? ROLE_OF_VALUE[value as RoleValue] : 'buyer'

/** A company's cost centre (« centre de coût »): the code goes with the order, the label is what buyers read. */
export type CostCentre = { code: string; label: string }

/** A buyer's spending limits in euros H.T; null = no limit. */
export type SpendingLimits = { per_order: number | null; monthly: number | null }

/** GET /api/spending: what the cart page and /mon-compte show before an order. */
export type SpendingReply = {
  code: 'success'
  role: CompanyRole
  limits: SpendingLimits
  /** Total H.T of the buyer's orders placed this calendar month (Paris time). */
  month_spent: number
  /** The company's cost centres: one must be chosen at checkout when there is any. */
  cost_centres: CostCentre[]
  /** Whether someone else in the company can approve an order of the caller above a limit. */
  has_approver: boolean
}

export type ApprovalStatus = 'pending' | 'approved' | 'refused'
export type LimitExceeded = 'per_order' | 'monthly'

type ApprovalLine = {
  product_id: number
  reference: string | null
  title: string | null
  quantity: number
  unit_price_ht: number
  amount_ht: number
}

/** An order waiting for (or decided by) an approver of the buyer's company. */
export type ApprovalView = {
  id: number
  status: ApprovalStatus
  buyer: { id: number; name: string; email: string }
  /** The caller asked for it (an approver never decides their own). */
  mine: boolean
  created_at: string
  amount_ht: number
  delivery_ht: number
  total_ht: number
  lines: ApprovalLine[]
  cost_centre: CostCentre | null
  po_reference: string | null
  delivery_address: DeliveryAddress
  /** The limits the order went over when it was asked for, with the month's spending before it. */
  exceeded: LimitExceeded[]
  limits: SpendingLimits
  month_spent: number
  comment: string | null
  decided_by: string | null
  decided_at: string | null
  /** The order placed once approved. */
  order_id: string | null
  /** When a refused order's lines were put back in the buyer's cart (once). */
  restored_at: string | null
}

export type ApprovalsReply = { code: 'success'; role: CompanyRole; approvals: ApprovalView[] }
export type ApprovalReply = { code: 'success'; approval: ApprovalView }
export type ApprovalDecision = 'approve' | 'refuse'
/** POST /api/approvals/{id}/cart: the refused order's lines back in the buyer's cart (`order`). */
export type RestoreReply = { code: 'success'; approval: ApprovalView; order: OrderView | null }

/** POST /api/orders: placed (201), or sent to the company's approvers (202). */
export type CheckoutReply = { code: 'success'; order: OrderView } | { code: 'approval_pending'; approval: ApprovalView }

/** One row of the company's orders page: a placed order, or an order waiting for approval or refused. */
export type CompanyOrderView = {
  /** `order:{id}` or `approval:{id}`. */
  key: string
  order_id: string | null
  approval_id: number | null
  buyer: { id: number; name: string; email: string }
  date: string
  total_ht: number
  cost_centre: CostCentre | null
  po_reference: string | null
  /** French label: « Enregistrée », « Expédiée »…, « En attente d'approbation », « Refusée ». */
  state: string
}

export type CompanyOrdersReply = {
  code: 'success'
  societe: { id: number; raison_sociale: string }
  orders: CompanyOrderView[]
}

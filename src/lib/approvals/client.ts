/** The roles, spending and approval routes as the browser calls them (credentials sent, `{ code, message }` failures as ApiError). */
import { call, post } from '@/lib/apiClient'

import type { ApprovalDecision, ApprovalReply, ApprovalsReply, CompanyOrdersReply, RestoreReply, SpendingReply } from './api'

export const approvalsApi = {
  spending: () => call<SpendingReply>('/api/spending'),
  approvals: () => call<ApprovalsReply>('/api/approvals'),
  decide: (id: number, decision: ApprovalDecision, comment: string) =>
    post<ApprovalReply>(`/api/approvals/${id}`, { decision, comment: comment.trim() || null }),
  restore: (id: number) => post<RestoreReply>(`/api/approvals/${id}/cart`),
  companyOrders: () => call<CompanyOrdersReply>('/api/company-orders'),
}

/** React Query keys, per buyer: another account logged in later never sees these. */
export const approvalKeys = {
  root: (userId: string | number) => ['approvals', String(userId)] as const,
  spending: (userId: string | number) => ['approvals', String(userId), 'spending'] as const,
  list: (userId: string | number) => ['approvals', String(userId), 'list'] as const,
  companyOrders: (userId: string | number) => ['approvals', String(userId), 'company-orders'] as const,
}

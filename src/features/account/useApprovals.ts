import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'

import { useCartStore } from '@/features/cart'
import { SESSION_QUERY_KEY, useClientSession } from '@/features/session/useClientSession'
import { showToast } from '@/features/ui/toasts'
import type { ApprovalDecision } from '@/lib/approvals/api'
import { approvalKeys, approvalsApi } from '@/lib/approvals/client'
import { APPROVAL_TEXT } from '@/lib/approvals/messages'
import { CART_MUTATION_KEY, CART_QUERY_ROOT } from '@/lib/cart/queryKeys'
import { retryCartRead } from '@/lib/cart/client'
import { ROUTES } from '@/lib/routes'
import { useUiStore } from '@/stores/ui'

import { ACCOUNT_TEXT } from './messages'

/** GET /api/approvals: an approver's company's orders waiting for a decision (then the latest decided), or the buyer's own. */
export function useApprovals() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: approvalKeys.list(user?.id ?? 'visitor'),
    queryFn: approvalsApi.approvals,
    enabled: user !== null,
    retry: retryCartRead,
  })
}

/** GET /api/company-orders: every order of the approver's company. */
export function useCompanyOrders() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: approvalKeys.companyOrders(user?.id ?? 'visitor'),
    queryFn: approvalsApi.companyOrders,
    enabled: user !== null,
    retry: retryCartRead,
  })
}

/** Approve or refuse (with a comment), and « Remettre dans mon panier »; the lists are refreshed after each. */
export function useApprovalActions() {
  const { user } = useClientSession()
  const queryClient = useQueryClient()
  const store = useCartStore()
  const showBanner = useUiStore((s) => s.showBanner)
  const router = useRouter()
  const refresh = () => queryClient.invalidateQueries({ queryKey: approvalKeys.root(user?.id ?? 'visitor') })

  const decide = useMutation({
    mutationFn: ({ id, decision, comment }: { id: number; decision: ApprovalDecision; comment: string }) =>
      approvalsApi.decide(id, decision, comment),
    onSettled: refresh,
  })
  const restore = useMutation({
    // a cart call like the others: the cart's steppers wait for it (spec §4 cart interaction)
    mutationKey: CART_MUTATION_KEY,
    mutationFn: approvalsApi.restore,
    onSuccess: async (reply) => {
      // the lines are in the server's cart: the local cart follows it, as after « Reprendre ce panier »
      const { loadServerOrder } = await import('@/features/cart/useCartCalls')
      if (reply.order) loadServerOrder(store, queryClient, user, reply.order)
      // a confirmation toast like every other one (a banner would push the header down)
      showToast(APPROVAL_TEXT.restored, { label: ACCOUNT_TEXT.preparers.goToCart, onClick: () => void router.push(ROUTES.cart) })
    },
    onError: (error) => showBanner({ type: 'error', message: error.message }),
    onSettled: () => {
      void refresh()
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT })
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
  return { decide, restore }
}

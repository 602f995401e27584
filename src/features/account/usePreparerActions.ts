import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'

import { useCartStore } from '@/features/cart'
import { SESSION_QUERY_KEY, useClientSession } from '@/features/session/useClientSession'
import { showToast } from '@/features/ui/toasts'
import { accountApi } from '@/lib/account/client'
import { accountKeys } from '@/lib/account/queryKeys'
import { CART_MUTATION_KEY, CART_QUERY_ROOT } from '@/lib/cart/queryKeys'
import { ROUTES } from '@/lib/routes'
import { useUiStore } from '@/stores/ui'

import { ACCOUNT_TEXT } from './messages'

const T = ACCOUNT_TEXT.preparers

/** Add or remove a preparer, and « Reprendre ce panier »; the list is refreshed after each. */
export function usePreparerActions() {
  const { user } = useClientSession()
  const queryClient = useQueryClient()
  const store = useCartStore()
  const showBanner = useUiStore((s) => s.showBanner)
  const router = useRouter()
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.preparers(user?.id ?? 'visitor') })

  const add = useMutation({ mutationFn: accountApi.addPreparer, onSuccess: refresh })
  const remove = useMutation({ mutationFn: accountApi.removePreparer, onSettled: refresh })
  const takeover = useMutation({
    // a cart call like the others: the cart's steppers wait for it (spec §4 cart interaction)
    mutationKey: CART_MUTATION_KEY,
    mutationFn: accountApi.takeover,
    onSuccess: async (reply) => {
      // the cart's loader of a server order, imported on demand like the cart's other inner files
      const { loadServerOrder } = await import('@/features/cart/useCartCalls')
      loadServerOrder(store, queryClient, user, reply.order)
      // a confirmation toast like every other one (a banner would push the header down)
      showToast(T.takenOver(reply.moved, reply.skipped), { label: T.goToCart, onClick: () => void router.push(ROUTES.cart) })
    },
    onError: (error) => showBanner({ type: 'error', message: error.message }),
    onSettled: () => {
      void refresh()
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT })
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
  return { add, remove, takeover }
}

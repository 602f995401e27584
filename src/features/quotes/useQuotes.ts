import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { useCartStore } from '@/features/cart'
import { SESSION_QUERY_KEY, useClientSession } from '@/features/session/useClientSession'
import { showToast } from '@/features/ui/toasts'
import { CART_MUTATION_KEY, CART_QUERY_ROOT } from '@/lib/cart/queryKeys'
import { retryCartRead } from '@/lib/cart/client'
import type { QuoteReply, QuoteView } from '@/lib/quotes/api'
import { quoteKeys, quotesApi } from '@/lib/quotes/client'
import { ROUTES } from '@/lib/routes'
import { useUiStore } from '@/stores/ui'

import { QUOTES_TEXT as T } from './messages'

/** The company's quotes (GET /api/quotes). */
export function useQuotes() {
  const { user } = useClientSession()
  return useQuery({ queryKey: quoteKeys.all(user?.id ?? 'visitor'), queryFn: quotesApi.list, enabled: user !== null, retry: retryCartRead })
}

/** One quote (GET /api/quotes/{id}): another company's answers 404. */
export function useQuote(id: number) {
  const { user } = useClientSession()
  return useQuery({
    queryKey: quoteKeys.one(user?.id ?? 'visitor', id),
    queryFn: () => quotesApi.get(id),
    enabled: user !== null,
    retry: retryCartRead,
  })
}

/**
 * « Accepter le devis » and « Refuser le devis ». Accepting is a cart call like the others (the cart's steppers wait
 * for it): the server's cart, at the quoted prices, replaces the local one; a banner links to the cart. A refusal (an
 * expired quote…) shows the server's French message.
 */
export function useQuoteDecision() {
  const { user } = useClientSession()
  const queryClient = useQueryClient()
  const store = useCartStore()
  const showBanner = useUiStore((s) => s.showBanner)
  const userId = user?.id ?? 'visitor'
  const refresh = () => queryClient.invalidateQueries({ queryKey: quoteKeys.all(userId) })
  // the quote as the server answered it, shown at once
  const show = (quote: QuoteView) => queryClient.setQueryData<QuoteReply>(quoteKeys.one(userId, quote.id), { code: 'success', quote })

  const accept = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: quotesApi.accept,
    onSuccess: async (reply) => {
      show(reply.quote)
      // the cart's loader of a server order, imported on demand like the cart's other inner files
      const { loadServerOrder } = await import('@/features/cart/useCartCalls')
      loadServerOrder(store, queryClient, user, reply.order)
      showBanner({
        type: 'success',
        message: T.accepted + (reply.skipped.length > 0 ? T.skipped(reply.skipped.length) : ''),
        link: { href: ROUTES.cart, label: T.goToCart },
      })
    },
    onError: (error) => showBanner({ type: 'error', message: error.message }),
    onSettled: () => {
      void refresh()
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT })
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
  const decline = useMutation({
    mutationFn: quotesApi.decline,
    onSuccess: (reply) => {
      show(reply.quote)
      showToast(T.declined)
    },
    onError: (error) => showBanner({ type: 'error', message: error.message }),
    onSettled: () => void refresh(),
  })
  return { accept, decline }
}

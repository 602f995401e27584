import { useMutation, useQueryClient } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { showToast } from '@/features/ui/toasts'
import { QUOTE_MESSAGES } from '@/lib/quotes/messages'
import { quoteKeys, quotesApi } from '@/lib/quotes/client'

/** « Demander un devis » (POST /api/quotes): the server reads the cart's lines; a toast confirms with the quote's number. */
export function useQuoteRequest() {
  const { user } = useClientSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: quotesApi.request,
    onSuccess: (reply) => {
      showToast(QUOTE_MESSAGES.requested(reply.quote.number))
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all(user?.id ?? 'visitor') })
    },
  })
}

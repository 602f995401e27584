import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { TransmitReply } from '@/lib/account/transmit'
import { post } from '@/lib/apiClient'

/** « Transmettre à l'acheteur »: POST /api/preparers/transmit; the account area's lists are refreshed. */
export function useTransmitCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => post<TransmitReply>('/api/preparers/transmit'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  })
}

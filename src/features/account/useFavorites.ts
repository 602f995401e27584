import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { showToast } from '@/features/ui/toasts'
import type { FavoritesReply } from '@/lib/account/api'
import { accountApi } from '@/lib/account/client'
import { accountKeys } from '@/lib/account/queryKeys'
import { retryCartRead } from '@/lib/cart/client'
import { useUiStore } from '@/stores/ui'

import { ACCOUNT_TEXT } from './messages'

/** The buyer's favourites: one query shared by every heart of the page and by /mon-compte/favoris. */
export function useFavorites() {
  const { user } = useClientSession()
  return useQuery({
    queryKey: accountKeys.favorites(user?.id ?? 'visitor'),
    queryFn: accountApi.favorites,
    enabled: user !== null,
    retry: retryCartRead,
    staleTime: 60_000,
  })
}

/** Adds or removes a favourite; the list follows the server's answer, a toast confirms, a failure shows the error banner. */
export function useToggleFavorite() {
  const { user } = useClientSession()
  const queryClient = useQueryClient()
  const showBanner = useUiStore((s) => s.showBanner)
  const key = accountKeys.favorites(user?.id ?? 'visitor')
  return useMutation({
    mutationFn: async ({ productId, favorite }: { productId: number; favorite: boolean }) => {
      if (favorite) await accountApi.addFavorite(productId)
      else await accountApi.removeFavorite(productId)
    },
    onMutate: async ({ productId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<FavoritesReply>(key)
      // removing shows at once; adding waits for the server's product summary
      if (before && !favorite)
        queryClient.setQueryData<FavoritesReply>(key, { ...before, favorites: before.favorites.filter((f) => f.product.id !== productId) })
      return { before }
    },
    onSuccess: (_data, { favorite }) => {
      showToast(favorite ? ACCOUNT_TEXT.favorites.added : ACCOUNT_TEXT.favorites.removed)
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
      showBanner({ type: 'error', message: ACCOUNT_TEXT.favorites.failed })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

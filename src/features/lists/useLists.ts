import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { useClientSession } from '@/features/session/useClientSession'
import { retryCartRead } from '@/lib/cart/client'
import type { ListDetail, ListReply } from '@/lib/lists/api'
import { listKeys, listsApi } from '@/lib/lists/client'

/** The company's lists (GET /api/lists); `enabled` false until needed (« Ajouter à une liste » asks when opened). */
export function useLists(enabled = true) {
  const { user } = useClientSession()
  return useQuery({
    queryKey: listKeys.all(user?.id ?? 'visitor'),
    queryFn: listsApi.all,
    enabled: enabled && user !== null,
    retry: retryCartRead,
    staleTime: 30_000,
  })
}

/** One list with its lines (GET /api/lists/{id}): another company's answers 404. */
export function useList(id: number) {
  const { user } = useClientSession()
  return useQuery({
    queryKey: listKeys.one(user?.id ?? 'visitor', id),
    queryFn: () => listsApi.get(id),
    enabled: user !== null,
    retry: retryCartRead,
  })
}

/**
 * Every change of a list: the server's list replaces the cached one, and the lists' summaries are refreshed. Each
 * caller says what confirms it (a toast) or shows the server's French refusal.
 */
export function useListChanges() {
  const { user } = useClientSession()
  const queryClient = useQueryClient()
  const userId = user?.id ?? 'visitor'
  const store = (list: ListDetail) => queryClient.setQueryData<ListReply>(listKeys.one(userId, list.id), { code: 'success', list })
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKeys.all(userId), exact: true })
  const changed = { onSuccess: (reply: ListReply) => store(reply.list), onSettled: refresh }

  return {
    create: useMutation({ mutationFn: listsApi.create, ...changed }),
    rename: useMutation({ mutationFn: ({ id, name }: { id: number; name: string }) => listsApi.rename(id, name), ...changed }),
    remove: useMutation({
      mutationFn: listsApi.remove,
      onSuccess: (_reply, id) => queryClient.removeQueries({ queryKey: listKeys.one(userId, id) }),
      onSettled: refresh,
    }),
    addLine: useMutation({
      mutationFn: ({ id, productId }: { id: number; productId: number }) => listsApi.addLine(id, productId),
      ...changed,
    }),
    setQuantity: useMutation({
      mutationFn: ({ id, productId, quantity }: { id: number; productId: number; quantity: number }) =>
        listsApi.setQuantity(id, productId, quantity),
      ...changed,
    }),
    removeLine: useMutation({
      mutationFn: ({ id, productId }: { id: number; productId: number }) => listsApi.removeLine(id, productId),
      ...changed,
    }),
  }
}

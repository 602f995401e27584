import { useState } from 'react'
import { useQueries } from '@tanstack/react-query'

import { useAddresses } from '@/features/addresses/useAddresses'
import { useSpending } from '@/features/company/useSpending'
import { useClientSession } from '@/features/session/useClientSession'
import { cartApi, retryCartRead } from '@/lib/cart/client'
import { cartKeys } from '@/lib/cart/queryKeys'
import { useCartSyncState } from '@/stores/cartSyncState'

import { useCart } from './CartProvider'
import { firstAnswerIn } from './rules/cartArrival'
import { useCredit } from './useCredit'
import { useCurrentOrder, useCurrentOrderId } from './useCurrentOrder'

/**
 * /panier (issue 33 item 4): true once everything that sets the page's layout has answered a first time — the order
 * sync (which lines), each line's product (title, references, stock), the order (totals, quotes, line totals), the
 * credit, the spending limits and the delivery addresses. Until then the page keeps its loading status, so the cart
 * arrives in one piece and nothing already painted moves (a line growing when its product answered pushed the rest
 * of the page down: a layout shift of 0.049 on a phone). The queries start here, in parallel; the components read
 * the same cache. Once true it stays true: later refreshes and changes show in place.
 */
export function useCartArrived(): boolean {
  const { user } = useClientSession()
  const syncedFor = useCartSyncState((s) => s.syncedFor)
  const synced = user !== null && syncedFor === user.id
  const { items } = useCart()
  const order = useCurrentOrder(useCurrentOrderId())
  const credit = useCredit()
  const spending = useSpending()
  const addresses = useAddresses(!user?.coupa)
  const products = useQueries({
    queries: items.map((item) => ({
      queryKey: cartKeys.product(item.id),
      queryFn: () => cartApi.product(item.id),
      retry: retryCartRead,
      enabled: synced,
    })),
  })
  const now = synced && [order, credit, spending, addresses, ...products].every(firstAnswerIn)
  const [arrived, setArrived] = useState(now)
  if (now && !arrived) setArrived(true)
  return arrived || now
}

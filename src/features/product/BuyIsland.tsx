import dynamic from 'next/dynamic'

import { useSessionUser } from '@/features/session/useSessionUser'
import type { BuyingRules } from '@/lib/cart/buyingRules'

// logged-in only: visitors never download the stepper, the cart calls or React Query mutations
const AddToCart = dynamic(() => import('@/features/cart/AddToCart'), { ssr: false })

type Props = { productId: number; buying: BuyingRules; saleUnit?: string | null; lacksStock: boolean }

/** spec §6: a visitor sees no stepper; a logged-in buyer gets the quantity stepper and 'Ajouter au panier'. */
export function BuyIsland(props: Props) {
  const user = useSessionUser()
  if (!user) return null
  return <AddToCart {...props} />
}

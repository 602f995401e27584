import dynamic from 'next/dynamic'

import { useSessionUser } from '@/features/session/useSessionUser'

// logged-in only: a visitor never downloads the heart, its queries or its mutation
const FavoriteButton = dynamic(() => import('./FavoriteButton'), { ssr: false })

/** Where a product page or card shows the favourite heart: nothing for a visitor (and in the static HTML). */
export function FavoriteIsland({ productId, className }: { productId: number; className?: string }) {
  const user = useSessionUser()
  if (!user) return null
  return <FavoriteButton productId={productId} className={className} />
}

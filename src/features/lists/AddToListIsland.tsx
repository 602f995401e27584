import dynamic from 'next/dynamic'

import { useSessionUser } from '@/features/session/useSessionUser'

// logged-in only: a visitor never downloads the button, its queries or its mutations
const AddToListButton = dynamic(() => import('./AddToListButton'), { ssr: false })

/** Where a product page or card offers « Ajouter à une liste »: nothing for a visitor (and in the static HTML). */
export function AddToListIsland({
  productId,
  className,
  wrapperClassName,
}: {
  productId: number
  className?: string
  wrapperClassName?: string
}) {
  const user = useSessionUser()
  if (!user) return null
  return <AddToListButton productId={productId} className={className} wrapperClassName={wrapperClassName} />
}

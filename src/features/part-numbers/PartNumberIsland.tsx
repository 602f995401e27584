import dynamic from 'next/dynamic'

import { useSessionUser } from '@/features/session/useSessionUser'

// logged-in only: a visitor never downloads the editor, its queries or its mutation
const PartNumberEditor = dynamic(() => import('./PartNumberEditor'), { ssr: false })

/** Where the product page shows « Ma référence »: nothing for a visitor (and in the static HTML). */
export function PartNumberIsland({ productId }: { productId: number }) {
  const user = useSessionUser()
  if (!user) return null
  return <PartNumberEditor productId={productId} />
}

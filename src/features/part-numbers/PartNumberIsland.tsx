import dynamic from 'next/dynamic'

import { useClientSession } from '@/features/session/useClientSession'
import { useHydrated } from '@/lib/use-hydrated'

// logged-in only: a visitor never downloads the editor, its queries or its mutation
const PartNumberEditor = dynamic(() => import('./PartNumberEditor'), { ssr: false })

/** Where the product page shows « Ma référence »: nothing for a visitor (and in the static HTML). */
export function PartNumberIsland({ productId }: { productId: number }) {
  const { user } = useClientSession()
  const hydrated = useHydrated()
  if (!hydrated || !user) return null
  return <PartNumberEditor productId={productId} />
}

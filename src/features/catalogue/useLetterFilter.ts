import { useRouter } from 'next/router'
import { useCallback } from 'react'

import { parseLetterParam } from './letters'
import { useHydrated } from '@/lib/use-hydrated'

/** Letter of /partenaires in the URL (`?lettre=S`, shareable): spec §3 letter; null = 'Tout'. */
export function useLetterFilter() {
  const router = useRouter()
  const ready = useHydrated() && router.isReady
  const letter = ready ? parseLetterParam(router.query.lettre) : null

  const setLetter = useCallback(
    (next: string | null) => {
      const { lettre: _lettre, ...rest } = router.query
      void router.push({ pathname: router.pathname, query: next ? { ...rest, lettre: next } : rest }, undefined, {
        shallow: true,
        scroll: false,
      })
    },
    [router],
  )
  return { letter, setLetter, ready }
}

import { useCallback, useEffect, useRef } from 'react'

import type { SearchClientConfig } from '@/lib/search/types'

import { SEARCH_SETTLED_MS } from './nextSearchRouter'
import { logSettledSearch } from './searchLog'
import type { DropdownResult } from './useDropdownSearch'

/**
 * The header dropdown's settled searches: the hits of a query shown for SEARCH_SETTLED_MS without a
 * new keystroke, or followed at once (a hit opened, 'Voir plus', the form submitted: call the returned `settle`).
 * A query still loading is not a search yet.
 */
export function useDropdownSearchLog(config: SearchClientConfig, result: DropdownResult): () => void {
  const shown = useRef<DropdownResult | null>(null)

  const settle = useCallback(() => {
    const done = shown.current
    shown.current = null
    if (done)
      logSettledSearch({
        query: done.query,
        nbHits: done.nbHits,
        filters: [],
        index: config.indexName,
        queryID: done.queryID,
        source: 'dropdown',
      })
  }, [config.indexName])

  useEffect(() => {
    shown.current = result.status === 'done' ? result : null
    if (!shown.current) return
    const timer = setTimeout(settle, SEARCH_SETTLED_MS)
    return () => clearTimeout(timer)
  }, [result, settle])

  return settle
}

import { useEffect, useMemo, useState } from 'react'

import { createSearchClient } from '@/lib/search/client'
import { DROPDOWN_HITS, type SearchClientConfig } from '@/lib/search/types'

import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, type SearchHit } from './hitView'

export type DropdownResult = {
  status: 'loading' | 'done' | 'error'
  query: string
  hits: SearchHit[]
  nbHits: number
  queryID: string | undefined
}

/**
 * Search as you type for the header dropdown (spec §2, §9: 10 hits): one query per keystroke through the official
 * lite client, an answer to an older query never replacing a newer one.
 */
export function useDropdownSearch(config: SearchClientConfig, query: string): DropdownResult {
  const client = useMemo(() => createSearchClient(config), [config])
  const [result, setResult] = useState<DropdownResult>({ status: 'loading', query: '', hits: [], nbHits: 0, queryID: undefined })

  useEffect(() => {
    let current = true
    client
      .searchForHits<SearchHit>({
        requests: [
          {
            indexName: config.indexName,
            query,
            hitsPerPage: DROPDOWN_HITS,
            clickAnalytics: true,
            highlightPreTag: HIGHLIGHT_PRE_TAG,
            highlightPostTag: HIGHLIGHT_POST_TAG,
          },
        ],
      })
      .then(({ results }) => {
        const r = results[0]
        if (!current || !r) return
        setResult({ status: 'done', query, hits: r.hits.slice(0, DROPDOWN_HITS), nbHits: r.nbHits ?? r.hits.length, queryID: r.queryID })
      })
      .catch(() => {
        if (current) setResult({ status: 'error', query, hits: [], nbHits: 0, queryID: undefined })
      })
    return () => {
      current = false
    }
  }, [client, config.indexName, query])

  // a newer query is on its way: the previous hits stay while it loads
  return result.query === query ? result : { ...result, status: 'loading' }
}

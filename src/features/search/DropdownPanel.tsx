import { useEffect, type RefObject } from 'react'
import Link from 'next/link'

import { PartNumberHitItem } from '@/features/part-numbers/PartNumberHitItem'
import { usePartNumberSearch } from '@/features/part-numbers/usePartNumbers'
import { searchPath } from '@/lib/routes'
import type { SearchClientConfig } from '@/lib/search/types'

import { HitItem } from './HitItem'
import { toHitView } from './hitView'
import { sendHitClicked, sendHitConverted } from './insights'
import { SEARCH_MESSAGES } from './messages'
import { useDropdownSearch } from './useDropdownSearch'
import { useDropdownSearchLog } from './useDropdownSearchLog'

type Props = {
  id: string
  config: SearchClientConfig
  query: string
  onFollow: () => void
  /** Set here to what logs the search shown (the form calls it on submit: a settled search). */
  settleRef?: RefObject<(() => void) | null>
}

/**
 * The header search's dropdown (spec §2): up to 10 hits in a fixed-height scrollable panel, 'Voir plus' to the
 * results page, 'Aucun résultat trouvé.' without hits. Loaded on the first focus of the field (its own chunk).
 */
export default function DropdownPanel({ id, config, query, onFollow, settleRef }: Props) {
  const result = useDropdownSearch(config, query)
  const settle = useDropdownSearchLog(config, result)
  useEffect(() => {
    if (!settleRef) return
    settleRef.current = settle
    return () => {
      settleRef.current = null
    }
  }, [settleRef, settle])
  // the buyer's own part numbers first (their company's only, looked up by the shop's server, never in the index)
  const { hits: partHits, settled: partSettled } = usePartNumberSearch(query)
  const mine = new Set(partHits.map((h) => `product-${h.product.id}`))
  const hits = result.hits.filter((hit) => !mine.has(hit.objectID))
  // empty once both lookups have answered: never « Aucun résultat trouvé. » under (or before) a « Ma référence » hit
  const empty = result.status === 'done' && partSettled && hits.length === 0 && partHits.length === 0
  return (
    <div
      id={id}
      role="region"
      aria-label={SEARCH_MESSAGES.dropdownLabel}
      data-testid="search-dropdown"
      data-status={result.status}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white text-brand-ink shadow-xl"
    >
      <p role="status" aria-live="polite" className="sr-only">
        {result.status === 'done' ? SEARCH_MESSAGES.count(result.nbHits) : ''}
      </p>
      {empty ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600" data-testid="search-dropdown-empty">
          {SEARCH_MESSAGES.noHits}
        </p>
      ) : result.status === 'error' ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">{SEARCH_MESSAGES.error}</p>
      ) : (
        <ul className="h-96 divide-y divide-slate-100 overflow-y-auto overscroll-contain" aria-busy={result.status === 'loading'}>
          {partHits.map((hit) => (
            <li key={`mine-${hit.product.id}`}>
              <PartNumberHitItem
                hit={hit}
                onFollow={() => {
                  settle()
                  onFollow()
                }}
              />
            </li>
          ))}
          {hits.map((hit, index) => (
            <li key={hit.objectID}>
              <HitItem
                hit={toHitView(hit)}
                variant="compact"
                onFollow={() => {
                  sendHitClicked(config, { objectID: hit.objectID, queryID: result.queryID, position: index + 1 })
                  // a brochure's download is the search's conversion
                  if (hit.algolia_type === 'brochure') sendHitConverted(config, { objectID: hit.objectID, queryID: result.queryID })
                  settle()
                  onFollow()
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm">
        <span className="text-slate-600">{result.status === 'done' && !empty ? SEARCH_MESSAGES.count(result.nbHits) : ''}</span>
        <Link
          href={searchPath(query)}
          onClick={() => {
            settle()
            onFollow()
          }}
          className="font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          {SEARCH_MESSAGES.more}
        </Link>
      </div>
    </div>
  )
}

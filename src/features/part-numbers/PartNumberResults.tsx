import { PART_NUMBER_TEXT as T } from '@/lib/part-numbers/api'

import { PartNumberHitItem } from './PartNumberHitItem'
import { usePartNumberHits } from './usePartNumbers'

/**
 * The results page's « Mes références »: products whose part number of the buyer's company matches the search, above
 * the public results (logged-in buyers, loaded on demand; nothing when none matches).
 */
export default function PartNumberResults({ query }: { query: string }) {
  const hits = usePartNumberHits(query)
  if (hits.length === 0) return null
  return (
    <section
      aria-labelledby="mes-references"
      className="mb-6 rounded-lg border border-brand/30 bg-white shadow-sm"
      data-testid="part-number-results"
    >
      <h2 id="mes-references" className="border-b border-slate-200 px-4 py-2 text-sm font-bold text-brand-ink">
        {T.hitsTitle}
      </h2>
      <ul className="divide-y divide-slate-100">
        {hits.map((hit) => (
          <li key={hit.product.id}>
            <PartNumberHitItem hit={hit} size={64} />
          </li>
        ))}
      </ul>
    </section>
  )
}

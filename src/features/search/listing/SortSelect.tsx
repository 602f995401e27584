import { useId } from 'react'

import { SORT_OPTIONS } from '@/lib/catalogue/listing'
import type { SortParam } from '@/lib/catalogue/types'

import { showListTop } from './ListingSection'

/** 'Trier par' select: A-Z (default), Z-A, Référence. */
export function SortSelect({ value, onChange }: { value: SortParam; onChange: (value: SortParam) => void }) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Trier par
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          onChange(e.target.value as SortParam)
          // the list in its new order, from its top (spec §2)
          showListTop()
        }}
        className="min-h-11 rounded border border-slate-300 bg-white px-3 py-2 text-sm text-brand-ink"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.param} value={o.param}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

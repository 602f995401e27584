import type { SortParam } from '@/lib/catalogue/types'

/** Listing sort choices: label (spec §9 default 'A-Z') ↔ URL value (`?tri=`). */
export const SORT_OPTIONS = [
  { label: 'A-Z', param: 'a-z' },
  { label: 'Z-A', param: 'z-a' },
  { label: 'Référence', param: 'reference' },
] as const satisfies readonly { label: string; param: SortParam }[]

export const SORT_PARAMS = SORT_OPTIONS.map((o) => o.param) as [SortParam, ...SortParam[]]
/** spec §3/§9 sorting: 'A-Z' (`?tri=a-z`) by default. */
export const DEFAULT_SORT_PARAM: SortParam = 'a-z'

/** Products per listing page, and the most the API hands out at once. */
export const PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 48

export const clampPage = (page: number, totalPages: number): number => Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages))

/**
 * Page numbers to show: the first, the last and `around` pages each side of the current one; a gap is `null`
 * (rendered as an ellipsis): 1 … 5 [6] 7 … 17. Up to 7 pages, all are shown.
 */
export function pageItems(current: number, totalPages: number, around = 1): (number | null)[] {
  if (totalPages <= 1) return [1]
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1) // few pages: all of them
  const page = clampPage(current, totalPages)
  const wanted = new Set<number>([1, totalPages])
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= totalPages) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev === 2)
      out.push(prev + 1) // a gap of one page: show the page, not '…'
    else if (prev !== undefined && p - prev > 2) out.push(null)
    out.push(p)
  })
  return out
}

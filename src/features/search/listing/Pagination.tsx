import Link, { type LinkProps } from 'next/link'

import { pageItems } from '@/lib/catalogue/listing'

import { showListTop } from './ListingSection'

type Props = { page: number; totalPages: number; hrefFor: (page: number) => LinkProps['href'] }

const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 text-sm font-medium'

// the next page is shown from the top of the list, its heading focused (spec §2)
const toListTop = () => showListTop({ focusList: true })

/** Accessible pagination: links (shareable URLs), the current page marked with aria-current. */
export function Pagination({ page, totalPages, hrefFor }: Props) {
  if (totalPages <= 1) return null
  const items = pageItems(page, totalPages)
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              href={hrefFor(page - 1)}
              shallow
              scroll={false}
              onClick={toListTop}
              rel="prev"
              aria-label="Page précédente"
              className={`${base} border-slate-300 hover:border-brand hover:text-brand`}
            >
              <span aria-hidden="true">‹</span>&nbsp;Précédent
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} border-slate-200 text-slate-400`}>
              <span aria-hidden="true">‹</span>&nbsp;Précédent
            </span>
          )}
        </li>
        {items.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${base} border-brand bg-brand text-white`}>
                  {p}
                </span>
              ) : (
                <Link
                  href={hrefFor(p)}
                  shallow
                  scroll={false}
                  onClick={toListTop}
                  aria-label={`Page ${p}`}
                  className={`${base} border-slate-300 hover:border-brand hover:text-brand`}
                >
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              href={hrefFor(page + 1)}
              shallow
              scroll={false}
              onClick={toListTop}
              rel="next"
              aria-label="Page suivante"
              className={`${base} border-slate-300 hover:border-brand hover:text-brand`}
            >
              Suivant&nbsp;<span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} border-slate-200 text-slate-400`}>
              Suivant&nbsp;<span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}

import type { ReactNode } from 'react'

type Props = {
  title: string
  ready: boolean
  busy: boolean
  /** The search runs the listing (false: the server's first page, its controls acting through the address). */
  live?: boolean
  count: string
  controls?: ReactNode
  filters?: ReactNode
  children: ReactNode
}

/** Grid of a listing's cards: the same before (static HTML) and after the search has loaded. */
export const LISTING_GRID_CLASS = 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3'

/** The frame of a product listing, the same before (static HTML) and after the search has loaded. */
export function ListingSection({ title, ready, busy, live = false, count, controls, filters, children }: Props) {
  return (
    // data-ready: the controls act (hydrated; once the search runs, it has answered); tests wait for it
    <section
      aria-labelledby="liste-produits"
      className="mt-10"
      data-testid="product-listing"
      data-ready={ready ? 'true' : 'false'}
      data-search={live ? 'live' : 'static'}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="liste-produits" className="text-2xl font-bold text-brand-ink">
            {title}
          </h2>
          <p className="text-sm text-slate-600" data-testid="product-count">
            {count}
          </p>
        </div>
        {controls}
      </div>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <div>{filters}</div>
        <div aria-busy={busy} className={`transition-opacity ${busy ? 'opacity-60' : ''}`}>
          {children}
        </div>
      </div>
    </section>
  )
}

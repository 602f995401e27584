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

const HEADING_ID = 'liste-produits'

/**
 * Spec §2: a route change scrolls to the top; for a listing, to the top of the list. A page link or a new sort changes
 * the address without Next's scroll (shallow, the search applies it): the list is shown from its top when its top has
 * left the screen, and `focusList` puts a screen reader at the list's heading (a page link, not the sort select: its
 * arrows change the sort one step at a time).
 */
export function showListTop({ focusList = false } = {}): void {
  const heading = document.getElementById(HEADING_ID)
  const section = heading?.closest('section')
  if (!heading || !section) return
  const top = section.getBoundingClientRect().top
  if (top < 0 || top > window.innerHeight) section.scrollIntoView({ block: 'start' })
  if (focusList) heading.focus({ preventScroll: true })
}

/** The frame of a product listing, the same before (static HTML) and after the search has loaded. */
export function ListingSection({ title, ready, busy, live = false, count, controls, filters, children }: Props) {
  return (
    // data-ready: the controls act (hydrated; once the search runs, it has answered); tests wait for it
    <section
      aria-labelledby={HEADING_ID}
      // below the sticky header (and the desktop search bar) once scrolled to
      className="mt-10 scroll-mt-20 lg:scroll-mt-32"
      data-testid="product-listing"
      data-ready={ready ? 'true' : 'false'}
      data-search={live ? 'live' : 'static'}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-brand-ink outline-none">
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

import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { SEARCH_MESSAGES } from './messages'

type ViewProps = { children: ReactNode; onClear?: (() => void) | null }

/**
 * The panel's open state when it outlives its view: a listing's static facets hand over to the search's (the same
 * panel, still open on a phone, when a filter chosen before the search loaded brings it in).
 */
export const FilterPanelOpenContext = createContext<readonly [boolean, (open: boolean) => void] | null>(null)

/**
 * The facets' column: always shown from 1024px; below, a 'Filtres' button opens them in a panel over the page
 * (closed by its button, 'Voir les résultats' or Escape; the page behind does not scroll).
 */
export function FilterPanelView({ children, onClear }: ViewProps) {
  const local = useState(false)
  const [open, setOpen] = useContext(FilterPanelOpenContext) ?? local
  const id = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (!open) {
      if (wasOpen.current) toggle.current?.focus()
      wasOpen.current = false
      return
    }
    wasOpen.current = true
    close.current?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    // the panel is a phone's: a window grown to the desktop layout shows the column instead
    const wide = window.matchMedia('(min-width: 1024px)')
    const onWide = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onWide)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKey)
      wide.removeEventListener('change', onWide)
    }
  }, [open, setOpen])
  return (
    <aside aria-label={SEARCH_MESSAGES.filters}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
        className="w-full rounded border border-slate-300 px-4 py-2 text-left text-sm font-semibold text-brand-ink lg:hidden"
        data-testid="filters-toggle"
      >
        {SEARCH_MESSAGES.filters}
      </button>
      <div
        id={id}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? SEARCH_MESSAGES.filters : undefined}
        data-testid="filters-panel"
        data-open={open ? 'true' : 'false'}
        className={open ? 'fixed inset-0 z-50 flex flex-col bg-white lg:static lg:z-auto lg:block lg:bg-transparent' : 'hidden lg:block'}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:hidden">
          <p className="text-lg font-semibold text-brand-ink">{SEARCH_MESSAGES.filters}</p>
          <button ref={close} type="button" onClick={() => setOpen(false)} className="min-h-11 px-3 text-sm font-semibold text-brand-dark">
            {SEARCH_MESSAGES.closeFilters}
          </button>
        </div>
        <div className={open ? 'flex-1 overflow-y-auto px-4 lg:flex-none lg:overflow-visible lg:px-0' : undefined}>
          {children}
          {onClear ? (
            <button type="button" onClick={onClear} className="mt-4 text-sm font-semibold text-brand-dark underline underline-offset-4">
              {SEARCH_MESSAGES.clearFilters}
            </button>
          ) : null}
        </div>
        <div className="border-t border-slate-200 p-4 lg:hidden">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="w-full rounded bg-brand-dark px-4 py-3 text-sm font-semibold text-white hover:bg-brand-ink"
          >
            {SEARCH_MESSAGES.showResults}
          </button>
        </div>
      </div>
    </aside>
  )
}

/**
 * Back and forward bring the buyer back where they were (issue 33 item 5): the page's scroll position is kept for each
 * entry of the tab's history when the buyer leaves it, and put back when Back or Forward returns to it, once the page
 * is tall enough (a results page loads its hits after it is shown). Any other route change opens at the top (spec §2).
 * Next's pages router keys each history entry (`history.state.key`); an entry without one is keyed by its address.
 */

/** How long a page coming back may take to grow tall enough for its old position. */
const RESTORE_WITHIN_MS = 5000
/** What the buyer does that ends a restoring: their own scroll wins. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

type HistoryState = { key?: unknown } | null

export const entryKey = (state: HistoryState, href: string): string => (state && typeof state.key === 'string' ? state.key : href)

/** Scrolls to `y` now, or as soon as the page is tall enough; the buyer scrolling or a timeout stops the wait. */
export function scrollBackTo(y: number, within = RESTORE_WITHIN_MS): () => void {
  const root = document.documentElement
  const reachable = () => root.scrollHeight - window.innerHeight >= y - 1
  window.scrollTo(0, y)
  if (reachable()) return () => undefined
  let done = false
  const stop = () => {
    if (done) return
    done = true
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of OWN_SCROLL) window.removeEventListener(type, stop, true)
  }
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y)
    if (reachable()) stop()
  })
  observer.observe(document.body)
  const timer = window.setTimeout(stop, within)
  for (const type of OWN_SCROLL) window.addEventListener(type, stop, { capture: true, passive: true })
  return stop
}

/**
 * The positions of the tab's history entries. `leaving()` before a route change, `arrived()` once it is done: true
 * when the entry now shown is one the buyer has left before (Back or Forward: Next gives each pushed entry a new key)
 * and its position was put back, so the caller does not scroll to the top. The entry shown is followed here, not read
 * from `history.state` when leaving: on Back the browser has already changed it when the route change starts.
 */
export function createScrollMemory() {
  const positions = new Map<string, number>()
  const current = () => entryKey(window.history.state as HistoryState, window.location.href)
  let shown = current()
  let stopRestoring: () => void = () => undefined
  return {
    leaving(): void {
      stopRestoring()
      positions.set(shown, window.scrollY)
    },
    arrived(): boolean {
      const key = current()
      const back = key !== shown ? positions.get(key) : undefined
      shown = key
      if (back === undefined) return false
      stopRestoring = scrollBackTo(back)
      return true
    },
  }
}

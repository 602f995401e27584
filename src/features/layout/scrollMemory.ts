/**
 * Back and forward bring the buyer back where they were (issue 33 item 5): the page's scroll position is kept for each
 * entry of the tab's history when the buyer leaves it, and put back when Back or Forward returns to it, once the page
 * is tall enough (a results page loads its hits after it is shown). Any other route change opens at the top (spec §2).
 * Next's pages router keys each history entry (`history.state.key`); an entry without one is keyed by its address.
 */

/** How long a page coming back may take to grow tall enough for its old position. */
const RESTORE_WITHIN_MS = 10_000
/** What the buyer does that ends a restoring: their own scroll wins. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

type HistoryState = { key?: unknown } | null

const entryKey = (state: HistoryState, href: string): string => (state && typeof state.key === 'string' ? state.key : href)

/** Whether a completed route change's address is the one in the address bar (its path and query). */
function shownAddress(url: string): boolean {
  const done = new URL(url, window.location.href)
  return done.pathname === window.location.pathname && done.search === window.location.search
}

/** How long the position must hold, the page tall enough, before the restoring ends. */
const HELD_MS = 500

/**
 * Scrolls to `y` on every frame until the page is tall enough and the position has held for HELD_MS: the page coming
 * back may still be the one left when the route change completes (React commits it next, and Next then scrolls it to
 * the top), and its results grow after that. The buyer scrolling, or a timeout, ends it.
 */
function scrollBackTo(y: number, within = RESTORE_WITHIN_MS): () => void {
  const root = document.documentElement
  const reachable = () => root.scrollHeight - window.innerHeight >= y - 1
  const started = performance.now()
  let heldSince: number | null = null
  let frame = 0
  let done = false
  const stop = () => {
    if (done) return
    done = true
    window.cancelAnimationFrame(frame)
    for (const type of OWN_SCROLL) window.removeEventListener(type, stop, true)
  }
  const step = (now: number) => {
    if (done) return
    if (Math.abs(window.scrollY - y) > 1) {
      window.scrollTo(0, y)
      heldSince = null
    } else if (reachable()) {
      heldSince ??= now
    }
    if ((heldSince !== null && now - heldSince >= HELD_MS) || now - started >= within) return stop()
    frame = window.requestAnimationFrame(step)
  }
  for (const type of OWN_SCROLL) window.addEventListener(type, stop, { capture: true, passive: true })
  window.scrollTo(0, y)
  frame = window.requestAnimationFrame(step)
  return stop
}

/**
 * The positions of the tab's history entries. `popped()` on the browser's popstate (Back or Forward: the entry returned
 * to is then in `history.state`), `leaving()` before a route change, `arrived()` once it is done: true when the route
 * change was that Back or Forward and the entry's position, kept when the buyer left it, was put back, so the caller
 * does not scroll to the top. A Back is told by the popstate, not by the entry's key having changed: a buyer (or a
 * test) going back before the product page has come leaves the list on screen, its entry never changed for this
 * memory, and the list still has to come back where it was (Next renders it again and scrolls it to the top). The
 * entry on screen is followed here, not read from `history.state` when leaving: on Back the browser has already
 * changed it when the route change starts. A Back while the product page is still rendering (its address pushed, its
 * commit not yet done) starts a second route change before the first completes: the first one's late completion is for
 * an address no longer shown and is passed over, and the second start keeps the position taken when the list was left.
 */
export function createScrollMemory() {
  const positions = new Map<string, number>()
  const current = () => entryKey(window.history.state as HistoryState, window.location.href)
  let shown = current()
  let returningTo: string | null = null
  let stopRestoring: () => void = () => undefined
  /** No route change under way since the last one completed: the page on screen is the entry `shown`. */
  let settled = true
  return {
    popped(): void {
      returningTo = current()
    },
    leaving(): void {
      stopRestoring()
      if (settled) positions.set(shown, window.scrollY)
      settled = false
    },
    /** `url`: the completed route change's address. True when the caller must not scroll to the top. */
    arrived(url: string): boolean {
      // a stale completion (a Back came while its page rendered): the Back's own route change completes next
      if (!shownAddress(url)) return true
      settled = true
      const key = current()
      const back = returningTo === key ? positions.get(key) : undefined
      returningTo = null
      shown = key
      if (back === undefined) return false
      stopRestoring = scrollBackTo(back)
      return true
    },
  }
}

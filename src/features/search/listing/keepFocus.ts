/**
 * Keyboard focus across the hand-over from a listing's static controls to the search's: the element a buyer was on
 * (a facet value, the sort) is replaced by its twin, which gets the focus back instead of the page losing it.
 */

const GIVE_UP_MS = 10_000

/** A selector for the focused control inside `container`, or null when focus is elsewhere or on nothing we keep. */
export function focusKeyOf(container: HTMLElement | null): string | null {
  const active = typeof document === 'undefined' ? null : document.activeElement
  if (!container || !(active instanceof HTMLElement) || !container.contains(active)) return null
  if (active instanceof HTMLSelectElement) return 'select'
  const facet = active.closest('[data-testid^="facet-"]')?.getAttribute('data-testid')
  const value = active.getAttribute('data-value')
  if (active instanceof HTMLInputElement && facet && value !== null) {
    return `[data-testid="${CSS.escape(facet)}"] input[data-value="${CSS.escape(value)}"]`
  }
  return null
}

/** Focuses the element matching `selector` in `container` once it is there, unless the buyer has gone elsewhere. */
export function keepFocusAcross(container: HTMLElement | null, selector: string): void {
  if (!container) return
  // the control the buyer is on, about to be replaced: its twin is another element with the same selector
  const previous = document.activeElement
  const attempt = (): boolean => {
    const target = container.querySelector<HTMLElement>(selector)
    if (!target || target === previous || !target.isConnected) return false
    const active = document.activeElement
    // the buyer moved on, outside the listing: leave it
    if (active && active !== document.body && active !== previous && !container.contains(active)) return true
    if (active !== target) target.focus({ preventScroll: true })
    return true
  }
  if (attempt()) return
  const observer = new MutationObserver(() => {
    if (attempt()) stop()
  })
  const timer = window.setTimeout(() => stop(), GIVE_UP_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(container, { childList: true, subtree: true })
}

import { useEffect, useState } from 'react'

import { DESKTOP_MIN_WIDTH_PX, HEADER_SCROLL_THROTTLE_MS, nextHeaderHidden } from './headerState'

/**
 * Desktop (≥1024px) header hiding: hidden after scrolling down beyond 150px, shown again on scrolling up.
 * The scroll handler runs at most every 100 ms (leading and trailing call), and the header never hides while
 * `paused` (a menu is open).
 */
export function useHideOnScroll(paused: boolean): boolean {
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    if (paused) return
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`)
    let previousY = window.scrollY
    let lastRun = 0
    let trailing: ReturnType<typeof setTimeout> | undefined

    const update = (): void => {
      lastRun = Date.now()
      trailing = undefined
      const y = window.scrollY
      const from = previousY
      previousY = y
      // The updater runs later, during render: it must not read the mutable previousY.
      if (!desktop.matches) setHidden(false)
      else setHidden((current) => nextHeaderHidden(current, from, y))
    }
    const onScroll = (): void => {
      const wait = HEADER_SCROLL_THROTTLE_MS - (Date.now() - lastRun)
      if (wait <= 0) update()
      else trailing ??= setTimeout(update, wait)
    }
    const onMediaChange = (): void => {
      if (!desktop.matches) setHidden(false)
    }

    window.addEventListener('scroll', onScroll, { passive: true })
    desktop.addEventListener('change', onMediaChange)
    return () => {
      window.removeEventListener('scroll', onScroll)
      desktop.removeEventListener('change', onMediaChange)
      if (trailing !== undefined) clearTimeout(trailing)
    }
  }, [paused])

  // Never hidden while a menu is open.
  return hidden && !paused
}

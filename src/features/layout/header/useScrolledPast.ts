import { useEffect, useState } from 'react'

/**
 * Whether the page is scrolled beyond `px` (false on the server and at first render). Passive listener, state
 * changes only when the threshold is crossed.
 */
export function useScrolledPast(px: number, enabled = true): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const update = (): void => setPast(window.scrollY > px)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [px, enabled])
  return past
}

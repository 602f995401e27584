import { useEffect } from 'react'
import { useRouter } from 'next/router'

import { useUiStore } from '@/stores/ui'

/** The main menu closes when the window grows to the desktop layout (px, Tailwind `lg`). */
const MENU_DESKTOP_BREAKPOINT_PX = 1024

/**
 * Main menu side effects that need no router (also used by the app router's 404 shell):
 * - while open, blocks page scroll (body overflow hidden, previous value restored on close) and marks the body
 *   so the support chat widget moves up;
 * - closes when the window is resized to 1024px or wider (the mobile panel is hidden there).
 */
export function useMenuLock(): void {
  const isMenuOpen = useUiStore((state) => state.isMenuOpen)
  const closeMenu = useUiStore((state) => state.closeMenu)

  useEffect(() => {
    if (!isMenuOpen) return
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    // The support chat widget is shifted up while the menu is open (globals.css, body[data-menu-open]).
    body.dataset.menuOpen = ''
    return () => {
      body.style.overflow = previousOverflow
      delete body.dataset.menuOpen
    }
  }, [isMenuOpen])

  useEffect(() => {
    if (!isMenuOpen) return
    const handleResize = (): void => {
      if (window.innerWidth >= MENU_DESKTOP_BREAKPOINT_PX) closeMenu()
    }
    window.addEventListener('resize', handleResize)
    return () => {
      window.removeEventListener('resize', handleResize)
    }
  }, [isMenuOpen, closeMenu])
}

/** `useMenuLock` plus: the menu closes on router `routeChangeStart` (pages router shell, `_app`). */
export function useMenuBehaviour(): void {
  useMenuLock()
  const closeMenu = useUiStore((state) => state.closeMenu)
  const { events } = useRouter()

  useEffect(() => {
    const handleRouteChangeStart = (): void => {
      closeMenu()
    }
    events.on('routeChangeStart', handleRouteChangeStart)
    return () => {
      events.off('routeChangeStart', handleRouteChangeStart)
    }
  }, [events, closeMenu])
}

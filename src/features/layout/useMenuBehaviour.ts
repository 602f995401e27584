import { useEffect } from 'react';
import { useRouter } from 'next/router';

import { useUiStore } from '../../stores/ui';

/** The main menu closes when the window grows past this width (px). */
export const MENU_DESKTOP_BREAKPOINT_PX = 1024;

/**
 * Main menu side effects:
 * - while open, blocks page scroll (body overflow hidden, previous value restored on close) and marks the body
 *   so the support chat widget moves up;
 * - closes on router `routeChangeStart`;
 * - closes when the window is resized past 1024px.
 */
export function useMenuBehaviour(): void {
  const isMenuOpen = useUiStore((state) => state.isMenuOpen);
  const closeMenu = useUiStore((state) => state.closeMenu);
  const { events } = useRouter();

  useEffect(() => {
    if (!isMenuOpen) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    // The support chat widget is shifted up while the menu is open (globals.css, body[data-menu-open]).
    body.dataset.menuOpen = '';
    return () => {
      body.style.overflow = previousOverflow;
      delete body.dataset.menuOpen;
    };
  }, [isMenuOpen]);

  useEffect(() => {
    const handleRouteChangeStart = (): void => {
      closeMenu();
    };
    events.on('routeChangeStart', handleRouteChangeStart);
    return () => {
      events.off('routeChangeStart', handleRouteChangeStart);
    };
  }, [events, closeMenu]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const handleResize = (): void => {
      if (window.innerWidth > MENU_DESKTOP_BREAKPOINT_PX) closeMenu();
    };
    window.addEventListener('resize', handleResize);
    return () => {
      window.removeEventListener('resize', handleResize);
    };
  }, [isMenuOpen, closeMenu]);
}

import { startTransition, useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react'
import Link from 'next/link'

import type { MainMenuData } from '@/lib/layout/types'

import { DIRECT_LINKS, FLYOUTS, MENU_HOVER_DELAY_MS, MENU_TRIGGER_CLASS, type FlyoutValue, type MenuHandover } from './menuLinks'

type MenuProps = { menu: MainMenuData; handover?: MenuHandover }

const DESKTOP = '(min-width: 1024px)'
const loadMenu = () => import('./DesktopMenu').then((mod) => mod.default)

/** When the browser has a moment (Safari has no requestIdleCallback). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 200)
  return () => window.clearTimeout(id)
}

/** The bar's entries in order: its triggers and direct links (what the menu's arrows move between). */
const entriesOf = (nav: HTMLElement | null): HTMLElement[] => Array.from(nav?.querySelectorAll<HTMLElement>('ul button, ul a[href]') ?? [])

/**
 * The desktop menu bar. The static HTML and the hydration render a plain copy of the bar (the same markup and classes
 * as Radix's NavigationMenu, closed); the menu itself (Radix, its flyouts) is loaded and swapped in when a desktop
 * browser is idle, or at once when the buyer reaches for the bar first. Radix sets its state while mounting, which
 * renders the menu a second time in one uninterruptible task: on a phone, where the bar is hidden, that never happens,
 * and its code stays out of the page's first JavaScript.
 */
export function DesktopNav({ menu }: { menu: MainMenuData }) {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null)
  const [handover, setHandover] = useState<MenuHandover | undefined>(undefined)
  const navRef = useRef<HTMLElement>(null)
  const wanted = useRef(false)

  const swap = (next?: MenuHandover) => {
    if (next) setHandover(next)
    if (wanted.current) return
    wanted.current = true
    void loadMenu().then((component) =>
      startTransition(() => {
        // the entry that has the focus when the menu arrives keeps it (an idle swap while the buyer is on the bar)
        const focused = entriesOf(navRef.current).indexOf(navRef.current?.ownerDocument.activeElement as HTMLElement)
        if (focused >= 0) setHandover((current) => ({ ...current, focusIndex: focused }))
        setMenu(() => component)
      }),
    )
  }

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP)
    let cancel: (() => void) | null = null
    const schedule = () => {
      if (desktop.matches && !cancel) cancel = whenIdle(() => swap())
    }
    schedule()
    desktop.addEventListener('change', schedule)
    return () => {
      desktop.removeEventListener('change', schedule)
      cancel?.()
    }
  }, [])

  if (Menu) return <Menu menu={menu} handover={handover} />

  const entries = (): HTMLElement[] => entriesOf(navRef.current)
  const flyoutOf = (event: SyntheticEvent): FlyoutValue | undefined =>
    (event.target as HTMLElement).closest<HTMLElement>('[data-flyout]')?.dataset.flyout as FlyoutValue | undefined
  const labels: Record<FlyoutValue, string> = {
    expertises: menu.expertises.label,
    catalogues: menu.catalogues.label,
    actualites: 'Actualités',
  }

  return (
    <nav
      ref={navRef}
      aria-label="Menu principal"
      data-orientation="horizontal"
      dir="ltr"
      className="hidden lg:block"
      // the pointer resting on a trigger opens its flyout after the usual delay, once the menu is there
      onPointerOver={(event) => swap({ open: flyoutOf(event), openAfterMs: MENU_HOVER_DELAY_MS })}
      onFocus={(event) => swap({ focusIndex: entries().indexOf(event.target as HTMLElement) })}
      // the menu's keyboard model until it is there (Radix: arrows between the entries, no wrapping; Home, End)
      onKeyDown={(event) => {
        const all = entries()
        const at = all.indexOf(event.target as HTMLElement)
        const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 }[event.key]
        if (at < 0 || to === undefined) return
        event.preventDefault()
        all[Math.min(Math.max(to, 0), all.length - 1)]?.focus()
      }}
    >
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className="flex items-center xl:gap-1" dir="ltr">
          {FLYOUTS.map((value) => (
            <li key={value}>
              <button
                type="button"
                data-state="closed"
                aria-expanded="false"
                data-flyout={value}
                className={MENU_TRIGGER_CLASS}
                // a tap or a click opens the flyout at once, as on the menu
                onClick={() =>
                  swap({ open: value, focusIndex: entries().indexOf(navRef.current?.ownerDocument.activeElement as HTMLElement) })
                }
              >
                {labels[value]}
                <span aria-hidden="true" className="hidden xl:inline">
                  ▾
                </span>
              </button>
            </li>
          ))}
          {DIRECT_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={MENU_TRIGGER_CLASS}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute inset-x-0 top-full" />
    </nav>
  )
}

// @vitest-environment jsdom
/**
 * The desktop menu bar: the static HTML and the hydration show a plain copy of the bar (the same entries as the menu),
 * the menu (Radix) is loaded when a desktop browser is idle, or at once when the buyer reaches for the bar, and takes
 * over what the buyer started: the focused entry, the flyout under the pointer. On a phone it is never loaded.
 */
import { act } from 'react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DesktopNav } from '@/features/layout/header/DesktopNav'
import { MENU_HOVER_DELAY_MS } from '@/features/layout/header/menuLinks'
import type { MainMenuData } from '@/lib/layout/types'

const loads = vi.hoisted(() => ({ count: 0, handovers: [] as unknown[] }))
vi.mock('@/features/layout/header/DesktopMenu', () => {
  loads.count += 1
  return {
    default: ({ handover }: { handover?: unknown }) => {
      loads.handovers.push(handover)
      return (
        <nav aria-label="Menu principal" data-testid="radix-menu">
          <ul>
            <li>
              <button type="button">Nos expertises</button>
            </li>
            <li>
              <button type="button">Nos catalogues</button>
            </li>
          </ul>
        </nav>
      )
    },
  }
})

const MENU = {
  expertises: { label: 'Nos expertises', items: [] },
  catalogues: { label: 'Nos catalogues', items: [] },
  blogUrl: null,
} as unknown as MainMenuData

let desktop = false
let idle: (() => void) | null = null
beforeEach(() => {
  loads.count = 0
  loads.handovers = []
  idle = null
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
  window.requestIdleCallback = ((run: () => void) => {
    idle = run
    return 1
  }) as typeof window.requestIdleCallback
  window.cancelIdleCallback = () => undefined
})
afterEach(cleanup)

describe('DesktopNav', () => {
  it('shows the bar without the menu code: the three flyout triggers and the direct links', () => {
    desktop = false
    render(<DesktopNav menu={MENU} />)
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    expect([...nav.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Nos expertises▾', 'Nos catalogues▾', 'Actualités▾'])
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['À propos', '/a-propos'],
      ['Nos partenaires', '/partenaires'],
      ['Contact', '/contact'],
    ])
    for (const b of nav.querySelectorAll('button')) expect(b.getAttribute('aria-expanded')).toBe('false')
  })

  it('on a phone the menu is never loaded (the bar is hidden)', async () => {
    desktop = false
    render(<DesktopNav menu={MENU} />)
    expect(idle).toBeNull()
    await act(async () => undefined)
    expect(screen.queryByTestId('radix-menu')).toBeNull()
  })

  it('on a desktop the menu is loaded when the browser is idle and replaces the bar', async () => {
    desktop = true
    render(<DesktopNav menu={MENU} />)
    expect(screen.queryByTestId('radix-menu')).toBeNull()
    expect(idle).not.toBeNull()
    await act(async () => idle?.())
    await waitFor(() => expect(screen.getByTestId('radix-menu')).toBeTruthy())
  })

  it('the pointer on a trigger loads the menu at once and asks it to open that flyout after the hover delay', async () => {
    desktop = false
    render(<DesktopNav menu={MENU} />)
    fireEvent.pointerOver(screen.getByRole('button', { name: /Nos catalogues/ }))
    await waitFor(() => expect(screen.getByTestId('radix-menu')).toBeTruthy())
    expect(loads.handovers.at(-1)).toMatchObject({ open: 'catalogues', openAfterMs: MENU_HOVER_DELAY_MS })
  })

  it('keyboard focus on an entry loads the menu and hands the focus over to the same entry', async () => {
    desktop = false
    render(<DesktopNav menu={MENU} />)
    fireEvent.focus(screen.getByRole('link', { name: 'Nos partenaires' }))
    await waitFor(() => expect(screen.getByTestId('radix-menu')).toBeTruthy())
    expect(loads.handovers.at(-1)).toMatchObject({ focusIndex: 4 })
  })

  it('a click on a trigger opens its flyout at once', async () => {
    desktop = false
    render(<DesktopNav menu={MENU} />)
    fireEvent.click(screen.getByRole('button', { name: /Actualités/ }))
    await waitFor(() => expect(screen.getByTestId('radix-menu')).toBeTruthy())
    expect(loads.handovers.at(-1)).toMatchObject({ open: 'actualites' })
    expect((loads.handovers.at(-1) as { openAfterMs?: number }).openAfterMs).toBeUndefined()
  })
})

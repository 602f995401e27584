// @vitest-environment jsdom
/**
 * Spec §1 / §4 Menus: the support chat widget moves up while the main menu is open. On a desktop the main menu is a
 * flyout of the bar: while one is open the body carries data-flyout-open (globals.css moves HubSpot's container up).
 */
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import DesktopMenu from '@/features/layout/header/DesktopMenu'
import type { MainMenuData } from '@/lib/layout/types'

const MENU: MainMenuData = {
  expertises: { label: 'Nos expertises', items: [{ id: 'e1', label: 'Maintenance', href: '/expertises/maintenance', children: [] }] },
  catalogues: { label: 'Nos catalogues', items: [{ id: 'c1', label: 'Roulements', href: '/catalogues/roulements', children: [] }] },
  blogUrl: null,
}

// Radix's menu viewport measures its panel
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver

afterEach(cleanup)

describe('desktop main menu and the support chat', () => {
  it('marks the body while a flyout is open, and unmarks it when it closes', async () => {
    const { rerender, unmount } = render(<DesktopMenu menu={MENU} />)
    expect(document.body.hasAttribute('data-flyout-open')).toBe(false)
    rerender(<DesktopMenu menu={MENU} handover={{ open: 'catalogues', openAfterMs: 0 }} />)
    await waitFor(() => expect(document.body.hasAttribute('data-flyout-open')).toBe(true))
    unmount()
    expect(document.body.hasAttribute('data-flyout-open')).toBe(false)
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MENU_SUBMENU_RESET_MS, MOBILE_SEARCH_CLOSE_MS, resetUiStore, useUiStore } from '@/stores/ui'

const state = () => useUiStore.getState()

beforeEach(() => {
  vi.useFakeTimers()
  resetUiStore()
})

afterEach(() => {
  resetUiStore()
  vi.useRealTimers()
})

describe('useUiStore defaults', () => {
  it('exposes the spec defaults', () => {
    expect(state()).toMatchObject({
      isMenuOpen: false,
      isMobileSearchOpen: false,
      activeLevel1Index: null,
      activeLevel2Index: null,
      mobileSubmenuIndex: 0,
      banner: null,
      contactSubject: null,
      activeServiceExpertise: null,
      activeCaseStudyExpertise: null,
      isNewClient: true,
      isCompany: true,
      hasVatNumber: false,
      hasClientNumber: false,
    })
  })

  it('exports the spec §4 timings', () => {
    expect([MENU_SUBMENU_RESET_MS, MOBILE_SEARCH_CLOSE_MS]).toEqual([500, 800])
  })

  it('resetUiStore restores defaults after changes', () => {
    state().setContactSubject('Devis')
    state().setIsNewClient(false)
    state().selectLevel1(2)
    state().showBanner({ type: 'error', message: 'Erreur' })
    resetUiStore()
    expect(state()).toMatchObject({ contactSubject: null, isNewClient: true, activeLevel1Index: null, banner: null })
  })
})

describe('setters', () => {
  it('update their slice of state', () => {
    state().setContactSubject('Devis')
    state().setActiveServiceExpertise('Maintenance')
    state().setActiveCaseStudyExpertise('Hydraulique')
    state().setIsNewClient(false)
    state().setIsCompany(true)
    state().setHasVatNumber(true)
    state().setHasClientNumber(true)
    state().setMobileSearchOpen(true)
    expect(state()).toMatchObject({
      contactSubject: 'Devis',
      activeServiceExpertise: 'Maintenance',
      activeCaseStudyExpertise: 'Hydraulique',
      isNewClient: false,
      isCompany: true,
      hasVatNumber: true,
      hasClientNumber: true,
      isMobileSearchOpen: true,
    })
  })
})

describe('menu levels', () => {
  it('selecting a level-1 item clears the level-2 selection', () => {
    state().selectLevel1(1)
    state().selectLevel2(4)
    expect(state()).toMatchObject({ activeLevel1Index: 1, activeLevel2Index: 4 })

    state().selectLevel1(2)
    expect(state()).toMatchObject({ activeLevel1Index: 2, activeLevel2Index: null })
  })
})

describe('menu open / close timers', () => {
  it('resets the submenu index only after 500 ms and closes mobile search after 800 ms', () => {
    state().openMenu()
    state().setMobileSubmenuIndex(2)
    state().setMobileSearchOpen(true)

    state().closeMenu()
    expect(state().isMenuOpen).toBe(false)
    expect(state().mobileSubmenuIndex).toBe(2)
    expect(state().isMobileSearchOpen).toBe(true)

    vi.advanceTimersByTime(MENU_SUBMENU_RESET_MS - 1)
    expect(state().mobileSubmenuIndex).toBe(2)

    vi.advanceTimersByTime(1) // 500 ms
    expect(state().mobileSubmenuIndex).toBe(0)
    expect(state().isMobileSearchOpen).toBe(true)

    vi.advanceTimersByTime(MOBILE_SEARCH_CLOSE_MS - MENU_SUBMENU_RESET_MS - 1) // 799 ms
    expect(state().isMobileSearchOpen).toBe(true)

    vi.advanceTimersByTime(1) // 800 ms
    expect(state().isMobileSearchOpen).toBe(false)
  })

  it('toggleMenu opens then closes with the same delayed resets', () => {
    state().toggleMenu()
    expect(state().isMenuOpen).toBe(true)
    state().setMobileSubmenuIndex(1)

    state().toggleMenu()
    expect(state().isMenuOpen).toBe(false)
    expect(state().mobileSubmenuIndex).toBe(1)
    vi.advanceTimersByTime(MENU_SUBMENU_RESET_MS)
    expect(state().mobileSubmenuIndex).toBe(0)
  })

  it('reopening before the timers fire cancels them', () => {
    state().openMenu()
    state().setMobileSubmenuIndex(3)
    state().setMobileSearchOpen(true)

    state().closeMenu()
    vi.advanceTimersByTime(200)
    state().openMenu()
    vi.advanceTimersByTime(MOBILE_SEARCH_CLOSE_MS * 2)

    expect(state()).toMatchObject({ isMenuOpen: true, mobileSubmenuIndex: 3, isMobileSearchOpen: true })
  })
})

describe('banner', () => {
  it('shows a success or error banner and hides it', () => {
    state().showBanner({ type: 'success', message: 'Compte créé', link: { href: '/compte', label: 'Mon compte' } })
    expect(state().banner).toEqual({
      type: 'success',
      message: 'Compte créé',
      link: { href: '/compte', label: 'Mon compte' },
    })

    state().showBanner({ type: 'error', message: 'Erreur' })
    expect(state().banner).toEqual({ type: 'error', message: 'Erreur' })

    state().hideBanner()
    expect(state().banner).toBeNull()
  })
})

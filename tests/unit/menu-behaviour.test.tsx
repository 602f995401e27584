// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { events } = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void
  const handlers = new Map<string, Set<Handler>>()
  const events = {
    on: (type: string, handler: Handler) => {
      if (!handlers.has(type)) handlers.set(type, new Set())
      handlers.get(type)!.add(handler)
    },
    off: (type: string, handler: Handler) => {
      handlers.get(type)?.delete(handler)
    },
    emit: (type: string, ...args: unknown[]) => {
      handlers.get(type)?.forEach((handler) => handler(...args))
    },
    count: (type: string) => handlers.get(type)?.size ?? 0,
    clear: () => handlers.clear(),
  }
  return { events }
})

vi.mock('next/router', () => ({ useRouter: () => ({ events, asPath: '/' }) }))

import { useMenuBehaviour } from '@/features/layout/useMenuBehaviour'
import { resetUiStore, useUiStore } from '@/stores/ui'

const isMenuOpen = () => useUiStore.getState().isMenuOpen

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
    window.dispatchEvent(new Event('resize'))
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  resetUiStore()
  document.body.style.overflow = 'auto'
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 })
})

afterEach(() => {
  // Explicit: RTL only auto-cleans when vitest globals are enabled.
  cleanup()
  resetUiStore()
  vi.useRealTimers()
  events.clear()
  document.body.style.overflow = ''
})

describe('useMenuBehaviour', () => {
  it('blocks body scroll while the menu is open and restores it afterwards', () => {
    renderHook(() => useMenuBehaviour())
    expect(document.body.style.overflow).toBe('auto')

    act(() => useUiStore.getState().openMenu())
    expect(document.body.style.overflow).toBe('hidden')

    act(() => useUiStore.getState().closeMenu())
    expect(document.body.style.overflow).toBe('auto')
  })

  it('restores body scroll when unmounted while open', () => {
    const { unmount } = renderHook(() => useMenuBehaviour())
    act(() => useUiStore.getState().openMenu())
    expect(document.body.style.overflow).toBe('hidden')
    unmount()
    expect(document.body.style.overflow).toBe('auto')
  })

  it('closes the menu on routeChangeStart', () => {
    renderHook(() => useMenuBehaviour())
    act(() => useUiStore.getState().openMenu())
    expect(isMenuOpen()).toBe(true)

    act(() => events.emit('routeChangeStart', '/produits', { shallow: false }))
    expect(isMenuOpen()).toBe(false)
    expect(document.body.style.overflow).toBe('auto')
  })

  it('does not schedule close timers on routeChangeStart when the menu is already closed', () => {
    renderHook(() => useMenuBehaviour())
    act(() => useUiStore.getState().setMobileSearchOpen(true))
    act(() => events.emit('routeChangeStart', '/produits', { shallow: false }))
    act(() => vi.runAllTimers())
    expect(useUiStore.getState().isMobileSearchOpen).toBe(true)
  })

  it('closes the menu only when the window grows to the 1024px desktop layout', () => {
    renderHook(() => useMenuBehaviour())
    act(() => useUiStore.getState().openMenu())

    resizeTo(800)
    expect(isMenuOpen()).toBe(true)
    resizeTo(1023)
    expect(isMenuOpen()).toBe(true)

    // at 1024px the desktop header shows (lg) and the mobile panel is hidden: the menu must not stay open behind it
    resizeTo(1024)
    expect(isMenuOpen()).toBe(false)
    expect(document.body.style.overflow).toBe('auto')
  })

  it('unsubscribes from router events on unmount', () => {
    const { unmount } = renderHook(() => useMenuBehaviour())
    expect(events.count('routeChangeStart')).toBe(1)
    unmount()
    expect(events.count('routeChangeStart')).toBe(0)
  })
})

// @vitest-environment jsdom
/**
 * Back and Forward put the scroll position back (src/features/layout/scrollMemory.ts, issue 33 item 5); any other
 * route change does not (the caller scrolls to the top, spec §2).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createScrollMemory } from '@/features/layout/scrollMemory'

let y = 0
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top
})

/** Next's pages router: each pushed entry has a new key; Back brings an older entry's state (and address) back. */
const ADDRESS: Record<string, string> = { results: '/tous-nos-produits', product: '/catalogues/produit/x', other: '/autre' }
const enter = (key: string) => window.history.replaceState({ key }, '', ADDRESS[key])
/** The route change to the address on screen completes. */
const arrivedHere = (memory: ReturnType<typeof createScrollMemory>) => memory.arrived(window.location.pathname)

beforeEach(() => {
  y = 0
  scrollTo.mockClear()
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y })
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
  // tall enough for any position
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 })
  enter('results')
})

afterEach(() => vi.restoreAllMocks())

describe('scroll memory', () => {
  it('Back to an entry left before: its position comes back', () => {
    const memory = createScrollMemory()
    y = 2400
    memory.leaving()
    enter('product')
    expect(arrivedHere(memory)).toBe(false)
    y = 300
    // Back: the browser brings the entry's state back, then Next changes the route
    enter('results')
    memory.popped()
    memory.leaving()
    expect(arrivedHere(memory)).toBe(true)
    expect(y).toBe(2400)
  })

  it('Back before the product page has come: the list, rendered again by Next at the top, comes back where it was', () => {
    const memory = createScrollMemory()
    y = 2400
    // the buyer follows a hit: the address changes at once, the product page never completes its route change
    memory.leaving()
    enter('product')
    // Back at once: Next renders the results again (and scrolls them to the top) before the route change completes
    enter('results')
    memory.popped()
    memory.leaving()
    y = 0
    expect(arrivedHere(memory)).toBe(true)
    expect(y).toBe(2400)
  })

  it('Back while the product page renders: its late completion is passed over, the list comes back where it was', () => {
    const memory = createScrollMemory()
    y = 2400
    // the buyer opens a card: the address is pushed, the product page is still rendering
    memory.leaving()
    enter('product')
    // Back now: the browser brings the list's entry back and Next starts its route change, while the product page
    // commits (Next scrolls it to the top) before the list's own route change starts
    enter('results')
    memory.popped()
    y = 0
    memory.leaving()
    // the product page's route change completes late, for an address no longer shown: nothing is taken or scrolled
    scrollTo.mockClear()
    expect(memory.arrived(ADDRESS.product)).toBe(true)
    expect(scrollTo).not.toHaveBeenCalled()
    // the list's route change completes: its position comes back
    expect(arrivedHere(memory)).toBe(true)
    expect(y).toBe(2400)
  })

  it('a new entry (a link followed, a new search written to the address) keeps no old position', () => {
    const memory = createScrollMemory()
    y = 1200
    memory.leaving()
    enter('other')
    expect(arrivedHere(memory)).toBe(false)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('a change that keeps the entry (a replaced address) is not a return', () => {
    const memory = createScrollMemory()
    y = 800
    memory.leaving()
    expect(arrivedHere(memory)).toBe(false)
  })
})

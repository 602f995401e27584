// @vitest-environment jsdom
/**
 * The pages' script loader (src/lib/paintFirst.ts): the page's script files are added, in their order and each once,
 * once the page is parsed, the first contentful paint has happened and the main image in view is in (and painted);
 * at once when the buyer presses a key or the pointer; after 3 s at the latest.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SCRIPT_LIST_ID, SCRIPT_LOADER } from '@/lib/paintFirst'

const FILES = ['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/framework-2.js', '/_next/static/chunks/main-3.js']
const ALL = FILES.map((f) => [f, false])

let readyState: DocumentReadyState = 'loading'
let frames: FrameRequestCallback[] = []
let observers: { cb: (list: { getEntriesByName: (n: string) => unknown[] }) => void; off: boolean }[] = []
const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => [s.getAttribute('src'), (s as HTMLScriptElement).async])

beforeEach(() => {
  vi.useFakeTimers()
  frames = []
  observers = []
  readyState = 'loading'
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      entry: (typeof observers)[number]
      constructor(cb: (typeof observers)[number]['cb']) {
        this.entry = { cb, off: false }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.off = true
      }
    },
  )
  document.head.innerHTML = `<script id="${SCRIPT_LIST_ID}" type="application/json">${JSON.stringify(FILES)}</script>`
  document.body.innerHTML = ''
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

const runLoader = () => new Function(SCRIPT_LOADER)()
/** One frame: its animation-frame callbacks, then the tasks they queued. */
const frame = () => {
  frames.splice(0).forEach((cb) => cb(performance.now()))
  vi.advanceTimersByTime(0)
}
const parsed = () => {
  readyState = 'interactive'
  document.dispatchEvent(new Event('DOMContentLoaded'))
}
const firstContentfulPaint = () =>
  observers.filter((o) => !o.off).forEach((o) => o.cb({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }))

/** The page's main image, in view and still loading. */
function heroImage(): HTMLImageElement {
  const img = document.createElement('img')
  img.setAttribute('fetchpriority', 'high')
  Object.defineProperty(img, 'complete', { configurable: true, value: false })
  img.getBoundingClientRect = () => ({ top: 0, bottom: 300, left: 0, right: 400, width: 400, height: 300, x: 0, y: 0, toJSON() {} })
  document.body.appendChild(img)
  return img
}

describe('the pages’ script loader', () => {
  it('adds nothing while the page is parsed, nor before its first contentful paint; then, two frames later, every file in order', () => {
    runLoader()
    // frames painted while the parser is still at work (a long page, a slow machine): nothing
    frame()
    frame()
    expect(added()).toEqual([])
    parsed()
    frame()
    frame()
    expect(added()).toEqual([])
    firstContentfulPaint()
    frame()
    expect(added()).toEqual([])
    frame()
    expect(added()).toEqual(ALL)
  })

  it('waits for the main image in view to be in (and painted) before adding the scripts', () => {
    const hero = heroImage()
    readyState = 'complete'
    runLoader()
    firstContentfulPaint()
    frame()
    frame()
    frame()
    expect(added()).toEqual([])
    hero.dispatchEvent(new Event('load'))
    frame()
    frame()
    expect(added()).toEqual(ALL)
  })

  it('a press or a key before that adds them at once (the page must answer), and only once', () => {
    readyState = 'complete'
    runLoader()
    window.dispatchEvent(new Event('pointerdown'))
    expect(added()).toEqual(ALL)
    firstContentfulPaint()
    frame()
    frame()
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(5000)
    expect(added()).toEqual(ALL)
  })

  it('a tab that paints nothing (hidden, prerendered), or an image that never comes: after 3 s', () => {
    heroImage()
    readyState = 'complete'
    runLoader()
    firstContentfulPaint()
    vi.advanceTimersByTime(2999)
    expect(added()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(added()).toEqual(ALL)
  })
})

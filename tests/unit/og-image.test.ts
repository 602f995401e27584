/**
 * GET /api/og draws the Open Graph card with the bundled font only: whatever the title or description holds (emoji,
 * scripts the font lacks), the card is drawn without any outbound request (no font from Google, no emoji from a CDN),
 * so a visitor cannot make the server call out at will, nor get a 500 when the call fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import handler from '@/pages/api/og'

import { callApi } from '../helpers/nextApi'

let outbound: string[] = []
const realFetch = globalThis.fetch

beforeEach(() => {
  outbound = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith('data:')) return realFetch(input, init) // Satori's own WebAssembly, inlined
    outbound.push(url)
    throw new TypeError('fetch failed') // as on a server without network
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const card = (query: Record<string, string>) => callApi(handler, { method: 'GET', query })

describe('GET /api/og', () => {
  it('draws a French title and description without any outbound request', async () => {
    const answer = await card({ title: 'Clé dynamométrique 1/2" « Facom » – 40 € ™', description: 'Œuvre, cœur, s’il vous plaît…' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(outbound).toEqual([])
  })

  it('answers 200 for a title full of emoji, without fetching them from a CDN', async () => {
    const answer = await card({ title: 'Roulement 😀🔥 à billes 👍', description: '🚀'.repeat(50) })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(outbound).toEqual([])
  })

  it('draws scripts the bundled font lacks without fetching a font from Google', async () => {
    const answer = await card({ title: '轴承 подшипник 軸受 ベアリング', description: 'ǟ𐆜\u202Eevil\u2066' })
    expect(answer.status).toBe(200)
    expect(outbound).toEqual([])
  })
})

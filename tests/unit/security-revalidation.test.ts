/** The CMS revalidation hook sends its secret to the shop's own server only, never to a host a request names. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { PayloadRequest } from 'payload'

import { revalidateCollection } from '@/cms/hooks/revalidate'
import { REVALIDATE_HEADER } from '@/server/revalidation/secret'
import { revalidationOrigin } from '@/server/revalidation/target'

const saved = { ...process.env }
let calls: { url: string; secret: string | null }[]

beforeEach(() => {
  calls = []
  vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), secret: new Headers(init?.headers).get(REVALIDATE_HEADER) })
    return new Response('{}', { status: 200 })
  })
  delete process.env.NEXT_PUBLIC_APP_URL
  delete process.env.REVALIDATE_INTERNAL_URL
})

afterEach(() => {
  vi.unstubAllGlobals()
  process.env = { ...saved }
})

/** An editor's save of an article, as a request through a proxy whose forwarded headers an attacker chose. */
async function saveArticleWith(headers: Record<string, string>) {
  const req = {
    payload: { secret: 'cms-secret', logger: { warn: vi.fn() } },
    headers: new Headers(headers),
    context: {},
  } as unknown as PayloadRequest
  const [afterChange] = revalidateCollection('articles').afterChange
  await afterChange!({ doc: { id: 1 }, previousDoc: { id: 1 }, req } as never)
}

describe('revalidation target', () => {
  it('a forged X-Forwarded-Host / Host gets nothing: the secret goes to the loopback address on PORT', async () => {
    process.env.PORT = '3456'
    await saveArticleWith({ 'x-forwarded-host': 'attacker.example', host: 'attacker.example', 'x-forwarded-proto': 'https' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('http://127.0.0.1:3456/api/revalidate')
    expect(calls[0]!.secret).toBeTruthy()
    expect(calls.some((c) => c.url.includes('attacker.example'))).toBe(false)
  })

  it('goes to REVALIDATE_INTERNAL_URL when set, even with a public URL configured', async () => {
    process.env.REVALIDATE_INTERNAL_URL = 'http://shop-internal:8080/'
    process.env.NEXT_PUBLIC_APP_URL = 'https://shop.example.com'
    await saveArticleWith({ 'x-forwarded-host': 'attacker.example' })
    expect(calls.map((c) => c.url)).toEqual(['http://shop-internal:8080/api/revalidate'])
  })

  it('defaults to http://127.0.0.1:3000 without PORT, ignores a malformed PORT', () => {
    expect(revalidationOrigin({})).toBe('http://127.0.0.1:3000')
    expect(revalidationOrigin({ PORT: 'evil.example' })).toBe('http://127.0.0.1:3000')
  })
})

describe('revalidation after the save is committed', () => {
  it('inside a transaction (Postgres), the pages are rebuilt only once the transaction is over, not with the old row', async () => {
    process.env.PORT = '3456'
    const req = {
      payload: { secret: 'cms-secret', logger: { warn: vi.fn() } },
      headers: new Headers(),
      context: {},
      transactionID: 'tx-1',
    } as unknown as PayloadRequest & { transactionID?: string }
    const [afterChange] = revalidateCollection('articles').afterChange
    await afterChange!({ doc: { id: 1 }, previousDoc: { id: 1 }, req } as never)
    // the hook returned inside the transaction: nothing rebuilt yet
    expect(calls).toHaveLength(0)
    delete req.transactionID // what Payload's commitTransaction does
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['http://127.0.0.1:3456/api/revalidate']))
  })

  it('without transactions (SQLite: Payload leaves a promise of null as transactionID), the save waits for the rebuild', async () => {
    process.env.PORT = '3456'
    const req = {
      payload: { secret: 'cms-secret', logger: { warn: vi.fn() } },
      headers: new Headers(),
      context: {},
      transactionID: Promise.resolve(null),
    } as unknown as PayloadRequest
    const [afterChange] = revalidateCollection('articles').afterChange
    await afterChange!({ doc: { id: 1 }, previousDoc: { id: 1 }, req } as never)
    // done when the hook returns: the editor's save returns with the pages already rebuilt
    expect(calls.map((c) => c.url)).toEqual(['http://127.0.0.1:3456/api/revalidate'])
  })
})

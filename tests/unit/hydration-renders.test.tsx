// @vitest-environment jsdom
/**
 * A visitor's static page hydrates without rendering again: the parts that depend on who reads the page (the
 * session, the login link's return address) hydrate with the value they keep, so React does not render the cards a
 * second time, in one uninterruptible task, right after hydrating. A logged-in buyer's parts render once more, when
 * the session is known, and a query string known only in the browser updates the login links.
 */
import { act, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import { useLoginHref } from '@/features/session/useLoginHref'
import { useSessionUser } from '@/features/session/useSessionUser'

const router = vi.hoisted(() => ({ asPath: '/catalogues/produit/vis-a-bois', events: { on: () => undefined, off: () => undefined } }))
vi.mock('next/compat/router', () => ({ useRouter: () => router }))
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

/** Renders `ui` to HTML as the server does, then hydrates it; the probe counts its renders in the browser only. */
async function hydrate(ui: (client: QueryClient, browser: boolean) => ReactNode, session: unknown) {
  const html = renderToString(ui(new QueryClient(), false))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.appendChild(container)
  const client = new QueryClient()
  // the session answered before the page's part hydrated (a cached session, a fast answer)
  if (session !== undefined) client.setQueryData(SESSION_QUERY_KEY, session)
  const recoverable = vi.fn()
  await act(async () => {
    root = hydrateRoot(container, ui(client, true), { onRecoverableError: recoverable })
  })
  return { container, recoverable }
}

function SessionProbe({ onRender }: { onRender: (user: unknown) => void }) {
  const user = useSessionUser()
  onRender(user)
  return <span>{user ? 'acheteur' : 'visiteur'}</span>
}

describe('useSessionUser', () => {
  const app = (onRender: (user: unknown) => void) =>
    function SessionApp(client: QueryClient, browser: boolean) {
      return (
        <QueryClientProvider client={client}>
          <SessionProbe onRender={browser ? onRender : () => undefined} />
        </QueryClientProvider>
      )
    }

  it('a visitor: the part hydrates as a visitor and renders only once', async () => {
    const renders: unknown[] = []
    const { container, recoverable } = await hydrate(
      app((u) => renders.push(u)),
      null,
    )
    expect(container.textContent).toBe('visiteur')
    expect(renders).toEqual([null])
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('the session not known yet: still one render, and one more only if it says « logged in »', async () => {
    const renders: unknown[] = []
    await hydrate(
      app((u) => renders.push(u)),
      undefined,
    )
    expect(renders).toEqual([null])
  })

  it('a logged-in buyer: hydrates as the HTML (a visitor), then renders once as the buyer, without a mismatch', async () => {
    const renders: unknown[] = []
    const buyer = { id: 7, email: 'acheteur@demo.fr' }
    const { container, recoverable } = await hydrate(
      app((u) => renders.push(u)),
      buyer,
    )
    expect(renders).toEqual([null, buyer])
    expect(container.textContent).toBe('acheteur')
    expect(recoverable).not.toHaveBeenCalled()
  })
})

describe('useLoginHref', () => {
  function LinkProbe({ onRender }: { onRender: (href: string) => void }) {
    const href = useLoginHref()
    onRender(href)
    return <a href={href}>Se connecter</a>
  }
  const app = (onRender: (href: string) => void) =>
    function LinkApp(_client: QueryClient, browser: boolean) {
      return <LinkProbe onRender={browser ? onRender : () => undefined} />
    }

  it('a page read without a query string: the HTML carries its return address and the link renders once', async () => {
    router.asPath = '/catalogues/produit/vis-a-bois'
    const renders: string[] = []
    const { container } = await hydrate(
      app((h) => renders.push(h)),
      undefined,
    )
    expect(renders).toEqual(['/se-connecter?redirect=%2Fcatalogues%2Fproduit%2Fvis-a-bois'])
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/se-connecter?redirect=%2Fcatalogues%2Fproduit%2Fvis-a-bois')
  })

  it('a query string known only in the browser is added once hydrated', async () => {
    // the server's HTML of a static page is the same for every query string: its path only
    router.asPath = '/catalogues/produit/vis-a-bois'
    const html = renderToString(<LinkProbe onRender={() => undefined} />)
    expect(html).toContain('redirect=%2Fcatalogues%2Fproduit%2Fvis-a-bois"')
    router.asPath = '/catalogues/produit/vis-a-bois?x=1'
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const renders: string[] = []
    await act(async () => {
      root = hydrateRoot(container, <LinkProbe onRender={(h) => renders.push(h)} />)
    })
    expect(renders.at(-1)).toBe('/se-connecter?redirect=%2Fcatalogues%2Fproduit%2Fvis-a-bois%3Fx%3D1')
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/se-connecter?redirect=%2Fcatalogues%2Fproduit%2Fvis-a-bois%3Fx%3D1')
  })
})

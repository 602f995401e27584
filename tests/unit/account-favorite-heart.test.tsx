// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import FavoriteButton from '@/features/account/FavoriteButton'
import { FavoriteIsland } from '@/features/account/FavoriteIsland'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'

function render(ui: ReactNode, user: { id: number; email: string } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(SESSION_QUERY_KEY, user)
  return rtlRender(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const summary = (id: number) => ({
  id,
  slug: `p-${id}`,
  title: `Produit ${id}`,
  reference: `R${id}`,
  href: `/catalogues/produit/p-${id}`,
  image: null,
  brand: null,
  buying: { min: 1, step: 1 },
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('favourite heart (logged-in only)', () => {
  it('a visitor gets no heart and nothing is fetched', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    render(<FavoriteIsland productId={3} />, null)
    expect(screen.queryByTestId('favorite-button')).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('shows whether the product is a favourite and adds it with POST /api/favorites', async () => {
    let favorites = [{ product: summary(5), added_at: '2026-11-01T00:00:00.000Z' }]
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input)
      if (url === '/api/favorites' && init?.method === 'POST') {
        favorites = [{ product: summary(3), added_at: '2026-11-02T00:00:00.000Z' }, ...favorites]
        return json({ code: 'success', favorite: favorites[0] }, 201)
      }
      if (url === '/api/favorites') return json({ code: 'success', favorites })
      return json({ code: 'not_found', message: 'x' }, 404)
    })
    render(<FavoriteButton productId={3} />, { id: 1, email: 'a@b.fr' })
    const heart = await screen.findByRole('button', { name: 'Ajouter aux favoris' })
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false))
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(heart)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retirer des favoris' }).getAttribute('aria-pressed')).toBe('true'))
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ product_id: 3 })
  })

  it('a refused change restores the heart and shows the error banner', async () => {
    const { useUiStore } = await import('@/stores/ui')
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') return json({ code: 'server_error', message: 'x' }, 500)
      return json({ code: 'success', favorites: [{ product: summary(3), added_at: '2026-11-02T00:00:00.000Z' }] })
    })
    render(<FavoriteButton productId={3} />, { id: 1, email: 'a@b.fr' })
    const heart = await screen.findByRole('button', { name: 'Retirer des favoris' })
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(heart)
    await waitFor(() => expect(useUiStore.getState().banner?.message).toBe('Vos favoris n’ont pas pu être mis à jour. Veuillez réessayer.'))
    await waitFor(() => expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true'))
  })
})

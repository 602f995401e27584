// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CartProvider } from '@/features/cart/CartProvider'
import { CheckoutForm } from '@/features/cart/CheckoutForm'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import type { AddressesReply } from '@/lib/account/addresses'

const COMPANY = {
  name: 'Usinage Rhône-Alpes SAS',
  street: '48 avenue Jean Jaurès',
  postal_code: '69007',
  city: 'Lyon',
  country: 'FR' as const,
}
const DEPOT = {
  id: 7,
  name: 'Dépôt Liège',
  street: 'Quai de la Batte 5',
  postal_code: '4000',
  city: 'Liège',
  country: 'BE' as const,
  is_default: false,
  last_used_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
}
const REPLY: AddressesReply = { code: 'success', company: COMPANY, addresses: [DEPOT], max: 50 }

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(SESSION_QUERY_KEY, { id: 1, email: 'a@b.test' })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/addresses')
      return new Response(JSON.stringify(REPLY), { status: 200, headers: { 'Content-Type': 'application/json' } })
    return new Response('{}', { status: 404 })
  })
  return render(
    <QueryClientProvider client={client}>
      <CartProvider>
        <CheckoutForm disabled={false} onPlaced={() => {}} />
      </CartProvider>
    </QueryClientProvider>,
  )
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('checkout delivery address', () => {
  it("is pre-filled with the company's delivery address", async () => {
    mount()
    await waitFor(() => expect(value('Adresse')).toBe('48 avenue Jean Jaurès'))
    expect(value('Destinataire (société ou nom)')).toBe('Usinage Rhône-Alpes SAS')
    expect(value('Code postal')).toBe('69007')
    expect(value('Ville')).toBe('Lyon')
  })

  it('a saved address picked from the list replaces the fields; « Nouvelle adresse » empties them', async () => {
    mount()
    const pick = await screen.findByLabelText('Livrer à')
    fireEvent.change(pick, { target: { value: '7' } })
    expect(value('Adresse')).toBe('Quai de la Batte 5')
    expect(value('Code postal')).toBe('4000')
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('BE')
    fireEvent.change(pick, { target: { value: 'new' } })
    expect(value('Adresse')).toBe('')
  })

  it('does not overwrite what the buyer typed before the addresses arrived', async () => {
    mount()
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Namur' } })
    await screen.findByLabelText('Livrer à')
    expect(value('Ville')).toBe('Namur')
    expect(value('Adresse')).toBe('')
  })
})

// @vitest-environment jsdom
/** spec §6/§7: a procurement account's cart goes back to Coupa (order_epo, form post) before it is emptied. */
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CartProvider, useCart } from '@/features/cart/CartProvider'
import { refusedWhenReadOnly, returnsToProcurement, transferSucceeded } from '@/features/cart/rules/procurement'
import { useCartCalls } from '@/features/cart/useCartCalls'
import { PUNCHOUT_TEXT } from '@/features/punchout/messages'
import { TransferForm } from '@/features/punchout/TransferForm'
import { useTransferStore } from '@/features/punchout/transferStore'
import { PUNCHOUT_QUERY_KEY } from '@/features/punchout/usePunchoutSession'
import { SESSION_QUERY_KEY } from '@/features/session/useClientSession'
import { resetUiStore, useUiStore } from '@/stores/ui'

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/' }) }))

const BANNER = 'Un problème est survenu lors de la mise à jour du panier. Veuillez réessayer ou nous contacter si le problème persiste.'
const FORM = {
  action: 'https://acme.coupahost.com/punchout/checkout/4',
  fields: { 'cxml-urlencoded': '<cXML/>', 'cxml-base64': 'PGNYTUwvPg==' },
}

describe('procurement rules', () => {
  it('spec §6: only a coupa account returns its cart to the platform when it is emptied', () => {
    expect(returnsToProcurement({ coupa: true })).toBe(true)
    expect(returnsToProcurement({ coupa: false })).toBe(false)
    expect(returnsToProcurement({})).toBe(false)
    expect(returnsToProcurement(null)).toBe(false)
  })

  it.each([
    [{ code: 'ok', form: FORM }, true],
    [{ code: 'success', form: FORM }, false],
    [{ code: 'ok' }, false],
    [{ code: 'ok', form: { action: '', fields: {} } }, false],
    [{ code: 'ok', form: { action: FORM.action, fields: { 'cxml-urlencoded': 3 } } }, false],
    [null, false],
  ])('spec §7 order_epo success is code "ok" with a form: %j → %s', (reply, ok) => {
    expect(transferSucceeded(reply)).toBe(ok)
  })

  it('an inspect session refuses add, quantity and remove, and lets the return (empty) through', () => {
    expect(['add', 'quantity', 'remove', 'empty'].map((k) => refusedWhenReadOnly(k as 'add', true))).toEqual([true, true, true, false])
    expect(refusedWhenReadOnly('add', false)).toBe(false)
  })
})

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
type Route = (url: string, init?: RequestInit) => Response

function setup(route: Route, operation: 'create' | 'inspect' | 'none' = 'create') {
  window.localStorage.clear()
  window.localStorage.setItem(
    'react-use-cart',
    JSON.stringify({ id: 'abcdefabcdef', items: [{ id: '17', price: 10, quantity: 2 }], metadata: { orderId: '42' } }),
  )
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => route(String(input), init))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false }, mutations: { retry: false } } })
  client.setQueryData(SESSION_QUERY_KEY, { id: 7, email: 'coupa@demo.fr', dimasys_type: 1, last_dimasys_order: '42', coupa: true })
  client.setQueryData(
    [...PUNCHOUT_QUERY_KEY, 7],
    // 'none': the procurement account logged in directly, outside any punch-out session
    {
      code: 'success',
      punchout:
        operation === 'none' ? null : { buyer: 'Coupa', platform: 'Coupa', operation, readOnly: operation === 'inspect', dropped: [] },
    },
  )
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <CartProvider>{children}</CartProvider>
    </QueryClientProvider>
  )
  return { fetchSpy, ...renderHook(() => ({ calls: useCartCalls(), cart: useCart() }), { wrapper }) }
}

const urls = (spy: ReturnType<typeof setup>['fetchSpy']) =>
  spy.mock.calls.map(([u]) => String(u)).filter((u) => !u.includes('/punchout/session'))

beforeEach(() => {
  resetUiStore()
  useTransferStore.setState({ form: null, resolve: null })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('emptying a procurement account’s cart (spec §6)', () => {
  it('posts {orderId, email} to order_epo, hands the form to TransferForm, and empties the cart only once it is submitted', async () => {
    const { fetchSpy, result } = setup((url) =>
      url === '/api/orders/order_epo' ? reply(200, { code: 'ok', form: FORM }) : reply(200, { code: 'success' }),
    )
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.empty())
    await waitFor(() => expect(useTransferStore.getState().form).toEqual(FORM))
    expect(JSON.parse(String(fetchSpy.mock.calls.find(([u]) => u === '/api/orders/order_epo')![1]!.body))).toEqual({
      orderId: '42',
      email: 'coupa@demo.fr',
    })
    // not submitted yet: the cart is still there and /api/cart was not called
    expect(result.current.cart.totalItems).toBe(2)
    expect(urls(fetchSpy)).toEqual(['/api/orders/order_epo'])
    act(() => useTransferStore.getState().submitted())
    await waitFor(() => expect(result.current.cart.isEmpty).toBe(true))
    const empty = fetchSpy.mock.calls.find(([u]) => u === '/api/cart')!
    expect(empty[1]).toMatchObject({ method: 'POST', keepalive: true })
    expect(empty[1]!.body).toBeUndefined()
    expect(useUiStore.getState().banner).toBeNull()
  })

  it('keeps the cart and says why in French when order_epo refuses (no punch-out session)', async () => {
    const message = 'Votre session n’est pas reliée à une plateforme d’achat (Coupa). Relancez la connexion depuis Coupa.'
    const { fetchSpy, result } = setup((url) =>
      url === '/api/orders/order_epo' ? reply(403, { code: 'not_punchout', message }) : reply(200, { code: 'success' }),
    )
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    act(() => result.current.calls.empty())
    await waitFor(() => expect(useUiStore.getState().banner?.message).toBe(message))
    expect(urls(fetchSpy)).toEqual(['/api/orders/order_epo'])
    expect(result.current.cart.totalItems).toBe(2)
    expect(useTransferStore.getState().form).toBeNull()
  })

  it('logged in directly (no punch-out session), the cart is just emptied: nothing is sent to order_epo', async () => {
    const { fetchSpy, result } = setup(() => reply(200, { code: 'success' }), 'none')
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.empty())
    await waitFor(() => expect(result.current.cart.isEmpty).toBe(true))
    expect(urls(fetchSpy)).toEqual(['/api/cart'])
    expect(useTransferStore.getState().form).toBeNull()
    expect(useUiStore.getState().banner).toBeNull()
  })

  it('an order_epo reply without code "ok" is a failure: spec §8 banner, cart kept', async () => {
    const { fetchSpy, result } = setup((url) =>
      url === '/api/orders/order_epo' ? reply(200, { code: 'success', form: FORM }) : reply(200, { code: 'success' }),
    )
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    act(() => result.current.calls.empty())
    await waitFor(() => expect(useUiStore.getState().banner?.message).toBe(BANNER))
    expect(urls(fetchSpy)).toEqual(['/api/orders/order_epo'])
    expect(result.current.cart.totalItems).toBe(2)
  })

  it('an inspect session refuses a quantity change without calling the server, and says why', async () => {
    const { fetchSpy, result } = setup(() => reply(200, { code: 'success' }), 'inspect')
    await waitFor(() => expect(result.current.cart.totalItems).toBe(2))
    act(() => result.current.calls.changeQuantity('17', 5))
    await waitFor(() => expect(useUiStore.getState().banner?.message).toBe(PUNCHOUT_TEXT.readOnly('Coupa')))
    expect(urls(fetchSpy)).toEqual([])
    expect(result.current.cart.totalItems).toBe(2)
  })
})

describe('TransferForm', () => {
  it('posts every field as a hidden input to the platform, then reports the submit', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    const onSubmitted = vi.fn()
    const { container } = render(<TransferForm form={FORM} onSubmitted={onSubmitted} />)
    const form = container.querySelector('form')!
    expect(form.getAttribute('action')).toBe(FORM.action)
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('target')).toBe('_top')
    expect(
      Object.fromEntries(
        [...form.querySelectorAll('input[type=hidden]')].map((i) => [i.getAttribute('name'), (i as HTMLInputElement).value]),
      ),
    ).toEqual(FORM.fields)
    expect(submit).toHaveBeenCalledTimes(1)
    expect(onSubmitted).toHaveBeenCalledTimes(1)
    expect(submit.mock.invocationCallOrder[0]!).toBeLessThan(onSubmitted.mock.invocationCallOrder[0]!)
  })
})

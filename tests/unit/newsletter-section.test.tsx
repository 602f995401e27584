// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LayoutProvider } from '@/features/ui/LayoutContext'
import { EMPTY_LAYOUT, type LayoutData } from '@/lib/layout/types'
import { NewsletterSection } from '@/features/newsletter/NewsletterSection'

const TITRE = 'Recevez nos nouveautés et offres professionnelles'
const TERMS = {
  root: {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', text: 'J’accepte de recevoir la lettre d’information. ' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Voir notre ' },
          {
            type: 'link',
            fields: { linkType: 'custom', url: '/politique-de-confidentialite' },
            children: [{ type: 'text', text: 'politique de confidentialité' }],
          },
        ],
      },
    ],
  },
}

const SUCCESS = 'Merci ! Votre inscription à la newsletter est confirmée.'

function renderSection(privacyTerms: unknown = TERMS) {
  const layout: LayoutData = { ...EMPTY_LAYOUT, newsletter: { title: TITRE, privacyTerms } }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <LayoutProvider value={layout}>{children}</LayoutProvider>
    </QueryClientProvider>
  )
  return render(<NewsletterSection />, { wrapper })
}

const emailField = () => screen.getByLabelText('Votre adresse e-mail professionnelle') as HTMLInputElement
const consentBox = () => screen.getByRole('checkbox') as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: /Je m’inscris|Inscription en cours/ }) as HTMLButtonElement
const status = () => screen.getByRole('status')

function fill(email: string, consent: boolean) {
  fireEvent.change(emailField(), { target: { value: email } })
  if (consentBox().checked !== consent) fireEvent.click(consentBox())
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('newsletter section (spec §3 Global sections: newsletter {titre, privacy_terms})', () => {
  it('shows the CMS title as heading and the privacy terms as the consent checkbox’s label', () => {
    renderSection()
    const section = screen.getByRole('region', { name: TITRE })
    expect(within(section).getByRole('heading', { level: 2, name: TITRE })).toBeTruthy()
    expect(emailField().type).toBe('email')
    expect(emailField().autocomplete).toBe('email')
    const consent = screen.getByRole('checkbox', {
      name: /J’accepte de recevoir la lettre d’information\..*politique de confidentialité/,
    }) as HTMLInputElement
    expect(consent.checked).toBe(false)
    // the terms' link stays a link inside the label
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/politique-de-confidentialite')
    expect(submitButton().textContent).toBe('Je m’inscris')
    expect(status().textContent).toBe('')
  })

  it('falls back to a plain consent sentence when the CMS has no privacy terms', () => {
    renderSection(null)
    expect(screen.getByRole('checkbox', { name: /J’accepte de recevoir la newsletter/ })).toBeTruthy()
  })

  it('explains an invalid address under the field, keeps the input, focuses it and sends nothing', async () => {
    renderSection()
    fill('jean.dupont@', true)
    fireEvent.click(submitButton())
    // the rules load on the first submit (dynamic import): wait for their verdict
    const message = await screen.findByText('Veuillez saisir une adresse e-mail valide.')
    expect(emailField().getAttribute('aria-invalid')).toBe('true')
    expect(emailField().getAttribute('aria-describedby')).toBe(message.id)
    expect(emailField().value).toBe('jean.dupont@')
    expect(document.activeElement).toBe(emailField())
    expect(fetchMock).not.toHaveBeenCalled()

    // editing the field clears its message
    fireEvent.change(emailField(), { target: { value: 'jean.dupont@atelier.fr' } })
    expect(screen.queryByText('Veuillez saisir une adresse e-mail valide.')).toBeNull()
    expect(emailField().getAttribute('aria-invalid')).toBeNull()
  })

  it('asks for an address when the field is empty and for consent when the box is not ticked', async () => {
    renderSection()
    fireEvent.click(submitButton())
    expect(await screen.findByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy()
    const consentMessage = screen.getByText('Veuillez accepter de recevoir la newsletter pour vous inscrire.')
    expect(consentBox().getAttribute('aria-describedby')).toBe(consentMessage.id)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the pending state while sending, then the confirmation in the live region', async () => {
    let answer!: (res: Response) => void
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    renderSection()
    fill('  Jean.Dupont@Atelier.FR ', true)
    fireEvent.click(submitButton())

    await waitFor(() => expect(submitButton().disabled).toBe(true))
    expect(submitButton().getAttribute('aria-busy')).toBe('true')
    expect(submitButton().textContent).toBe('Inscription en cours…')
    // a second press while pending sends nothing more
    fireEvent.submit(submitButton().form!)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/newsletter')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual({ email: 'jean.dupont@atelier.fr', consent: true, path: '/' })

    await act(async () => answer(reply(201, { code: 'success', message: SUCCESS })))
    await waitFor(() => expect(status().textContent).toBe(SUCCESS))
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(submitButton().disabled).toBe(false)
    expect(submitButton().getAttribute('aria-busy')).toBe('false')
    expect(emailField().value).toBe('')
    expect(consentBox().checked).toBe(false)
  })

  it('shows the server’s verdict on the address under the field (the server decides) and keeps the input', async () => {
    fetchMock.mockResolvedValue(reply(400, { code: 'invalid_email', message: 'Veuillez saisir une adresse e-mail valide.' }))
    renderSection()
    fill('jean@atelier.fr', true)
    fireEvent.click(submitButton())
    const message = await screen.findByText('Veuillez saisir une adresse e-mail valide.')
    expect(emailField().getAttribute('aria-describedby')).toBe(message.id)
    expect(emailField().value).toBe('jean@atelier.fr')
    expect(consentBox().checked).toBe(true)
    expect(status().textContent).toBe('')
  })

  it('announces other refusals (rate limit, network) as an alert and keeps the input', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(429, { code: 'rate_limited', message: 'Trop de tentatives\u00a0: veuillez réessayer dans une minute.' }),
    )
    renderSection()
    fill('jean@atelier.fr', true)
    fireEvent.click(submitButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives\u00a0: veuillez réessayer dans une minute.')
    expect(emailField().value).toBe('jean@atelier.fr')

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('L’inscription n’a pas pu être enregistrée. Veuillez réessayer plus tard.'),
    )
    expect(emailField().value).toBe('jean@atelier.fr')
    expect(status().textContent).toBe('')
  })
})

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConsentManager } from '@/features/consent/ConsentManager'
import { ConsentSettings } from '@/features/consent/ConsentSettings'
import { HUBSPOT_SCRIPT_ID } from '@/features/consent/hubspot'
import { CONSENT_COOKIE, consentModeState, serializeConsent } from '@/lib/consent/consent'
import { CONSENT_TEXT } from '@/lib/consent/text'

const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]'
const layer = () => (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? ['gtag', ...Array.from(entry as IArguments)] : entry))
const hubspotScripts = () => document.querySelectorAll(`script#${HUBSPOT_SCRIPT_ID}`)
const banner = () => screen.queryByRole('dialog', { name: CONSENT_TEXT.label })
const storeChoice = (choice: 'granted' | 'denied', date = new Date()) => {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice, date)}; Path=/`
}
const clearCookies = () => {
  for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`
}
/** The dynamic import of the HubSpot loader settles. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

beforeEach(() => {
  delete window.dataLayer
  delete window._hsq
  delete window._hsp
  clearCookies()
  vi.stubEnv('CONSENT_BANNER', '1')
  vi.stubEnv('HUBSPOT_BROWSER_CODE', '12345678')
})
afterEach(() => {
  cleanup()
  document.querySelectorAll('script').forEach((s) => s.remove())
  clearCookies()
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the consent bar (_app’s slot)', () => {
  const renderSlot = async () => {
    vi.resetModules()
    const { ConsentSlot } = await import('@/features/consent/ConsentSlot')
    render(<ConsentSlot />)
  }

  it('appears after hydration when a tracker is configured and no choice is stored', async () => {
    await renderSlot()
    expect(await screen.findByRole('dialog', { name: CONSENT_TEXT.label })).toBeTruthy()
  })

  it('is not there without a tracker configured (no GTM id, no HubSpot code at build time)', async () => {
    vi.stubEnv('CONSENT_BANNER', '')
    await renderSlot()
    await settle()
    expect(banner()).toBeNull()
    expect(window.dataLayer).toBeUndefined()
  })
})

describe('ConsentManager', () => {
  it('asks in French with equal « Tout refuser » and « Tout accepter », a link to /cookies, and loads nothing before a choice', async () => {
    render(<ConsentManager />)
    const dialog = await screen.findByRole('dialog', { name: CONSENT_TEXT.label })
    expect(dialog.textContent).toContain(
      'Nous utilisons des cookies de mesure d’audience et de suivi commercial (HubSpot) uniquement avec votre accord.',
    )
    const refuse = screen.getByRole('button', { name: 'Tout refuser' })
    const accept = screen.getByRole('button', { name: 'Tout accepter' })
    expect(refuse.className).toBe(accept.className)
    expect(screen.getByRole('link', { name: CONSENT_TEXT.more }).getAttribute('href')).toBe('/cookies')
    await settle()
    expect(hubspotScripts()).toHaveLength(0)
    expect(layer()).toEqual([['gtag', 'consent', 'default', { ...consentModeState('denied'), wait_for_update: 500 }]])
  })

  it('« Tout refuser » stores denied, hides the bar, pushes the update and the event, and adds no HubSpot script', async () => {
    render(<ConsentManager />)
    fireEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }))
    await settle()
    expect(document.cookie).toMatch(new RegExp(`${CONSENT_COOKIE}=v=1&analytics=denied&date=`))
    expect(banner()).toBeNull()
    const denied = consentModeState('denied')
    expect(layer().slice(1)).toEqual([['gtag', 'consent', 'update', denied], { event: 'consent_update', consent: denied }])
    expect(hubspotScripts()).toHaveLength(0)
  })

  it('« Tout accepter » stores granted and adds HubSpot’s script once, with its address', async () => {
    render(<ConsentManager />)
    fireEvent.click(await screen.findByRole('button', { name: 'Tout accepter' }))
    await settle()
    expect(document.cookie).toMatch(new RegExp(`${CONSENT_COOKIE}=v=1&analytics=granted&date=`))
    const granted = consentModeState('granted')
    expect(layer().slice(1)).toEqual([['gtag', 'consent', 'update', granted], { event: 'consent_update', consent: granted }])
    expect(hubspotScripts()).toHaveLength(1)
    const script = hubspotScripts()[0] as HTMLScriptElement
    expect(script.src).toBe('https://js.hs-scripts.com/12345678.js')
    expect(script.async).toBe(true)
    expect(window.disableHubSpotCookieBanner).toBe(true)
    // reopened and accepted again: still one script
    act(() => window.dispatchEvent(new Event('consentement:ouvrir')))
    fireEvent.click(await screen.findByRole('button', { name: 'Tout accepter' }))
    await settle()
    expect(hubspotScripts()).toHaveLength(1)
  })

  it('without a HubSpot code (GTM alone), accepting adds no HubSpot script and the text does not name HubSpot', async () => {
    vi.stubEnv('HUBSPOT_BROWSER_CODE', '')
    render(<ConsentManager />)
    const dialog = await screen.findByRole('dialog', { name: CONSENT_TEXT.label })
    expect(dialog.textContent).not.toContain('HubSpot')
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }))
    await settle()
    expect(hubspotScripts()).toHaveLength(0)
  })

  it('remembers a stored acceptance: no bar, the update applied at start, HubSpot loaded', async () => {
    storeChoice('granted')
    render(<ConsentManager />)
    await settle()
    expect(banner()).toBeNull()
    expect(layer()).toEqual([
      ['gtag', 'consent', 'default', { ...consentModeState('denied'), wait_for_update: 500 }],
      ['gtag', 'consent', 'update', consentModeState('granted')],
    ])
    expect(hubspotScripts()).toHaveLength(1)
  })

  it('remembers a stored refusal: no bar, nothing loaded', async () => {
    storeChoice('denied')
    render(<ConsentManager />)
    await settle()
    expect(banner()).toBeNull()
    expect(hubspotScripts()).toHaveLength(0)
  })

  it('asks again when the stored choice is more than 6 months old', async () => {
    storeChoice('granted', new Date(Date.now() - 190 * 86_400_000))
    render(<ConsentManager />)
    expect(await screen.findByRole('dialog', { name: CONSENT_TEXT.label })).toBeTruthy()
    await settle()
    expect(hubspotScripts()).toHaveLength(0)
  })

  it('a refusal after an acceptance stops HubSpot’s tracking (consent revoked, do not track) and loads nothing again', async () => {
    storeChoice('granted')
    render(<ConsentManager />)
    await settle()
    act(() => window.dispatchEvent(new Event('consentement:ouvrir')))
    fireEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }))
    await settle()
    expect(window._hsq).toEqual(expect.arrayContaining([['revokeCookieConsent'], ['doNotTrack']]))
    expect(window._hsp).toContainEqual(['setHubSpotConsent', { analytics: false, advertisement: false, functionality: true }])
    expect(hubspotScripts()).toHaveLength(1)
  })

  it('Escape hides the bar without storing a choice', async () => {
    render(<ConsentManager />)
    fireEvent.keyDown(await screen.findByRole('dialog', { name: CONSENT_TEXT.label }), { key: 'Escape' })
    expect(banner()).toBeNull()
    expect(document.cookie).not.toContain(CONSENT_COOKIE)
  })
})

describe('/cookies « Gérer mes cookies »', () => {
  it('shows the current choice and reopens the bar, focus on its first button', async () => {
    storeChoice('denied')
    render(
      <>
        <ConsentSettings />
        <ConsentManager />
      </>,
    )
    expect((await screen.findByTestId('consent-current')).textContent).toBe(CONSENT_TEXT.current.denied)
    expect(banner()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Gérer mes cookies' }))
    expect(await screen.findByRole('dialog', { name: CONSENT_TEXT.label })).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Tout refuser'))
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }))
    await waitFor(() => expect(screen.getByTestId('consent-current').textContent).toBe(CONSENT_TEXT.current.granted))
  })

  it('says when no choice was made yet', async () => {
    render(<ConsentSettings />)
    expect((await screen.findByTestId('consent-current')).textContent).toBe(CONSENT_TEXT.current.none)
  })
})

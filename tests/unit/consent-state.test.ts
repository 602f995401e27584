// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  CONSENT_COOKIE,
  consentModeState,
  ensureConsentDefault,
  gtag,
  parseConsent,
  pushConsentUpdate,
  readConsent,
  serializeConsent,
  writeConsent,
} from '@/lib/consent/consent'
import { consentDefaultScript, gtmInitScript } from '@/lib/gtm'

const NOW = new Date('2026-03-15T10:00:00.000Z')
const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]'
/** The dataLayer as plain values: gtag commands (Arguments objects) as arrays tagged `gtag`. */
const layer = () => (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? ['gtag', ...Array.from(entry as IArguments)] : entry))

const clearCookies = () => {
  for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`
}

beforeEach(() => {
  delete window.dataLayer
  clearCookies()
})
afterEach(clearCookies)

describe('the stored choice (cookie `consentement`, 6 months)', () => {
  it('is written with its version, choice and date, for 6 months, on the whole site', () => {
    writeConsent('granted', NOW)
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v=1&analytics=granted&date=2026-03-15T10:00:00.000Z`)
    expect(readConsent(NOW)).toEqual({ analytics: 'granted', date: NOW })
  })

  it('is remembered until 6 months have passed, then asked again', () => {
    const cookie = `other=1; ${CONSENT_COOKIE}=${serializeConsent('denied', NOW)}`
    expect(parseConsent(cookie, new Date('2026-09-15T09:59:59.000Z'))?.analytics).toBe('denied')
    expect(parseConsent(cookie, new Date('2026-09-15T10:00:00.000Z'))).toBeNull()
  })

  it.each([
    ['no cookie', 'other=1'],
    ['another version', `${CONSENT_COOKIE}=v=2&analytics=granted&date=2026-03-01T00:00:00.000Z`],
    ['an unknown choice', `${CONSENT_COOKIE}=v=1&analytics=yes&date=2026-03-01T00:00:00.000Z`],
    ['no date', `${CONSENT_COOKIE}=v=1&analytics=granted`],
    ['a date to come', `${CONSENT_COOKIE}=v=1&analytics=granted&date=2027-01-01T00:00:00.000Z`],
  ])('counts as no choice with %s', (_, cookie) => {
    expect(parseConsent(cookie, NOW)).toBeNull()
  })
})

describe('Consent Mode v2 in the dataLayer', () => {
  it('gtag pushes its arguments object, as Google’s gtag does', () => {
    gtag('consent', 'default', { analytics_storage: 'denied' })
    expect(isArguments(window.dataLayer![0])).toBe(true)
    expect(layer()).toEqual([['gtag', 'consent', 'default', { analytics_storage: 'denied' }]])
  })

  it('a choice pushes the update, then a consent_update event; the ad signals stay denied', () => {
    pushConsentUpdate('granted')
    const state = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }
    expect(layer()).toEqual([['gtag', 'consent', 'update', state], { event: 'consent_update', consent: state }])
  })

  it('without the tag manager’s script, the manager pushes the denied default and the stored choice once', () => {
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent('granted', new Date())}; Path=/`
    ensureConsentDefault()
    ensureConsentDefault()
    expect(layer()).toEqual([
      ['gtag', 'consent', 'default', { ...consentModeState('denied'), wait_for_update: 500 }],
      ['gtag', 'consent', 'update', consentModeState('granted')],
    ])
  })
})

describe('the inline script before GTM’s loader (one script, one CSP hash)', () => {
  const run = (script: string) => {
    // the loader inserts gtm.js before the first script of the page
    if (!document.querySelector('script')) document.head.appendChild(document.createElement('script'))
    new Function(script)()
  }

  it('pushes the denied default before gtm.js, and the loader after it', () => {
    run(gtmInitScript('GTM-ABC1234'))
    const entries = layer()
    expect(entries[0]).toEqual(['gtag', 'consent', 'default', { ...consentModeState('denied'), wait_for_update: 500 }])
    expect(entries.findIndex((e) => (e as { event?: string }).event === 'gtm.js')).toBe(1)
    expect(document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234"]')).not.toBeNull()
  })

  it('applies a returning visitor’s stored choice as an update, before gtm.js', () => {
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent('granted', new Date())}; Path=/`
    run(gtmInitScript('GTM-ABC1234'))
    expect(layer().slice(0, 2)).toEqual([
      ['gtag', 'consent', 'default', { ...consentModeState('denied'), wait_for_update: 500 }],
      ['gtag', 'consent', 'update', consentModeState('granted')],
    ])
    expect((layer()[2] as { event?: string }).event).toBe('gtm.js')
    // the manager then sees the default and pushes nothing more
    ensureConsentDefault()
    expect(layer()).toHaveLength(3)
  })

  it.each([
    ['granted, 1 day old', 'granted', 1],
    ['denied, 5 months old', 'denied', 150],
    ['granted, 7 months old', 'granted', 213],
  ] as const)('reads the cookie as parseConsent does (%s)', (_, choice, days) => {
    const date = new Date(Date.now() - days * 86_400_000)
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice, date)}; Path=/`
    run(consentDefaultScript())
    const stored = readConsent()
    const updates = layer().filter((e) => Array.isArray(e) && e[2] === 'update')
    expect(updates).toEqual(stored ? [['gtag', 'consent', 'update', consentModeState(stored.analytics)]] : [])
    expect(stored === null).toBe(days > 183)
  })
})

/**
 * The visitor's consent to measurement cookies, without a dependency. One category, « mesure
 * d'audience et suivi commercial » (the tag manager's analytics and HubSpot): the choice lives in the first-party cookie
 * `consentement` (`v=1&analytics=granted|denied&date=<ISO>`) for 6 months (CNIL: ask again after 6 months, 13 at most)
 * and reaches the tag manager through Google Consent Mode v2 in the dataLayer. Refused until a choice is made.
 */
import { CONSENT_COOKIE, CONSENT_MONTHS, CONSENT_VERSION, CONSENT_WAIT_FOR_UPDATE_MS } from './constants'

export { CONSENT_COOKIE }

export type ConsentChoice = 'granted' | 'denied'
export interface StoredConsent {
  analytics: ConsentChoice
  date: Date
}

/** Consent Mode v2 state: the shop runs no advertising, so the ad signals stay denied whatever the choice. */
export interface ConsentModeState {
  ad_storage: 'denied'
  ad_user_data: 'denied'
  ad_personalization: 'denied'
  analytics_storage: ConsentChoice
}

export const consentModeState = (analytics: ConsentChoice): ConsentModeState => ({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: analytics,
})

/** The moment a choice made at `date` must be asked again. */
function consentExpiry(date: Date): Date {
  const expiry = new Date(date.getTime())
  expiry.setMonth(expiry.getMonth() + CONSENT_MONTHS)
  return expiry
}

export const serializeConsent = (analytics: ConsentChoice, now: Date): string =>
  `v=${CONSENT_VERSION}&analytics=${analytics}&date=${now.toISOString()}`

/** The stored choice in a `Cookie` string, or null when absent, malformed, of another version, or older than 6 months. */
export function parseConsent(cookies: string, now: Date = new Date()): StoredConsent | null {
  const raw = cookies.split('; ').find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
  if (!raw) return null
  const fields = new URLSearchParams(raw.slice(CONSENT_COOKIE.length + 1))
  const analytics = fields.get('analytics')
  const date = new Date(fields.get('date') ?? '')
  if (fields.get('v') !== String(CONSENT_VERSION) || (analytics !== 'granted' && analytics !== 'denied')) return null
  if (Number.isNaN(date.getTime()) || date > now || consentExpiry(date) <= now) return null
  return { analytics, date }
}

/** The browser's stored choice (see parseConsent). */
export const readConsent = (now: Date = new Date()): StoredConsent | null => parseConsent(document.cookie, now)

/** Stores the choice for 6 months (the cookie dies with the choice; parseConsent checks the date too). */
export function writeConsent(analytics: ConsentChoice, now: Date = new Date()): StoredConsent {
  const maxAge = Math.round((consentExpiry(now).getTime() - now.getTime()) / 1000)
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(analytics, now)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`
  return { analytics, date: now }
}

/** gtag's own queueing: GTM reads consent commands only as `arguments` objects pushed to the dataLayer, not arrays. */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- GTM tells a gtag command from an event by its Arguments object
  ;(window.dataLayer ??= []).push(arguments)
}

const isConsentDefault = (entry: unknown): boolean =>
  Object.prototype.toString.call(entry) === '[object Arguments]' &&
  (entry as IArguments)[0] === 'consent' &&
  (entry as IArguments)[1] === 'default'

/**
 * At start without the tag manager's script (HubSpot alone): the denied default and the stored choice, as that script
 * does before GTM's loader (src/lib/gtm.ts). Nothing when a default is already queued.
 */
export function ensureConsentDefault(now: Date = new Date()): void {
  if ((window.dataLayer ?? []).some(isConsentDefault)) return
  gtag('consent', 'default', { ...consentModeState('denied'), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS })
  const stored = readConsent(now)
  if (stored) gtag('consent', 'update', consentModeState(stored.analytics))
}

interface ConsentUpdateEvent {
  event: 'consent_update'
  consent: ConsentModeState
}

/** A choice made in the banner: Consent Mode's update, then a `consent_update` event for the tag manager's triggers. */
export function pushConsentUpdate(analytics: ConsentChoice): void {
  const state = consentModeState(analytics)
  gtag('consent', 'update', state)
  const event: ConsentUpdateEvent = { event: 'consent_update', consent: state }
  window.dataLayer!.push(event)
}

/** Window events between the banner (ConsentManager) and the /cookies page's « Gérer mes cookies ». */
export const CONSENT_OPEN_EVENT = 'consentement:ouvrir'
export const CONSENT_CHANGE_EVENT = 'consentement:change'

/** Reopens the banner (the /cookies page's button). */
export const openConsentChoice = (): void => {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
}

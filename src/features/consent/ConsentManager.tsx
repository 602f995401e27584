import { useEffect, useState } from 'react'

import {
  CONSENT_CHANGE_EVENT,
  CONSENT_OPEN_EVENT,
  ensureConsentDefault,
  pushConsentUpdate,
  readConsent,
  writeConsent,
  type ConsentChoice,
} from '@/lib/consent/consent'

import { ConsentBanner } from './ConsentBanner'

// HUBSPOT_BROWSER_CODE: NEXT_PUBLIC_HUBSPOT_TRACKING_CODE as next.config.mjs hands it to the bundler, '' when unset:
// the branches and the loader's chunk leave the build.
function startTracking(): void {
  if (process.env.HUBSPOT_BROWSER_CODE) {
    const code = process.env.HUBSPOT_BROWSER_CODE
    void import('./hubspot').then(({ startHubSpot }) => startHubSpot(code))
  }
}

function stopTracking(): void {
  if (process.env.HUBSPOT_BROWSER_CODE) {
    void import('./hubspot').then(({ stopHubSpot }) => stopHubSpot())
  }
}

type Open = false | 'start' | 'asked'

/**
 * The visitor's consent, mounted by _app after hydration only when a tracker needing it is configured
 * at build time (CONSENT_BANNER). A stored choice is applied at start (HubSpot loaded if accepted); without one, the bar
 * asks and nothing loads until « Tout accepter ». /cookies' « Gérer mes cookies » reopens it.
 */
export function ConsentManager() {
  // mounted in the browser only (next/dynamic, ssr: false): the cookie is readable at the first render
  const [open, setOpen] = useState<Open>(() => (typeof document !== 'undefined' && !readConsent() ? 'start' : false))

  useEffect(() => {
    ensureConsentDefault()
    if (readConsent()?.analytics === 'granted') startTracking()
    const reopen = () => setOpen('asked')
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
  }, [])

  const choose = (analytics: ConsentChoice) => {
    writeConsent(analytics)
    pushConsentUpdate(analytics)
    if (analytics === 'granted') startTracking()
    else stopTracking()
    setOpen(false)
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT))
  }

  if (!open) return null
  return (
    <ConsentBanner
      withHubSpot={Boolean(process.env.HUBSPOT_BROWSER_CODE)}
      onAccept={() => choose('granted')}
      onRefuse={() => choose('denied')}
      onDismiss={() => setOpen(false)}
      focusOnOpen={open === 'asked'}
    />
  )
}

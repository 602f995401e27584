/**
 * HubSpot's tracking code (NEXT_PUBLIC_HUBSPOT_TRACKING_CODE), loaded only after the visitor accepted measurement
 * cookies, and silenced when they refuse later. Imported dynamically by ConsentManager behind a build-time flag: without
 * the code, no page holds this module.
 *
 * js.hs-scripts.com is HubSpot's documented embed address; portals hosted in HubSpot's EU data centre are given
 * js-eu1.hs-scripts.com in their snippet (the CSP allows both, `https://*.hs-scripts.com`). The banner is ours:
 * HubSpot's own cookie banner is turned off and told the choice through its consent API (`_hsp`).
 */
export const HUBSPOT_SCRIPT_ID = 'hs-script-loader'
const HUBSPOT_SCRIPT_HOST = 'https://js.hs-scripts.com'

type HubSpotQueue = unknown[]
declare global {
  interface Window {
    _hsq?: HubSpotQueue
    _hsp?: HubSpotQueue
    disableHubSpotCookieBanner?: boolean
  }
}

const hubspotScriptSrc = (code: string): string => `${HUBSPOT_SCRIPT_HOST}/${code}.js`

const consentCategories = (analytics: boolean) => ({ analytics, advertisement: false, functionality: true })

const DO_NOT_TRACK_COOKIE = '__hs_do_not_track'

/**
 * HubSpot's doNotTrack is permanent until its cookie is removed (HubSpot's tracking code API): an acceptance after a
 * refusal removes it, on this host and the parent domains HubSpot may have set it on.
 */
function liftDoNotTrack(): void {
  if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${DO_NOT_TRACK_COOKIE}=`))) return
  const labels = window.location.hostname.split('.')
  const domains = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
  for (const domain of ['', ...domains.map((name) => `; Domain=${name}`)]) {
    document.cookie = `${DO_NOT_TRACK_COOKIE}=; Max-Age=0; Path=/${domain}`
  }
}

/** Accepted: the loader, once (a second call adds nothing); a do-not-track left by an earlier refusal is lifted. */
export function startHubSpot(code: string): void {
  if (!/^\d+$/.test(code)) return
  liftDoNotTrack()
  window._hsq ??= []
  window.disableHubSpotCookieBanner = true
  ;(window._hsp ??= []).push(['setHubSpotConsent', consentCategories(true)])
  if (document.getElementById(HUBSPOT_SCRIPT_ID)) return
  const script = document.createElement('script')
  script.id = HUBSPOT_SCRIPT_ID
  script.async = true
  script.defer = true
  script.src = hubspotScriptSrc(code)
  document.body.appendChild(script)
}

/** Refused after accepting, in the same page: HubSpot's cookies removed and tracking stopped (nothing loads again). */
export function stopHubSpot(): void {
  if (!document.getElementById(HUBSPOT_SCRIPT_ID)) return
  ;(window._hsp ??= []).push(['setHubSpotConsent', consentCategories(false)])
  const hsq = (window._hsq ??= [])
  hsq.push(['revokeCookieConsent'])
  hsq.push(['doNotTrack'])
}

/** What the consent cookie and Consent Mode's default share with GTM's inline script (src/lib/gtm.ts): values only. */
export const CONSENT_COOKIE = 'consentement'
/** Bump when the banner asks something new: every stored choice is asked again. */
export const CONSENT_VERSION = 1
/** CNIL's recommendation: ask again after 6 months. */
export const CONSENT_MONTHS = 6
/** How long GTM waits, at start, for an update before firing its tags (the stored choice comes in the same script). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500

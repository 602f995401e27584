import { useEffect, useState } from 'react'

import { CONSENT_CHANGE_EVENT, openConsentChoice, readConsent, type ConsentChoice } from '@/lib/consent/consent'
import { CONSENT_TEXT as T } from '@/lib/consent/text'

/** /cookies: the current choice (read after hydration: the page is static) and « Gérer mes cookies », which reopens the bar. */
export function ConsentSettings() {
  const [choice, setChoice] = useState<ConsentChoice | 'none' | undefined>(undefined)

  useEffect(() => {
    const update = () => setChoice(readConsent()?.analytics ?? 'none')
    update()
    window.addEventListener(CONSENT_CHANGE_EVENT, update)
    return () => window.removeEventListener(CONSENT_CHANGE_EVENT, update)
  }, [])

  return (
    <section aria-label={T.label} className="mt-8 max-w-3xl rounded border border-slate-200 p-4">
      <p className="min-h-5 text-sm" aria-live="polite" data-testid="consent-current">
        {choice ? T.current[choice] : null}
      </p>
      <button
        type="button"
        onClick={openConsentChoice}
        className="mt-3 rounded border-2 border-brand-dark px-4 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-dark hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {T.manage}
      </button>
    </section>
  )
}

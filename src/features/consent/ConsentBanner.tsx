import Link from 'next/link'
import { useEffect, useRef, type KeyboardEvent } from 'react'

import { CONSENT_TEXT as T } from '@/lib/consent/text'
import { ROUTES } from '@/lib/routes'

export interface ConsentBannerProps {
  withHubSpot: boolean
  onAccept: () => void
  onRefuse: () => void
  /** Escape: the bar goes away for this page, nothing stored (no choice is a refusal: nothing loads). */
  onDismiss: () => void
  /** Reopened from /cookies: focus moves into the bar; at a page's start it does not steal the focus. */
  focusOnOpen?: boolean
}

const BUTTON =
  'min-w-36 rounded border-2 border-brand-dark bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-brand-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/**
 * The consent bar: fixed at the bottom (no layout shift), rendered only in the browser after hydration. Non-modal, so
 * no focus trap; « Tout refuser » and « Tout accepter » look the same (CNIL), « Tout refuser » first.
 */
export function ConsentBanner({ withHubSpot, onAccept, onRefuse, onDismiss, focusOnOpen = false }: ConsentBannerProps) {
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusOnOpen) first.current?.focus()
  }, [focusOnOpen])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') onDismiss()
  }
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-label={T.label}
      aria-describedby="consentement-texte"
      onKeyDown={onKeyDown}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white text-brand-ink shadow-[0_-2px_8px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
        <p id="consentement-texte" className="text-sm">
          {T.intro(withHubSpot)}{' '}
          <Link href={ROUTES.cookies} className="font-semibold text-brand-dark underline underline-offset-2">
            {T.more}
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <button ref={first} type="button" className={`${BUTTON} flex-1 md:flex-none`} onClick={onRefuse}>
            {T.refuse}
          </button>
          <button type="button" className={`${BUTTON} flex-1 md:flex-none`} onClick={onAccept}>
            {T.accept}
          </button>
        </div>
      </div>
    </section>
  )
}

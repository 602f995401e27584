import type {} from 'altcha/types/react' // JSX type of <altcha-widget>
import { useEffect, useRef, useState } from 'react'

import { CAPTCHA_WIDGET_STRINGS } from '@/lib/forms/messages'

/** Where the widget fetches its challenges (src/pages/api/captcha/challenge.ts). */
const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge'

type AltchaGlobal = { i18n: { set: (language: string, strings: Record<string, string>) => void } }

let loading: Promise<void> | null = null

/** Loads the ALTCHA web component once, on the first form that shows it (not in the shop's main bundle). */
function loadWidget(): Promise<void> {
  loading ??= import('altcha').then(() => {
    ;(globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.i18n.set('fr', { ...CAPTCHA_WIDGET_STRINGS })
  })
  return loading
}

type StateChange = CustomEvent<{ state: string; payload?: string | null }>

export type CaptchaFieldProps = {
  /** The solved payload to send with the form (field `captcha`), or null while not verified. */
  onChange: (payload: string | null) => void
  /** French message shown under the widget (the server's refusal, or « cochez la case »). */
  error?: string | null
  /** Change it to start over (after the server redeemed or refused a solution: it is accepted once). */
  resetKey?: number
  id?: string
}

/**
 * The self-hosted ALTCHA captcha of a form: « Je ne suis pas un robot », the browser solves a small
 * proof-of-work, the payload goes with the form and the server redeems it once (`verifyCaptcha`).
 */
export function CaptchaField({ onChange, error, resetKey = 0, id = 'captcha' }: CaptchaFieldProps) {
  const ref = useRef<HTMLElement & { reset?: () => void }>(null)
  const [ready, setReady] = useState(false)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useEffect(() => {
    let active = true
    loadWidget()
      .then(() => active && setReady(true))
      .catch((err: unknown) => console.error('[captcha] widget failed to load', err))
    return () => {
      active = false
    }
  }, [])

  useEffect(() => {
    const el = ref.current
    if (!ready || !el) return
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail
      onChangeRef.current(state === 'verified' && payload ? payload : null)
    }
    el.addEventListener('statechange', listener)
    return () => el.removeEventListener('statechange', listener)
  }, [ready])

  useEffect(() => {
    if (resetKey === 0) return
    ref.current?.reset?.()
    onChangeRef.current(null)
  }, [resetKey])

  const errorId = `${id}-erreur`
  return (
    <div className="flex flex-col gap-1" data-testid="captcha" aria-describedby={error ? errorId : undefined}>
      {ready ? (
        <altcha-widget
          ref={ref}
          id={id}
          challenge={CAPTCHA_CHALLENGE_URL}
          language="fr"
          name="captcha"
          style={{ '--altcha-max-width': '100%' }}
        />
      ) : (
        <p className="text-sm text-slate-600" aria-live="polite">
          {CAPTCHA_WIDGET_STRINGS.loading}
        </p>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

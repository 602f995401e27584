import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { RichText } from '@/features/content/RichText'
import { useLayoutData } from '@/features/ui/LayoutContext'
import { useHydrated } from '@/lib/use-hydrated'

import { NEWSLETTER_MESSAGES as M } from '@/lib/newsletter/messages'
import { EMAIL_MAX_LENGTH } from '@/lib/newsletter/limits'
import type { NewsletterFieldErrors } from '@/lib/newsletter/signup'
import { useNewsletterSignup } from './useNewsletterSignup'

/** The privacy terms on the dark band: light text, underlined links, tight paragraphs. */
const TERMS_CLASS = '[&_p]:my-1 [&_a]:font-semibold [&_a]:text-white [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5'

/**
 * spec §3 Global sections: the newsletter global {titre, privacy_terms} from the CMS, read as {title, privacyTerms}, with an e-mail sign-up. The form checks
 * the fields first (French messages under each field), the server decides; the input stays on error, the confirmation
 * is announced in a live region.
 */
export function NewsletterSection() {
  const { title, privacyTerms } = useLayoutData().newsletter
  const signup = useNewsletterSignup()
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<NewsletterFieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [confirmation, setConfirmation] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const consentRef = useRef<HTMLInputElement>(null)

  const id = useId()
  const ids = {
    title: `${id}-titre`,
    email: `${id}-email`,
    emailError: `${id}-email-erreur`,
    consent: `${id}-consentement`,
    consentError: `${id}-consentement-erreur`,
  }
  const pending = signup.isPending
  const formRef = useRef<HTMLFormElement>(null)
  // tests and tools wait for it; set on the element, not rendered, so the section does not render twice on hydrating
  useEffect(() => {
    formRef.current?.setAttribute('data-ready', 'true')
  }, [])

  const showErrors = (fields: NewsletterFieldErrors) => {
    setFieldErrors(fields)
    // take keyboard and screen-reader users to the first field to correct
    if (fields.email) emailRef.current?.focus()
    else if (fields.consent) consentRef.current?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setConfirmation(null)
    setFormError(null)
    // the rules (zod) load on the first submit: they stay out of the product page's first JavaScript
    const { checkSignup } = await import('@/lib/newsletter/signup')
    // the page signed up from, for the CRM (read at submit time: the form only runs in the browser)
    const checked = checkSignup({ email, consent, path: window.location.pathname })
    if (!checked.ok) {
      showErrors(checked.fields)
      return
    }
    setFieldErrors({})
    signup.mutate(checked.data, {
      onSuccess: (reply) => {
        setConfirmation(reply.message)
        setEmail('')
        setConsent(false)
      },
      onError: (error) => {
        if (error.code === 'invalid_email') showErrors({ email: error.message })
        else if (error.code === 'consent_required') showErrors({ consent: error.message })
        else setFormError(error.message)
      },
    })
  }

  return (
    <section
      aria-labelledby={ids.title}
      data-testid="newsletter"
      className="mt-16 rounded-lg bg-brand-ink px-4 py-8 text-white sm:px-8 sm:py-10"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id={ids.title} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <label htmlFor={ids.email} className="text-sm font-semibold">
              {M.emailLabel}
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                ref={emailRef}
                id={ids.email}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                placeholder={M.emailPlaceholder}
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value)
                  if (fieldErrors.email) setFieldErrors((f) => ({ ...f, email: undefined }))
                }}
                aria-invalid={fieldErrors.email ? true : undefined}
                aria-describedby={fieldErrors.email ? ids.emailError : undefined}
                className="min-h-11 w-full rounded border border-slate-300 bg-white px-3 py-2 text-brand-ink placeholder:text-slate-500 aria-[invalid=true]:border-red-500 sm:flex-1"
              />
              <SubmitButton pending={pending} />
            </div>
            {fieldErrors.email ? (
              <p id={ids.emailError} className="text-sm font-medium text-red-300">
                {fieldErrors.email}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-3">
              <input
                ref={consentRef}
                id={ids.consent}
                name="consent"
                type="checkbox"
                checked={consent}
                onChange={(e) => {
                  setConsent(e.target.checked)
                  if (fieldErrors.consent) setFieldErrors((f) => ({ ...f, consent: undefined }))
                }}
                aria-invalid={fieldErrors.consent ? true : undefined}
                aria-describedby={fieldErrors.consent ? ids.consentError : undefined}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              {/* the CMS's privacy terms are the checkbox's label (links inside stay links) */}
              <label htmlFor={ids.consent} className="text-sm text-slate-200">
                {hasContent(privacyTerms) ? <RichText content={privacyTerms} className={TERMS_CLASS} /> : M.consentFallback}
              </label>
            </div>
            {fieldErrors.consent ? (
              <p id={ids.consentError} className="text-sm font-medium text-red-300">
                {fieldErrors.consent}
              </p>
            ) : null}
          </div>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-300">
              {formError}
            </p>
          ) : null}
        </form>
        {/* always in the page, so the confirmation is announced when it appears */}
        <p role="status" aria-live="polite" data-testid="newsletter-status" className="mt-4 font-semibold text-green-300">
          {confirmation}
        </p>
      </div>
    </section>
  )
}

function hasContent(value: unknown): boolean {
  const root = (value as { root?: { children?: unknown } } | null)?.root
  return Array.isArray(root?.children) && root.children.length > 0
}

/**
 * The form only works with its script: before hydration a native submit would put the address in the URL, so the
 * button waits for hydration (its own small render, not the section's).
 */
function SubmitButton({ pending }: { pending: boolean }) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      disabled={!hydrated || pending}
      aria-busy={pending}
      className="min-h-11 shrink-0 rounded bg-brand-dark px-5 py-2 font-semibold text-white transition hover:bg-[#a53f07] disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? M.pending : M.submit}
    </button>
  )
}

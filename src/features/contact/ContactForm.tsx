import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'

import { CaptchaField } from '@/features/forms/CaptchaField'
import { FieldError } from '@/features/forms/FieldError'
import { FormAlert } from '@/features/forms/FormAlert'
import { SubmitButton } from '@/features/forms/SubmitButton'
import { CAPTCHA_MESSAGES } from '@/lib/forms/messages'
import { ROUTES } from '@/lib/routes'

import { CONTACT_LIMITS, CONTACT_MESSAGES as M, contactFieldsSchema, type ContactField } from '@/lib/contact/contactRequest'
import { useContactRequest } from './useContactRequest'

type Values = { subject: string; message: string; name: string; company: string; email: string; phone: string; consent: boolean }
type Errors = Partial<Record<ContactField, string>>

const EMPTY: Omit<Values, 'subject'> = { message: '', name: '', company: '', email: '', phone: '', consent: false }
const inputClass = 'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700'

/**
 * The contact form of /contact: subject prefilled from the UI store's contact subject, French errors by
 * each field (the same zod rules as the server), captcha, a clear confirmation; input kept when sending fails.
 */
export function ContactForm({ initialSubject }: { initialSubject: string }) {
  const id = useId()
  const [values, setValues] = useState<Values>({ subject: initialSubject, ...EMPTY })
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [captcha, setCaptcha] = useState<string | null>(null)
  const [captchaReset, setCaptchaReset] = useState(0)
  const [sent, setSent] = useState<string | null>(null)
  const send = useContactRequest()

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }))

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError(null)
    const parsed = contactFieldsSchema.safeParse(values)
    const next: Errors = {}
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as ContactField] ??= issue.message
    if (!captcha) next.captcha = CAPTCHA_MESSAGES.missing
    setErrors(next)
    if (!parsed.success || !captcha) {
      document.getElementById(`${id}-${Object.keys(next)[0]}`)?.focus()
      return
    }
    const reply = await send.mutateAsync({ ...parsed.data, captcha, path: window.location.pathname })
    // the server redeemed (or refused) this captcha: a new one is needed for another attempt
    setCaptchaReset((n) => n + 1)
    if (reply.code === 'success') {
      setSent(reply.message)
      setValues({ subject: '', ...EMPTY })
      return
    }
    if ('field' in reply && reply.field) setErrors({ [reply.field]: reply.message })
    else setFormError(reply.message)
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col gap-4" data-testid="contact-sent">
        <p className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">{sent}</p>
        <button
          type="button"
          onClick={() => setSent(null)}
          className="self-start font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          {M.another}
        </button>
      </div>
    )
  }

  const a11y = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })
  const error = (field: ContactField) => <FieldError id={`${id}-${field}-error`} message={errors[field]} />
  const label = (field: ContactField, text: string) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-brand-ink">
      {text}
    </label>
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={send.isPending} className="flex flex-col gap-5" data-testid="contact-form">
      <FormAlert message={formError} />
      <div>
        {label('subject', M.subjectLabel)}
        <input
          {...a11y('subject')}
          type="text"
          maxLength={CONTACT_LIMITS.subject}
          placeholder={M.subjectPlaceholder}
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          className={inputClass}
        />
        {error('subject')}
      </div>
      <div>
        {label('message', M.messageLabel)}
        <textarea
          {...a11y('message')}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          className={inputClass}
        />
        {error('message')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label('name', M.nameLabel)}
          <input
            {...a11y('name')}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            className={inputClass}
          />
          {error('name')}
        </div>
        <div>
          {label('company', M.companyLabel)}
          <input
            {...a11y('company')}
            type="text"
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            value={values.company}
            onChange={(e) => set('company', e.target.value)}
            className={inputClass}
          />
          {error('company')}
        </div>
        <div>
          {label('email', M.emailLabel)}
          <input
            {...a11y('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            className={inputClass}
          />
          {error('email')}
        </div>
        <div>
          {label('phone', M.phoneLabel)}
          <input
            {...a11y('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            className={inputClass}
          />
          {error('phone')}
        </div>
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            {...a11y('consent')}
            type="checkbox"
            checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
            className="mt-1 h-4 w-4"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-700">
            {M.consentLabel}{' '}
            <Link href={ROUTES.privacy} className="text-brand-dark underline">
              {M.consentLink}
            </Link>
            .
          </label>
        </div>
        {error('consent')}
      </div>
      <CaptchaField id={`${id}-captcha`} onChange={setCaptcha} error={errors.captcha} resetKey={captchaReset} />
      <SubmitButton pending={send.isPending} className="self-start">
        {send.isPending ? M.pending : M.submit}
      </SubmitButton>
    </form>
  )
}

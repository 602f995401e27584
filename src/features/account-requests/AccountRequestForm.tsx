import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'

import { CaptchaField } from '@/features/forms/CaptchaField'
import { FormAlert } from '@/features/forms/FormAlert'
import { CAPTCHA_MESSAGES } from '@/lib/forms/messages'
import { ROUTES } from '@/lib/routes'
import { useHydrated } from '@/lib/use-hydrated'
import { useUiStore } from '@/stores/ui'

import { ChoiceGroup, Checkbox, FieldError, RequiredMark, Section, TextField } from './fields'
import { ACCOUNT_REQUEST_MESSAGES as M, type AccountRequestField, type AccountRequestFieldErrors } from '@/lib/account-requests/messages'
import { ACCOUNT_REQUEST_LIMITS as L, checkAccountRequest } from '@/lib/account-requests/schema'
import { useAccountRequest } from './useAccountRequest'

type Values = {
  civility: '' | 'M.' | 'Mme'
  firstname: string
  lastname: string
  email: string
  phone: string
  company: string
  country: 'FR' | 'BE'
  street: string
  postalCode: string
  city: string
  siret: string
  vat: string
  clientNumber: string
  note: string
}

const EMPTY: Values = {
  civility: '',
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  company: '',
  country: 'FR',
  street: '',
  postalCode: '',
  city: '',
  siret: '',
  vat: '',
  clientNumber: '',
  note: '',
}
/** Order of the fields on the page: the first one in error gets the focus. */
const ORDER: AccountRequestField[] = [
  'clientNumber',
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'siret',
  'vat',
  'street',
  'postalCode',
  'city',
  'country',
  'note',
  'consent',
  'captcha',
]

/**
 * The account request form of /creer-un-compte. The four switches of spec §3 (UI store) decide which fields show;
 * the rules run here first (French message next to each field), the server decides. Input is kept on failure.
 */
export function AccountRequestForm({ onSent }: { onSent: (message: string) => void }) {
  const ui = useUiStore()
  const request = useAccountRequest()
  const hydrated = useHydrated()
  const id = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [consent, setConsent] = useState(false)
  const [captcha, setCaptcha] = useState<string | null>(null)
  const [captchaReset, setCaptchaReset] = useState(0)
  const [errors, setErrors] = useState<AccountRequestFieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const fieldId = (field: string) => `${id}-${field}`

  const byNumber = !ui.isNewClient && ui.hasClientNumber
  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field as AccountRequestField]) setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const text = (field: keyof Values & AccountRequestField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={fieldId(field)} name={field} label={label} value={values[field]} onValue={set(field)} error={errors[field]} {...extra} />
  )

  const showErrors = (fields: AccountRequestFieldErrors) => {
    setErrors(fields)
    const first = ORDER.find((f) => fields[f])
    // keyboard and screen-reader users land on the first field to correct
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus())
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (request.isPending) return
    setFormError(null)
    const body = {
      ...values,
      isNewClient: ui.isNewClient,
      isCompany: ui.isCompany,
      hasVatNumber: ui.hasVatNumber,
      hasClientNumber: ui.hasClientNumber,
      consent,
    }
    const checked = checkAccountRequest(body)
    const fields: AccountRequestFieldErrors = checked.ok ? {} : { ...checked.fields }
    if (!captcha) fields.captcha = CAPTCHA_MESSAGES.missing
    if (Object.keys(fields).length > 0) {
      setFormError(M.invalidFields)
      return showErrors(fields)
    }
    request.mutate(
      { ...body, consent: true, captcha },
      {
        onSuccess: (message) => onSent(message),
        onError: (error) => {
          // a solved challenge is accepted once: start a new one when the server may have redeemed it
          if (error.code !== 'invalid_fields' && error.code !== 'invalid_body') setCaptchaReset((n) => n + 1)
          setFormError(error.message)
          showErrors(error.fields)
        },
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="account-request-form"
      data-ready={hydrated ? 'true' : undefined}
      className="flex flex-col gap-6"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <ChoiceGroup
          name="client"
          legend={M.clientLegend}
          value={ui.isNewClient}
          onChange={ui.setIsNewClient}
          options={[
            { value: true, label: M.newClient },
            { value: false, label: M.existingClient },
          ]}
        />
        <ChoiceGroup
          name="kind"
          legend={M.kindLegend}
          value={ui.isCompany}
          onChange={ui.setIsCompany}
          options={[
            { value: true, label: M.company },
            { value: false, label: M.individual },
          ]}
        />
      </div>

      {!ui.isNewClient ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Checkbox id={fieldId('has-client-number')} checked={ui.hasClientNumber} onChange={ui.setHasClientNumber}>
            {M.hasClientNumber}
          </Checkbox>
          {ui.hasClientNumber
            ? text('clientNumber', M.clientNumber, { hint: M.clientNumberHint, maxLength: L.clientNumber, autoComplete: 'off' })
            : null}
        </div>
      ) : null}

      <Section legend={M.identityLegend}>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('civility')} className="block text-sm font-semibold text-brand-ink">
            {M.civility}
          </label>
          <select
            id={fieldId('civility')}
            name="civility"
            value={values.civility}
            onChange={(e) => set('civility')(e.target.value)}
            autoComplete="honorific-prefix"
            className="mt-1 min-h-11 w-full rounded border border-slate-300 bg-white px-3 py-2 text-base sm:w-56"
          >
            <option value="">{M.civilityNone}</option>
            <option value="Mme">Madame</option>
            <option value="M.">Monsieur</option>
          </select>
        </div>
        {text('firstname', M.firstname, { autoComplete: 'given-name', maxLength: L.name })}
        {text('lastname', M.lastname, { autoComplete: 'family-name', maxLength: L.name })}
        {text('email', M.email, { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: L.email })}
        {text('phone', M.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: L.phone, hint: M.phoneHint })}
      </Section>

      <Section legend={ui.isCompany ? M.companyLegend : M.addressLegend}>
        {ui.isCompany
          ? text('company', M.companyName, { autoComplete: 'organization', maxLength: L.company, className: 'sm:col-span-2' })
          : null}
        <div className={byNumber ? 'sm:col-span-2' : undefined}>
          <div className="text-sm font-semibold text-brand-ink">
            <label htmlFor={fieldId('country')}>{M.country}</label>
            <RequiredMark />
          </div>
          <select
            id={fieldId('country')}
            name="country"
            value={values.country}
            onChange={(e) => set('country')(e.target.value)}
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            className="mt-1 min-h-11 w-full rounded border border-slate-300 bg-white px-3 py-2 text-base"
          >
            <option value="FR">France</option>
            <option value="BE">Belgique</option>
          </select>
          <FieldError id={`${fieldId('country')}-erreur`} message={errors.country} />
        </div>
        {ui.isCompany && !byNumber && values.country === 'FR'
          ? text('siret', M.siret, { inputMode: 'numeric', hint: M.siretHint, maxLength: 20, autoComplete: 'off' })
          : null}
        {ui.isCompany ? (
          <div className="flex flex-col gap-3 sm:col-span-2">
            <Checkbox id={fieldId('has-vat')} checked={ui.hasVatNumber} onChange={ui.setHasVatNumber}>
              {M.hasVatNumber}
            </Checkbox>
            {ui.hasVatNumber ? text('vat', M.vat, { hint: M.vatHint, maxLength: 20, autoComplete: 'off', className: 'sm:max-w-sm' }) : null}
          </div>
        ) : null}
        {!byNumber ? (
          <>
            {text('street', M.street, { autoComplete: 'street-address', maxLength: L.street, className: 'sm:col-span-2' })}
            {text('postalCode', M.postalCode, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 })}
            {text('city', M.city, { autoComplete: 'address-level2', maxLength: L.city })}
          </>
        ) : null}
      </Section>

      <div>
        <label htmlFor={fieldId('note')} className="block text-sm font-semibold text-brand-ink">
          {M.note}
        </label>
        <textarea
          id={fieldId('note')}
          name="note"
          rows={3}
          maxLength={L.note}
          value={values.note}
          onChange={(e) => set('note')(e.target.value)}
          className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base"
        />
        <FieldError id={`${fieldId('note')}-erreur`} message={errors.note} />
      </div>

      <Checkbox
        id={fieldId('consent')}
        checked={consent}
        error={errors.consent}
        onChange={(checked) => {
          setConsent(checked)
          if (errors.consent) setErrors((e) => ({ ...e, consent: undefined }))
        }}
      >
        {M.consentBefore}
        <Link href={ROUTES.terms} target="_blank" className="font-semibold text-brand-dark underline">
          {M.termsLink}
        </Link>
        {M.consentMiddle}
        <Link href={ROUTES.privacy} target="_blank" className="font-semibold text-brand-dark underline">
          {M.privacyLink}
        </Link>
        {M.consentAfter}
      </Checkbox>

      <CaptchaField
        id={fieldId('captcha')}
        resetKey={captchaReset}
        error={errors.captcha}
        onChange={(payload) => {
          setCaptcha(payload)
          if (payload && errors.captcha) setErrors((e) => ({ ...e, captcha: undefined }))
        }}
      />

      <FormAlert message={formError} />
      <button
        type="submit"
        disabled={!hydrated || request.isPending}
        aria-busy={request.isPending}
        className="min-h-11 self-start rounded bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-brand-ink disabled:cursor-wait disabled:opacity-70 max-sm:w-full"
      >
        {request.isPending ? M.pending : M.submit}
      </button>
    </form>
  )
}

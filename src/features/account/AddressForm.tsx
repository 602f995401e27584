import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { CountryField } from '@/features/forms/CountryField'
import { FormAlert } from '@/features/forms/FormAlert'
import { TextField } from '@/features/forms/TextField'
import { addressErrors, type AddressField, type DeliveryAddress, type DeliveryCountry } from '@/lib/account/addresses'

import { ADDRESS_FIELDS, ADDRESS_TEXT as T } from '@/lib/account/addressMessages'

type Values = Record<AddressField, string>
export type AddressFormSubmit = { address: DeliveryAddress; is_default: boolean }

const EMPTY: Values = { name: '', street: '', postal_code: '', city: '', country: 'FR' }

type Props = {
  title: string
  initial?: DeliveryAddress
  /** Shows the « par défaut » box (not for the current default: it stays default until another one is chosen). */
  withDefault: boolean
  busy: boolean
  /** The server's refusal (French message), shown above the fields. */
  error: string | null
  onSubmit: (value: AddressFormSubmit) => void
  onCancel?: () => void
  /** Moves the focus to the first field when the form opens (editing). */
  autoFocus?: boolean
  testId: string
}

/** An address form with the checkout's labels and French messages, checked before it is sent (and again by the server). */
export function AddressForm({ title, initial, withDefault, busy, error, onSubmit, onCancel, autoFocus, testId }: Props) {
  const id = useId()
  const [values, setValues] = useState<Values>(initial ?? EMPTY)
  const [isDefault, setIsDefault] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({})
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (autoFocus) first.current?.focus()
  }, [autoFocus])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = addressErrors(values)
    setErrors(found)
    const invalid = ADDRESS_FIELDS.map((f) => f.name).find((name) => found[name])
    if (invalid) return document.getElementById(`${id}-${invalid}`)?.focus()
    onSubmit({ address: { ...values, country: values.country as DeliveryCountry }, is_default: isDefault })
  }
  const input = 'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700'

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && onCancel?.()}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      data-testid={testId}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-brand-ink">
        {title}
      </h3>
      <FormAlert message={error} testId="address-form-error" />
      <div className="grid gap-3 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((field, index) => (
          <TextField
            key={field.name}
            formId={id}
            name={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            value={values[field.name]}
            onValue={(value) => setValues({ ...values, [field.name]: value })}
            error={errors[field.name]}
            inputRef={index === 0 ? first : undefined}
            className={field.name === 'street' || field.name === 'name' ? 'sm:col-span-2' : undefined}
            inputClassName={input}
          />
        ))}
        <CountryField
          formId={id}
          name="country"
          label={T.country}
          value={values.country}
          onValue={(country) => setValues({ ...values, country })}
          error={errors.country}
          selectClassName={input}
        />
      </div>
      {withDefault ? (
        <label className="flex items-center gap-2 text-sm text-brand-ink">
          <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} className="h-4 w-4" />
          {T.makeDefault}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-dark px-5 py-2 font-semibold text-white hover:bg-brand-ink disabled:opacity-60"
        >
          {T.save}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-300 px-5 py-2 font-semibold text-brand-ink hover:bg-slate-50"
          >
            {T.cancel}
          </button>
        ) : null}
      </div>
    </form>
  )
}

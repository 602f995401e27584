import { FieldError } from '@/features/forms/FieldError'

type Props = {
  /** The form's own id (useId): the field's id is `${formId}-email`. */
  formId: string
  value: string
  onValue: (value: string) => void
  error?: string | null
  inputClassName: string
  /** Announce the error as it appears (a form with this field alone). */
  errorRole?: 'alert'
}

/** « Adresse e-mail » of the login and forgotten-password forms (the account's user name for password managers). */
export function EmailField({ formId, value, onValue, error, inputClassName, errorRole }: Props) {
  const id = `${formId}-email`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-ink">
        Adresse e-mail
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={254}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClassName}
      />
      <FieldError id={`${id}-error`} message={error} role={errorRole} />
    </div>
  )
}

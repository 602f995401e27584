import type { InputHTMLAttributes, Ref } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  /** The form's own id (useId): the field's id is `${formId}-${name}`. */
  formId: string
  name: string
  label: string
  value: string
  onValue: (value: string) => void
  /** The field's French error message, announced with it. */
  error?: string | null
  inputRef?: Ref<HTMLInputElement>
  className?: string
  inputClassName: string
}

/** A labelled text field with its error under it (aria-invalid, aria-describedby): the delivery address forms'. */
export function TextField({ formId, name, label, value, onValue, error, inputRef, className, inputClassName, ...input }: Props) {
  const id = `${formId}-${name}`
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-ink">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClassName}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

import type { InputHTMLAttributes, ReactNode } from 'react'

const INPUT_CLASS =
  'mt-1 min-h-11 w-full rounded border border-slate-300 bg-white px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700 focus:outline-none focus:ring-2 focus:ring-brand-dark'

type TextFieldProps = {
  id: string
  label: string
  error?: string
  hint?: string
  optional?: boolean
  className?: string
  onValue: (value: string) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'className'>

/** A labelled input with its hint and its French error, both tied to it for screen readers. */
export function TextField({ id, label, error, hint, optional, className, onValue, ...input }: TextFieldProps) {
  const described = [hint ? `${id}-aide` : null, error ? `${id}-erreur` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <div className="text-sm font-semibold text-brand-ink">
        <label htmlFor={id}>{label}</label>
        {optional ? null : <RequiredMark />}
      </div>
      <input
        id={id}
        {...input}
        onChange={(event) => onValue(event.target.value)}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={INPUT_CLASS}
      />
      {hint ? (
        <p id={`${id}-aide`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  )
}

/** The visual « obligatoire » star, outside the label: screen readers get `aria-required` instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  )
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null
}

/** A choice between two answers (radio buttons in a fieldset: arrow keys move between them). */
export function ChoiceGroup({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string
  legend: string
  value: boolean
  options: [{ value: true; label: string }, { value: false; label: string }]
  onChange: (value: boolean) => void
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-brand-ink">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-3">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-slate-300 px-4 py-2 has-[:checked]:border-brand-dark has-[:checked]:bg-orange-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-dark"
          >
            <input
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-dark"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function Checkbox({
  id,
  checked,
  onChange,
  children,
  error,
}: {
  id: string
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  error?: string
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erreur` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-dark"
        />
        <label htmlFor={id} className="text-sm text-brand-ink">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  )
}

export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-lg font-bold text-brand-ink">{legend}</legend>
      {children}
    </fieldset>
  )
}

import type { ReactNode } from 'react'

const BUTTON_CLASS = 'rounded bg-brand-dark px-5 py-3 font-semibold text-white hover:bg-brand-ink disabled:cursor-wait disabled:opacity-70'

/** A form's submit button, disabled while the form is sent; `className` goes before the button's own classes. */
export function SubmitButton({ pending, className, children }: { pending: boolean; className?: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} className={className ? `${className} ${BUTTON_CLASS}` : BUTTON_CLASS}>
      {children}
    </button>
  )
}

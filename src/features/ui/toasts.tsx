import type { KeyboardEvent } from 'react'
import { toast, type Toast } from 'react-hot-toast'

/** French text of the toasts' own controls. */
export const TOAST_TEXT = {
  close: 'Fermer la notification',
  undo: 'Annuler',
} as const

type ToastAction = { label: string; onClick: () => void }

/**
 * A confirmation toast (spec §2: bottom-left, 6 s, 3 visible; the Toaster is in AppProviders). The Toaster announces
 * it (role=status, aria-live=polite); its close button and Escape, while focus is inside, dismiss it from the keyboard.
 * An action (« Annuler ») runs once and dismisses the toast.
 */
export function showToast(message: string, action?: ToastAction): string {
  return toast((t) => <ToastBody toast={t} message={message} action={action} />, { className: 'toast' })
}

function ToastBody({ toast: t, message, action }: { toast: Toast; message: string; action?: ToastAction }) {
  const dismiss = () => toast.dismiss(t.id)
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape') dismiss()
  }
  return (
    <span className="flex items-center gap-3 text-sm text-brand-ink" data-testid="toast" onKeyDown={onKeyDown}>
      <span>{message}</span>
      {action ? (
        <button
          type="button"
          onClick={() => {
            dismiss()
            action.onClick()
          }}
          className="shrink-0 rounded px-2 py-1 font-semibold text-brand-dark underline underline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={dismiss}
        aria-label={TOAST_TEXT.close}
        title={TOAST_TEXT.close}
        className="-mr-1 shrink-0 rounded px-1.5 text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  )
}

import { useId, useState, type FormEvent } from 'react'

import { showToast } from '@/features/ui/toasts'
import { PART_NUMBER_MAX_LENGTH, PART_NUMBER_TEXT as T } from '@/lib/part-numbers/api'

import { usePartNumber, useSetPartNumber } from './usePartNumbers'

/**
 * « Ma référence » on a product page (logged-in buyers, loaded on demand): the company's part number, and a small form
 * to add, change or remove it; a toast confirms each change, a refusal says why under the field.
 */
export default function PartNumberEditor({ productId }: { productId: number }) {
  const current = usePartNumber(productId)
  const save = useSetPartNumber(productId)
  const [draft, setDraft] = useState<string | null>(null)
  const fieldId = useId()
  const errorId = useId()
  const reference = current.data?.partNumber?.reference ?? null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = (draft ?? '').trim()
    save.mutate(text, {
      onSuccess: () => {
        setDraft(null)
        showToast(text === '' ? T.removed : T.saved)
      },
    })
  }

  if (current.isPending) return <span className="text-slate-500">…</span>
  if (draft === null) {
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-2" data-testid="part-number">
        {reference ? (
          <>
            <span>
              {T.label}&nbsp;:{' '}
              <span className="font-mono font-semibold text-brand-ink" data-testid="part-number-value">
                {reference}
              </span>
            </span>
            <button
              type="button"
              onClick={() => setDraft(reference)}
              className="font-semibold text-brand-dark underline underline-offset-2"
            >
              {T.edit}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setDraft('')} className="font-semibold text-brand-dark underline underline-offset-2">
            {T.add}
          </button>
        )}
      </span>
    )
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2" data-testid="part-number-form">
      <label htmlFor={fieldId} className="sr-only">
        {T.label}
      </label>
      <input
        id={fieldId}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={PART_NUMBER_MAX_LENGTH}
        autoFocus
        placeholder={T.label}
        aria-describedby={save.error ? errorId : undefined}
        aria-invalid={save.error ? true : undefined}
        className="w-44 rounded border border-slate-300 px-2 py-1 font-mono text-sm"
        title={T.fieldHelp}
      />
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded bg-brand-dark px-3 py-1 text-sm font-semibold text-white hover:bg-brand-ink disabled:opacity-60"
      >
        {T.save}
      </button>
      {reference ? (
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate('', { onSuccess: () => (setDraft(null), showToast(T.removed)) })}
          className="text-sm font-semibold text-red-700 underline underline-offset-2 disabled:opacity-60"
        >
          {T.remove}
        </button>
      ) : null}
      <button type="button" onClick={() => (setDraft(null), save.reset())} className="text-sm text-slate-600 underline underline-offset-2">
        {T.cancel}
      </button>
      {save.error ? (
        <span id={errorId} role="alert" className="basis-full text-sm text-red-700">
          {save.error.message || T.failed}
        </span>
      ) : null}
    </form>
  )
}

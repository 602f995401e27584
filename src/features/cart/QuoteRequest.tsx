import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import Link from 'next/link'

import { FormAlert } from '@/features/forms/FormAlert'
import { SubmitButton } from '@/features/forms/SubmitButton'
import { MAX_QUOTE_MESSAGE } from '@/lib/quotes/api'
import { QUOTE_MESSAGES } from '@/lib/quotes/messages'
import { quotesPath } from '@/lib/routes'

import { QUOTE_CART_TEXT as T } from './quoteText'
import { useQuoteRequest } from './useQuoteRequest'

/**
 * « Demander un devis » on /panier: an optional message, then the request for the cart's lines (read by the server).
 * Once sent, the number of the request and a link to follow it in /mon-compte/devis.
 */
export function QuoteRequest({ disabled }: { disabled: boolean }) {
  const request = useQuoteRequest()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [sent, setSent] = useState<{ id: number; number: string } | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (open) field.current?.focus()
  }, [open])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (message.length > MAX_QUOTE_MESSAGE) return
    request.mutate(message, {
      onSuccess: (reply) => {
        setSent({ id: reply.quote.id, number: reply.quote.number })
        setMessage('')
        setOpen(false)
      },
    })
  }
  const tooLong = message.length > MAX_QUOTE_MESSAGE ? QUOTE_MESSAGES.messageTooLong : null

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 p-4" data-testid="quote-request">
      <h2 id={`${id}-title`} className="font-bold text-brand-ink">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{T.intro}</p>
      {sent ? (
        <p role="status" className="mt-3 text-sm text-green-800" data-testid="quote-request-sent">
          {T.sent(sent.number)}{' '}
          <Link href={quotesPath(sent.id)} className="font-semibold underline underline-offset-2">
            {T.follow}
          </Link>
        </p>
      ) : null}
      {open ? (
        <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
          <label htmlFor={`${id}-message`} className="text-sm font-semibold text-brand-ink">
            {T.messageLabel}
          </label>
          <textarea
            ref={field}
            id={`${id}-message`}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-describedby={`${id}-help${tooLong ? ` ${id}-error` : ''}`}
            aria-invalid={tooLong ? true : undefined}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
            className="w-full rounded border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-700"
          />
          <p id={`${id}-help`} className="text-xs text-slate-600">
            {T.messageHelp}
          </p>
          {tooLong ? (
            <p id={`${id}-error`} className="text-sm text-red-800">
              {tooLong}
            </p>
          ) : null}
          <FormAlert message={request.error?.message} testId="quote-request-error" />
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={request.isPending || disabled}>{T.send}</SubmitButton>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded border border-slate-300 px-5 py-3 font-semibold text-brand-ink hover:bg-slate-50"
            >
              {T.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => {
            request.reset()
            setOpen(true)
          }}
          disabled={disabled}
          className="mt-3 rounded-md border border-brand px-4 py-2 text-sm font-semibold text-brand-dark hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {T.open}
        </button>
      )}
    </section>
  )
}

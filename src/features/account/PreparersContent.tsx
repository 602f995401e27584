import { useId, useState, type FormEvent } from 'react'

import { useCartBusy } from '@/features/cart-status/useCartBusy'

import { ACCOUNT_TEXT } from './messages'
import { PreparerCard } from './PreparerCard'
import { QueryState } from './QueryState'
import { TransmittedBanners } from './TransmittedBanners'
import { usePreparers } from './useAccountData'
import { usePreparerActions } from './usePreparerActions'

const T = ACCOUNT_TEXT.preparers
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** /mon-compte/preparateurs: spec §7 {cms}/api/listing-preparateurs; a buyer adds, removes and takes carts over. */
export default function PreparersContent() {
  const preparers = usePreparers()
  const { add, remove, takeover } = usePreparerActions()
  const cartBusy = useCartBusy()
  const id = useId()
  const [email, setEmail] = useState('')
  const [formError, setFormError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const data = preparers.data
  const manage = data?.role === 'buyer' && data.societe !== null
  const list = data?.preparateurs ?? []

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNotice(null)
    const value = email.trim()
    if (!value) return setFormError(T.emailRequired)
    if (!EMAIL.test(value)) return setFormError(T.invalidEmail)
    setFormError(null)
    add.mutate(value, {
      onSuccess: () => {
        setEmail('')
        setNotice(T.added)
      },
      onError: (error) => setFormError(error.message),
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <QueryState query={preparers} empty="" isEmpty={false}>
        {data?.societe === null ? (
          <p className="text-slate-700">{T.noCompany}</p>
        ) : (
          <>
            {manage ? <TransmittedBanners preparers={list} /> : null}
            <p className="text-slate-600">{data?.role === 'preparer' ? T.asPreparer : T.intro}</p>
            {list.length === 0 ? (
              <p
                className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-700"
                data-testid="account-empty"
              >
                {T.empty}
              </p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2" data-testid="preparers-list">
                {list.map((p) => (
                  <PreparerCard
                    key={p.id}
                    preparer={p}
                    manage={manage}
                    busy={remove.isPending || takeover.isPending || cartBusy}
                    onRemove={() =>
                      remove.mutate(p.id, { onSuccess: () => setNotice(T.removed), onError: (error) => setNotice(error.message) })
                    }
                    onTakeover={() => takeover.mutate(p.id)}
                  />
                ))}
              </ul>
            )}
            {manage ? (
              <form
                noValidate
                onSubmit={onSubmit}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
                data-testid="preparer-form"
              >
                <h2 className="text-lg font-bold text-brand-ink">{T.addTitle}</h2>
                <label htmlFor={`${id}-email`} className="text-sm font-semibold text-brand-ink">
                  {T.emailLabel}
                </label>
                <p id={`${id}-help`} className="text-sm text-slate-600">
                  {T.addHelp}
                </p>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input
                    id={`${id}-email`}
                    type="email"
                    autoComplete="off"
                    maxLength={254}
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    aria-invalid={formError ? true : undefined}
                    aria-describedby={`${id}-help${formError ? ` ${id}-error` : ''}`}
                    className="w-full rounded border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-700 sm:max-w-md"
                  />
                  <button
                    type="submit"
                    disabled={add.isPending}
                    className="rounded-md bg-brand-dark px-5 py-2 font-semibold text-white hover:bg-brand-ink disabled:opacity-60"
                  >
                    {T.add}
                  </button>
                </div>
                {formError ? (
                  <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
                    {formError}
                  </p>
                ) : null}
              </form>
            ) : null}
            {notice ? (
              <p role="status" className="text-sm text-green-800">
                {notice}
              </p>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  )
}

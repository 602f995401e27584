import { useRef, useState } from 'react'

import { useAddressActions, useAddresses } from '@/features/addresses/useAddresses'
import { ADDRESS_TEXT as T } from '@/lib/account/addressMessages'
import { COUNTRY_LABELS } from '@/lib/account/addresses'

import { AddressCard } from './AddressCard'
import { AddressForm, type AddressFormSubmit } from './AddressForm'
import { QueryState } from './QueryState'

type Mode = { kind: 'list' } | { kind: 'edit'; id: number } | { kind: 'confirm'; id: number }

/** /mon-compte/adresses: the company's address, the buyer's own — add, edit, delete, default. */
export default function AddressesContent() {
  const addresses = useAddresses()
  const { add, update, remove } = useAddressActions()
  const [mode, setMode] = useState<Mode>({ kind: 'list' })
  const [notice, setNotice] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [addKey, setAddKey] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const data = addresses.data
  const list = data?.addresses ?? []
  const busy = add.isPending || update.isPending || remove.isPending
  const full = data ? list.length >= data.max : false

  const focusCard = (id: number, action: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-address-id="${id}"] [data-action="${action}"]`)?.focus())

  const onAdd = ({ address, is_default }: AddressFormSubmit) => {
    setNotice(null)
    setFormError(null)
    add.mutate(
      { ...address, is_default },
      {
        onSuccess: (reply) => {
          setNotice(list.some((a) => a.id === reply.address.id) ? T.alreadySaved : T.added)
          setAddKey((k) => k + 1)
        },
        onError: (error) => setFormError(error.message),
      },
    )
  }

  const onEdit = (id: number, { address, is_default }: AddressFormSubmit) => {
    setNotice(null)
    setFormError(null)
    update.mutate(
      { id, patch: { ...address, ...(is_default ? { is_default } : {}) } },
      {
        onSuccess: () => {
          setNotice(T.updated)
          setMode({ kind: 'list' })
          focusCard(id, 'edit')
        },
        onError: (error) => setFormError(error.message),
      },
    )
  }

  const onSetDefault = (id: number) => {
    setNotice(null)
    update.mutate(
      { id, patch: { is_default: true } },
      { onSuccess: () => setNotice(T.defaultSet), onError: (error) => setNotice(error.message) },
    )
  }

  const onDelete = (id: number) => {
    remove.mutate(id, {
      onSuccess: () => {
        setNotice(T.deleted)
        setMode({ kind: 'list' })
        heading.current?.focus()
      },
      onError: (error) => setNotice(error.message),
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-600">{T.intro}</p>
      <QueryState query={addresses} empty="" isEmpty={false}>
        <section aria-labelledby="adresse-societe" className="rounded-lg bg-slate-50 p-4" data-testid="company-address">
          <h2 id="adresse-societe" className="text-lg font-bold text-brand-ink">
            {T.company}
          </h2>
          {data?.company ? (
            <>
              <p className="mt-1 font-semibold text-brand-ink">{data.company.name}</p>
              <p className="text-sm text-slate-700">{data.company.street}</p>
              <p className="text-sm text-slate-700">
                {data.company.postal_code} {data.company.city} — {COUNTRY_LABELS[data.company.country]}
              </p>
              <p className="mt-1 text-xs text-slate-600">{T.companyHelp}</p>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{T.companyNone}</p>
          )}
        </section>

        <section aria-labelledby="mes-adresses" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="mes-adresses" ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-ink">
              {T.saved}
            </h2>
            {data ? <p className="text-sm text-slate-600">{T.count(list.length, data.max)}</p> : null}
          </div>
          {notice ? (
            <p role="status" className="text-sm text-green-800" data-testid="address-notice">
              {notice}
            </p>
          ) : null}
          {list.length === 0 ? (
            <p
              className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-700"
              data-testid="account-empty"
            >
              {T.empty}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" data-testid="addresses-list">
              {list.map((a) =>
                mode.kind === 'edit' && mode.id === a.id ? (
                  <li key={a.id} className="md:col-span-2">
                    <AddressForm
                      title={T.editTitle}
                      initial={a}
                      withDefault={!a.is_default}
                      busy={busy}
                      error={formError}
                      autoFocus
                      testId="address-edit-form"
                      onSubmit={(value) => onEdit(a.id, value)}
                      onCancel={() => {
                        setFormError(null)
                        setMode({ kind: 'list' })
                        focusCard(a.id, 'edit')
                      }}
                    />
                  </li>
                ) : (
                  <AddressCard
                    key={a.id}
                    address={a}
                    busy={busy}
                    confirming={mode.kind === 'confirm' && mode.id === a.id}
                    onEdit={() => {
                      setFormError(null)
                      setMode({ kind: 'edit', id: a.id })
                    }}
                    onSetDefault={() => onSetDefault(a.id)}
                    onAskDelete={() => setMode({ kind: 'confirm', id: a.id })}
                    onConfirmDelete={() => onDelete(a.id)}
                    onCancelDelete={() => {
                      setMode({ kind: 'list' })
                      focusCard(a.id, 'delete')
                    }}
                  />
                ),
              )}
            </ul>
          )}
        </section>

        {full && data ? (
          <p className="text-sm text-slate-700">{T.limit(data.max)}</p>
        ) : mode.kind === 'edit' ? null : (
          <AddressForm
            key={addKey}
            title={T.addTitle}
            withDefault
            busy={busy}
            error={formError}
            testId="address-add-form"
            onSubmit={onAdd}
          />
        )}
      </QueryState>
    </div>
  )
}

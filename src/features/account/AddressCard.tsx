import { useEffect, useId, useRef } from 'react'

import { COUNTRY_LABELS, type SavedAddress } from '@/lib/account/addresses'

import { ADDRESS_TEXT as T } from '@/lib/account/addressMessages'

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

type Props = {
  address: SavedAddress
  busy: boolean
  confirming: boolean
  onEdit: () => void
  onSetDefault: () => void
  onAskDelete: () => void
  onConfirmDelete: () => void
  onCancelDelete: () => void
}

/** One saved address with « Modifier », « Définir par défaut » and « Supprimer » (asked for confirmation first). */
export function AddressCard({ address, busy, confirming, onEdit, onSetDefault, onAskDelete, onConfirmDelete, onCancelDelete }: Props) {
  const id = useId()
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // the safe choice has the focus: Enter right after « Supprimer » does not delete
    if (confirming) cancel.current?.focus()
  }, [confirming])
  const button = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-ink hover:bg-slate-50 disabled:opacity-60'

  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      data-testid="address"
      data-address-id={address.id}
      data-default={address.is_default || undefined}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-ink">
          <span className="break-words">{address.name}</span>
          {address.is_default ? (
            <span className="rounded bg-brand-dark px-2 py-0.5 text-xs font-semibold text-white">{T.isDefault}</span>
          ) : null}
        </p>
        <p className="break-words text-sm text-slate-700">{address.street}</p>
        <p className="text-sm text-slate-700">
          {address.postal_code} {address.city} — {COUNTRY_LABELS[address.country]}
        </p>
        {address.last_used_at ? (
          <p className="mt-1 text-xs text-slate-600">{T.lastUsed(DATE.format(new Date(address.last_used_at)))}</p>
        ) : null}
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          className="rounded border border-red-200 bg-red-50 p-3"
          onKeyDown={(e) => e.key === 'Escape' && onCancelDelete()}
        >
          <p id={`${id}-confirm`} className="text-sm text-red-900">
            {T.deleteConfirm(address.name)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onConfirmDelete}
              disabled={busy}
              className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {T.confirmDelete}
            </button>
            <button ref={cancel} type="button" onClick={onCancelDelete} className={button}>
              {T.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onEdit}
            disabled={busy}
            aria-label={`${T.edit} ${address.name}`}
            className={button}
            data-action="edit"
          >
            {T.edit}
          </button>
          {address.is_default ? null : (
            <button
              type="button"
              onClick={onSetDefault}
              disabled={busy}
              aria-label={`${T.setDefault}\u00a0: ${address.name}`}
              className={button}
              data-action="default"
            >
              {T.setDefault}
            </button>
          )}
          <button
            type="button"
            onClick={onAskDelete}
            disabled={busy}
            aria-label={`${T.delete} ${address.name}`}
            className={button}
            data-action="delete"
          >
            {T.delete}
          </button>
        </div>
      )}
    </li>
  )
}

import { useId, useState } from 'react'

import { formatEuros } from '@/lib/money'
import type { Preparer } from '@/lib/account/api'

import { ACCOUNT_TEXT } from './messages'

const T = ACCOUNT_TEXT.preparers
const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

type Props = { preparer: Preparer; manage: boolean; busy: boolean; onRemove: () => void; onTakeover: () => void }

/**
 * A preparer of the company and, for a buyer, their open cart with « Reprendre ce panier »: it empties the preparer's
 * cart, so it asks first (the confirmation of the approval card, « Annuler » focused so that Enter takes nothing).
 */
export function PreparerCard({ preparer, manage, busy, onRemove, onTakeover }: Props) {
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  const name = [preparer.firstname, preparer.lastname].filter(Boolean).join(' ') || preparer.email
  const cart = preparer.cart
  return (
    <li
      className="rounded-lg border border-slate-200 p-4"
      data-testid="preparer"
      data-preparer-id={preparer.id}
      data-email={preparer.email}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-brand-ink">{name}</p>
          <p className="break-all text-sm text-slate-600">{preparer.email}</p>
        </div>
        {manage ? (
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={`${T.remove} ${name}`}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-ink hover:bg-slate-50 disabled:opacity-60"
          >
            {T.remove}
          </button>
        ) : null}
      </div>
      {!manage ? null : !preparer.has_account ? (
        <p className="mt-3 text-sm text-slate-600">{T.noAccount}</p>
      ) : !cart ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="preparer-cart-empty">
          {T.cartEmpty}
        </p>
      ) : (
        <div className="mt-4 border-t border-slate-200 pt-3" data-testid="preparer-cart">
          <h3 className="mb-2 text-sm font-bold text-brand-ink">{T.cartTitle}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {cart.lines.map((line) => (
              <li
                key={line.product_id}
                className="flex justify-between gap-3"
                data-testid="preparer-cart-line"
                data-product-id={line.product_id}
              >
                <span className="min-w-0">
                  {line.product?.title ?? ACCOUNT_TEXT.orders.withdrawn(String(line.product_id))} × {QUANTITY.format(line.quantity)}
                </span>
                <span className="shrink-0 font-semibold">{formatEuros(line.amount_ht)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 text-sm">
            <span className="text-slate-600">{T.cartTotal}</span>
            <span className="font-bold" data-testid="preparer-cart-total">
              {formatEuros(cart.amount_ht)}
            </span>
          </p>
          {confirming ? (
            <div
              role="alertdialog"
              aria-labelledby={`${id}-confirm`}
              className="mt-3 rounded border border-slate-300 bg-slate-50 p-3"
              onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}
            >
              <p id={`${id}-confirm`} className="text-sm text-brand-ink">
                {T.takeoverConfirm(name, cart.lines.length, formatEuros(cart.amount_ht))}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  autoFocus
                  onClick={() => setConfirming(false)}
                  className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-ink hover:bg-slate-100"
                >
                  {T.cancel}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(false)
                    onTakeover()
                  }}
                  className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
                  data-testid="preparer-takeover-confirm"
                >
                  {T.takeoverConfirmButton}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={busy}
              className="mt-3 w-full rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
            >
              {T.takeover}
            </button>
          )}
        </div>
      )}
    </li>
  )
}

import { TRANSMIT_TEXT as T } from '@/lib/account/transmit'

import { useTransmitCart } from './useTransmitCart'

/** A preparer's cart page: no checkout; she hands the cart to the buyers of her company. */
export function TransmitCart({ disabled }: { disabled: boolean }) {
  const transmit = useTransmitCart()
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" data-testid="transmit-cart">
      <p className="text-sm text-slate-700">{T.intro}</p>
      {transmit.error ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="transmit-error">
          {transmit.error.message}
        </p>
      ) : null}
      {transmit.isSuccess ? (
        <p
          role="status"
          className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900"
          data-testid="transmit-done"
        >
          {T.done}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => transmit.mutate()}
        disabled={disabled || transmit.isPending}
        className="rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {T.button}
      </button>
    </div>
  )
}

import { useId, useState } from 'react'

import { showToast } from '@/features/ui/toasts'
import type { BuyingRules } from '@/lib/cart/buyingRules'

import { LISTS_TEXT as T } from './messages'
import { useListChanges } from './useLists'

/**
 * A list line's quantity: saved when the field is left or on Enter (the server applies the cart's rules — minimum,
 * multiple — and its French refusal shows under the field, the quantity shown going back to the saved one).
 */
export function ListQuantity({
  listId,
  productId,
  title,
  quantity,
  buying,
}: {
  listId: number
  productId: number
  title: string
  quantity: number
  buying: BuyingRules
}) {
  const { setQuantity } = useListChanges()
  const id = useId()
  const [draft, setDraft] = useState(String(quantity))
  const [seen, setSeen] = useState(quantity)
  const [error, setError] = useState<string | null>(null)
  // the saved quantity changed (another buyer, a refusal): the field follows it
  if (seen !== quantity) {
    setSeen(quantity)
    setDraft(String(quantity))
  }
  const save = () => {
    const value = Number(draft.replace(',', '.'))
    if (value === quantity) return
    setQuantity.mutate(
      { id: listId, productId, quantity: value },
      {
        onSuccess: () => {
          setError(null)
          showToast(T.quantitySaved)
        },
        onError: (e) => {
          setError(e.message)
          setDraft(String(quantity))
        },
      },
    )
  }
  return (
    <div className="mt-1">
      <label htmlFor={`${id}-q`} className="sr-only">
        {T.quantityOf(title)}
      </label>
      <span aria-hidden="true" className="mr-2 text-sm text-slate-600">
        {T.quantity}
      </span>
      <input
        id={`${id}-q`}
        type="number"
        inputMode="decimal"
        min={buying.min}
        step={buying.step}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            save()
          }
        }}
        disabled={setQuantity.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="list-line-quantity"
        className="w-24 rounded border border-slate-300 px-2 py-1 text-base aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

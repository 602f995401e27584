import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'

import { parseQuantity } from '@/lib/cart/quantity'
import { MAX_REFERENCE_LENGTH, type QuickOrderProduct } from '@/lib/quick-order/api'

import { QUICK_ORDER_TEXT as T } from './messages'
import { useSuggestions } from './useQuickOrder'

type Props = {
  /** a suggestion picked: the line is ready with that product */
  onPick: (product: QuickOrderProduct, quantity: number) => void
  /** the text added as it is: the server recognises it like a pasted line */
  onAdd: (reference: string, quantity: number) => void
  disabled: boolean
}

/** « Saisir une référence »: a combobox with the products found as the buyer types (their own part numbers first). */
export function ReferenceTyper({ onPick, onAdd, disabled }: Props) {
  const [text, setText] = useState('')
  const [quantityText, setQuantityText] = useState('1')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useSuggestions(text)
  const products = open && text.trim().length >= 2 ? (suggestions.data?.products ?? []) : []
  const listId = useId()
  const inputId = useId()
  const quantityId = useId()
  const quantity = (() => {
    const value = parseQuantity(quantityText)
    return Number.isFinite(value) && value > 0 ? value : 1
  })()

  const reset = () => {
    setText('')
    setQuantityText('1')
    setOpen(false)
    setActive(-1)
  }
  const pick = (product: QuickOrderProduct) => {
    onPick(product, quantity)
    reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === '') return
    onAdd(text.trim(), quantity)
    reset()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && products.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % products.length)
    } else if (event.key === 'ArrowUp' && products.length > 0) {
      event.preventDefault()
      setActive((i) => (i <= 0 ? products.length - 1 : i - 1))
    } else if (event.key === 'Enter' && active >= 0 && products[active]) {
      event.preventDefault()
      pick(products[active])
    } else if (event.key === 'Escape') setOpen(false)
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="quick-order-type">
      <label htmlFor={inputId} className="font-semibold text-brand-ink">
        {T.typeLabel}
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <div className="relative min-w-0 flex-1 basis-56">
          <input
            id={inputId}
            value={text}
            maxLength={MAX_REFERENCE_LENGTH}
            onChange={(e) => {
              setText(e.target.value)
              setOpen(true)
              setActive(-1)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            placeholder={T.typePlaceholder}
            role="combobox"
            aria-expanded={products.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            className="w-full rounded border border-slate-300 px-3 py-2"
          />
          {products.length > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={T.suggestions}
              className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
            >
              {products.map((product, i) => (
                <li
                  key={product.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  // picked before the field's blur closes the list
                  onMouseDown={(e) => {
                    e.preventDefault()
                    pick(product)
                  }}
                  className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-slate-100' : 'hover:bg-slate-50'}`}
                  data-testid="quick-order-suggestion"
                >
                  <span className="block font-semibold text-brand-ink">{product.title}</span>
                  <span className="block font-mono text-xs text-slate-600">
                    {product.reference}
                    {product.partNumber ? ` · ${product.partNumber}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex w-24 flex-col">
          <label htmlFor={quantityId} className="text-sm text-slate-600">
            {T.quantity}
          </label>
          <input
            id={quantityId}
            inputMode="decimal"
            value={quantityText}
            onChange={(e) => setQuantityText(e.target.value)}
            className="w-full rounded border border-slate-300 px-3 py-2"
          />
        </div>
        <button
          type="submit"
          disabled={disabled || text.trim() === ''}
          className="rounded border border-brand-dark px-4 py-2 font-semibold text-brand-dark hover:bg-slate-50 disabled:opacity-50"
        >
          {T.addLine}
        </button>
      </div>
    </form>
  )
}

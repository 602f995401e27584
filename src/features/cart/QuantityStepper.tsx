import { useId, useRef, useState } from 'react'

import { parseQuantity, quantityInput, roundedNotice, soldByLabel } from '@/lib/cart/quantity'

import { CART_TEXT } from './messages'
import { decrement, fromInput, increment, typedQuantity, type StepperRules } from './rules/stepper'

/** spec §5 'Veuillez entrer une quantité' (empty quantity). */
const EMPTY_QUANTITY_MESSAGE = 'Veuillez entrer une quantité'

// Quantities show with a decimal comma
const display = quantityInput

type Props = {
  value: number
  rules: StepperRules
  onChange: (value: number) => void
  /** spec §4: no change while a cart call runs or the last order loads */
  disabled?: boolean
  /** spec §6: looks disabled for a product without stock (still usable) */
  faded?: boolean
  label?: string
  /** a listing card's or a hit's smaller stepper (the same rules) */
  compact?: boolean
  /** The sale unit beside the stepper ('Vendu par boîte de 10'); a card has no room for it */
  showUnit?: boolean
}

/** The quantity stepper (spec §5): −, the typed quantity, +; every result goes through the stepper rules. */
export function QuantityStepper({
  value,
  rules,
  onChange,
  disabled = false,
  faded = false,
  label = CART_TEXT.quantity,
  compact = false,
  showUnit = !compact,
}: Props) {
  const id = useId()
  const [text, setText] = useState(display(value))
  // A typed quantity moved up to the next multiple says so until the next change
  const [notice, setNotice] = useState<string | null>(null)
  const [shown, setShown] = useState(value)
  // a new quantity from outside (a step, the server's answer) replaces what the field shows
  if (shown !== value) {
    setShown(value)
    if (fromInput(value, text, rules) !== value || text.trim() === '') setText(display(value))
  }
  const empty = text.trim() === ''
  // a quantity committed before React re-rendered (two steps in one task): the next step builds on it, as long as
  // the quantity from outside is still the one it was committed from
  const pending = useRef<{ from: number; next: number } | null>(null)
  const current = () => (pending.current && pending.current.from === value ? pending.current.next : value)

  const step = (move: typeof increment) => {
    setNotice(null)
    commit(move(current(), rules))
  }

  const commitTyped = () => {
    const typed = typedQuantity(value, text, rules)
    // cleared by typing or a step, not by the blur that follows an Enter
    if (typed.roundedUp) setNotice(roundedNotice(typed.quantity, rules.unit, rules.step))
    commit(typed.quantity)
  }

  const commit = (next: number) => {
    const base = current()
    setText(display(next))
    if (next === base) return
    const step = { from: value, next }
    pending.current = step
    queueMicrotask(() => {
      if (pending.current === step) pending.current = null
    })
    onChange(next)
  }

  const size = compact ? 'h-9 w-8' : 'h-10 w-10'
  const button = `flex ${size} items-center justify-center text-lg font-bold text-brand-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40`
  return (
    <div
      className={`${faded ? 'opacity-50' : ''} ${compact ? 'relative' : ''}`}
      data-testid="quantity-stepper"
      data-faded={faded ? '' : undefined}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="inline-flex items-stretch overflow-hidden rounded border border-slate-300 bg-white">
        <button type="button" className={button} onClick={() => step(decrement)} disabled={disabled} aria-label={CART_TEXT.decrease}>
          −
        </button>
        <input
          id={id}
          inputMode="decimal"
          value={text}
          disabled={disabled}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error` : notice ? `${id}-notice` : showUnit ? `${id}-unit` : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setNotice(null)
            const next = fromInput(value, event.target.value, rules)
            // typing keeps the text; a number the rules accept becomes the quantity at once
            if (Number.isFinite(parseQuantity(event.target.value)) && next !== value) onChange(next)
          }}
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped()
          }}
          className={`${compact ? 'w-12' : 'w-20'} border-x border-slate-300 text-center text-base text-brand-ink disabled:bg-slate-50 disabled:opacity-60`}
        />
        <button type="button" className={button} onClick={() => step(increment)} disabled={disabled} aria-label={CART_TEXT.increase}>
          +
        </button>
      </div>
      {showUnit ? (
        <span id={`${id}-unit`} className="ml-2 text-sm text-slate-600" data-testid="stepper-unit">
          {soldByLabel(rules.unit, rules.step)}
        </span>
      ) : null}
      {empty ? (
        <p
          id={`${id}-error`}
          role="alert"
          // compact: over what follows, so that the card's reserved height does not change
          className={`mt-1 text-sm text-red-700 ${compact ? 'absolute left-0 top-full z-10 whitespace-nowrap rounded bg-white px-1 shadow' : ''}`}
        >
          {EMPTY_QUANTITY_MESSAGE}
        </p>
      ) : notice ? (
        <p
          id={`${id}-notice`}
          role="status"
          data-testid="quantity-notice"
          className={`mt-1 text-sm text-amber-800 ${compact ? 'absolute left-0 top-full z-10 whitespace-nowrap rounded bg-white px-1 shadow' : ''}`}
        >
          {notice}
        </p>
      ) : null}
    </div>
  )
}

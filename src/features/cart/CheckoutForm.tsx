import { useCallback, useId, useState, type FormEvent } from 'react'

import { TextField } from '@/features/forms/TextField'
import type { DeliveryAddress } from '@/lib/account/addresses'
import type { OrderView } from '@/lib/cart/api'

import { CartApiError } from './cartApi'
import { DeliveryAddressPicker, isBlankAddress } from './DeliveryAddressPicker'
import { CHECKOUT_MESSAGES, validateCheckout, type CheckoutField, type CheckoutForm as Form } from './rules/checkout'
import { useCheckout } from './useCheckout'

const FIELDS: { name: Exclude<CheckoutField, 'country'>; label: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'name', label: 'Destinataire (société ou nom)', autoComplete: 'organization' },
  { name: 'street', label: 'Adresse', autoComplete: 'street-address' },
  { name: 'postal_code', label: 'Code postal', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2' },
  { name: 'po_reference', label: 'Votre référence de commande (facultatif)', autoComplete: 'off', optional: true },
]

const EMPTY: Form = { name: '', street: '', postal_code: '', city: '', country: 'FR', po_reference: '' }

/**
 * Delivery address and PO reference, then 'Valider la commande' (payment on account); `blockReason` (rules/checkoutBlock)
 * disables the button and says why.
 */
export function CheckoutForm({ disabled, onPlaced, blockReason = null }: { disabled: boolean; onPlaced: (order: OrderView) => void; blockReason?: string | null }) {
  const id = useId()
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({})
  const checkout = useCheckout(onPlaced)
  // issue 18 item 7: the starting address fills only fields the buyer has not typed in; a chosen one replaces them
  const pickAddress = useCallback((address: DeliveryAddress, initial: boolean) => setForm((f) => (initial && !isBlankAddress(f) ? f : { ...f, ...address })), [])
  const serverError = checkout.error ? (checkout.error instanceof CartApiError ? checkout.error.message : CHECKOUT_MESSAGES.serverError) : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = validateCheckout(form)
    if (!result.ok) return setErrors(result.errors)
    setErrors({})
    checkout.mutate(result.body)
  }
  const input = 'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700'

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="checkout-form" aria-busy={checkout.isPending}>
      <h2 className="text-xl font-bold text-brand-ink">Livraison et validation</h2>
      {serverError ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="checkout-error">
          {serverError}
        </p>
      ) : null}
      <DeliveryAddressPicker onPick={pickAddress} />
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          formId={id}
          name={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          value={form[field.name]}
          onValue={(value) => setForm({ ...form, [field.name]: value })}
          error={errors[field.name]}
          inputClassName={input}
        />
      ))}
      <div>
        <label htmlFor={`${id}-country`} className="block text-sm font-semibold text-brand-ink">
          Pays
        </label>
        <select
          id={`${id}-country`}
          value={form.country}
          onChange={(event) => setForm({ ...form, country: event.target.value as Form['country'] })}
          className={input}
        >
          <option value="FR">France</option>
          <option value="BE">Belgique</option>
        </select>
        {errors.country ? <p className="mt-1 text-sm text-red-700">{errors.country}</p> : null}
      </div>
      <button
        type="submit"
        disabled={disabled || checkout.isPending || blockReason !== null}
        aria-describedby={blockReason ? `${id}-blocked` : undefined}
        className="rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        Valider la commande
      </button>
      {blockReason ? (
        <p id={`${id}-blocked`} className="text-sm font-semibold text-red-800" data-testid="checkout-blocked">
          {blockReason}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">Paiement sur compte : la facture suit la livraison.</p>
    </form>
  )
}

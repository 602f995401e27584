import { useCallback, useId, useState, type FormEvent } from 'react'
import dynamic from 'next/dynamic'

import { CountryField } from '@/features/forms/CountryField'
import { FormAlert } from '@/features/forms/FormAlert'
import { TextField } from '@/features/forms/TextField'
import type { DeliveryAddress } from '@/lib/account/addresses'
import { ApiError } from '@/lib/apiClient'
import type { ApprovalView, CostCentre, LimitExceeded, SpendingLimits } from '@/lib/approvals/api'
import { APPROVAL_ERRORS, APPROVAL_TEXT } from '@/lib/approvals/messages'
import type { OrderView } from '@/lib/cart/api'
import { CHECKOUT_MESSAGES, validateCheckout, type CheckoutField, type CheckoutForm as Form } from '@/lib/cart/checkout'
import { PAYMENT_TEXT } from '@/lib/payments/messages'
import type { PaymentMethod, PaymentOptions } from '@/lib/payments/options'

import { CostCentreField } from './CostCentreField'
import { DeliveryAddressPicker, isBlankAddress } from './DeliveryAddressPicker'
import { useCardPayment } from './useCardPayment'
import { useCheckout } from './useCheckout'

// Stripe.js and its React bindings load only when the buyer goes on to pay by card
const CardPayment = dynamic(() => import('./CardPayment'), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-slate-600">
      {PAYMENT_TEXT.preparing}
    </p>
  ),
})

export const ACCOUNT_ONLY: PaymentOptions = { methods: ['account'], initial: 'account' }

/** The cart goes over the buyer's spending limits: the order will wait for an approver. */
export type ApprovalNeeded = { exceeded: LimitExceeded[]; limits: SpendingLimits; spent: number }

const FIELDS: { name: Exclude<CheckoutField, 'country'>; label: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'name', label: 'Destinataire (société ou nom)', autoComplete: 'organization' },
  { name: 'street', label: 'Adresse', autoComplete: 'street-address' },
  { name: 'postal_code', label: 'Code postal', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2' },
  { name: 'po_reference', label: 'Votre référence de commande (facultatif)', autoComplete: 'off', optional: true },
]

const EMPTY: Form = { name: '', street: '', postal_code: '', city: '', country: 'FR', po_reference: '' }

/**
 * Delivery address, PO reference and, when the company has any, the cost centre; then 'Valider la commande' (payment on
 * account) or, with `payment` offering it, « Carte bancaire » (lib/payments/options): the card step with the amount H.T,
 * TVA and TTC. `blockReason` (rules/checkoutBlock) disables payment on account and says why. Over the buyer's spending
 * limits (`approval`), the button sends the order to the company's approvers instead, and says so first.
 */
export function CheckoutForm({
  disabled,
  onPlaced,
  onPending = () => undefined,
  blockReason = null,
  payment = ACCOUNT_ONLY,
  costCentres = [],
  approval = null,
}: {
  disabled: boolean
  onPlaced: (order: OrderView) => void
  onPending?: (approval: ApprovalView) => void
  blockReason?: string | null
  payment?: PaymentOptions
  costCentres?: readonly CostCentre[]
  approval?: ApprovalNeeded | null
}) {
  const id = useId()
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({})
  const [costCentre, setCostCentre] = useState('')
  const [costCentreError, setCostCentreError] = useState<string | null>(null)
  const checkout = useCheckout(onPlaced, onPending)
  const card = useCardPayment(onPlaced)
  const [chosen, setChosen] = useState<PaymentMethod | null>(null)
  // the buyer's choice while it is offered; otherwise what the rule starts with (the card alone when the credit is short)
  const method: PaymentMethod = chosen && payment.methods.includes(chosen) ? chosen : payment.initial
  const cardStep = card.state.step !== 'idle'
  const accountBlock = method === 'account' ? blockReason : null
  // The starting address fills only fields the buyer has not typed in; a chosen one replaces them
  const pickAddress = useCallback(
    (address: DeliveryAddress, initial: boolean) => setForm((f) => (initial && !isBlankAddress(f) ? f : { ...f, ...address })),
    [],
  )
  const serverError = checkout.error
    ? checkout.error instanceof ApiError
      ? checkout.error.message
      : CHECKOUT_MESSAGES.serverError
    : card.error

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = validateCheckout(form)
    const centreMissing = costCentres.length > 0 && !costCentre
    setCostCentreError(centreMissing ? APPROVAL_ERRORS.costCentreRequired : null)
    if (!result.ok) return setErrors(result.errors)
    setErrors({})
    if (centreMissing) return
    const body = { ...result.body, cost_centre: costCentre || null }
    if (method === 'card') void card.start(body)
    else checkout.mutate(body)
  }
  const input = 'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-base text-brand-ink aria-[invalid=true]:border-red-700'

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-testid="checkout-form"
        aria-busy={checkout.isPending || card.state.step === 'preparing'}
      >
        <h2 className="text-xl font-bold text-brand-ink">Livraison et validation</h2>
        <FormAlert message={serverError} testId="checkout-error" />
        <fieldset disabled={cardStep} className="flex flex-col gap-4">
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
          <CountryField
            formId={id}
            label="Pays"
            value={form.country}
            onValue={(country) => setForm({ ...form, country })}
            error={errors.country}
            selectClassName={input}
          />
          {costCentres.length > 0 ? (
            <CostCentreField
              formId={id}
              centres={costCentres}
              value={costCentre}
              onValue={setCostCentre}
              error={costCentreError}
              selectClassName={input}
            />
          ) : null}
          {payment.methods.length > 1 ? (
            <fieldset data-testid="payment-methods">
              <legend className="text-sm font-semibold text-brand-ink">{PAYMENT_TEXT.methodLegend}</legend>
              {payment.methods.map((m) => (
                <label key={m} className="mt-2 flex items-center gap-2 text-base">
                  <input
                    type="radio"
                    name={`${id}-payment`}
                    value={m}
                    checked={method === m}
                    onChange={() => setChosen(m)}
                    className="size-4"
                  />
                  {m === 'card' ? PAYMENT_TEXT.card : PAYMENT_TEXT.account}
                </label>
              ))}
            </fieldset>
          ) : method === 'card' ? (
            <p className="text-sm font-semibold text-brand-ink" data-testid="payment-card-only">
              {PAYMENT_TEXT.methodLegend}&nbsp;: {PAYMENT_TEXT.card}
            </p>
          ) : null}
        </fieldset>
        {approval && !cardStep ? (
          <p
            role="note"
            className="rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            data-testid="approval-notice"
          >
            {APPROVAL_TEXT.overLimit(approval.exceeded, approval.limits, approval.spent)}
          </p>
        ) : null}
        {cardStep ? null : (
          <button
            type="submit"
            disabled={disabled || checkout.isPending || card.state.step === 'preparing' || accountBlock !== null}
            aria-describedby={accountBlock ? `${id}-blocked` : undefined}
            className="rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
          >
            {method === 'card' ? PAYMENT_TEXT.toCard : approval ? APPROVAL_TEXT.submitForApproval : 'Valider la commande'}
          </button>
        )}
        {accountBlock ? (
          <p id={`${id}-blocked`} className="text-sm font-semibold text-red-800" data-testid="checkout-blocked">
            {accountBlock}
          </p>
        ) : null}
        {cardStep ? null : <p className="text-xs text-slate-600">{method === 'card' ? PAYMENT_TEXT.cardNote : PAYMENT_TEXT.accountNote}</p>}
      </form>
      {card.state.step === 'ready' || card.state.step === 'confirming' ? (
        <CardPayment
          intent={card.state.intent}
          confirming={card.state.step === 'confirming'}
          onConfirmed={(intent) => void card.confirmed(intent)}
          onRefused={card.refused}
          onError={card.failed}
          onBack={card.cancel}
        />
      ) : null}
      {card.state.step === 'slow' ? (
        <p role="status" className="rounded border-l-4 border-brand bg-slate-50 px-4 py-3 text-sm" data-testid="card-slow">
          {PAYMENT_TEXT.stillPending}
        </p>
      ) : null}
    </div>
  )
}

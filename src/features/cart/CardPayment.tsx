/**
 * The card step: Stripe's Payment Element for the PaymentIntent the server created, and « Payer ».
 * This module is the only one that imports Stripe.js: CheckoutForm loads it with next/dynamic when the buyer chooses
 * « Carte bancaire », so no other page or step downloads it (tests/unit/app-bundle-imports.test.ts).
 */
import { useMemo, useState, type FormEvent } from 'react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe } from '@stripe/stripe-js'

import type { CardIntentReply } from '@/lib/payments/api'
import { PAYMENT_TEXT } from '@/lib/payments/messages'
import { formatEuros } from '@/lib/money'
import { ROUTES } from '@/lib/routes'

export type CardPaymentProps = {
  intent: CardIntentReply
  confirming: boolean
  onConfirmed: (intent: CardIntentReply) => void
  onRefused: (reason: string | undefined) => void
  onError: (message: string) => void
  onBack: () => void
}

export default function CardPayment(props: CardPaymentProps) {
  const stripePromise = useMemo(() => loadStripe(props.intent.publishableKey, { locale: 'fr' }), [props.intent.publishableKey])
  return (
    <Elements stripe={stripePromise} options={{ clientSecret: props.intent.clientSecret, locale: 'fr' }}>
      <CardForm {...props} />
    </Elements>
  )
}

function CardForm({ intent, confirming, onConfirmed, onRefused, onError, onBack }: CardPaymentProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [sending, setSending] = useState(false)
  const { ht, tva, ttc } = intent.amount

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!stripe || !elements || sending || confirming) return
    setSending(true)
    const returnUrl = `${window.location.origin}${ROUTES.cart}?paiement=${encodeURIComponent(intent.paymentIntent)}`
    const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } })
    setSending(false)
    if (result.error) onRefused(result.error.message)
    else onConfirmed(intent)
  }

  return (
    <form onSubmit={pay} className="flex flex-col gap-4" data-testid="card-payment" aria-busy={sending || confirming}>
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded border border-slate-200 bg-slate-50 px-4 py-3 text-sm"
        data-testid="card-amount"
      >
        <dt>{PAYMENT_TEXT.ht}</dt>
        <dd className="text-right">{formatEuros(ht)}</dd>
        <dt>{PAYMENT_TEXT.tva}</dt>
        <dd className="text-right">{formatEuros(tva)}</dd>
        <dt className="font-semibold">{PAYMENT_TEXT.ttc}</dt>
        <dd className="text-right font-semibold" data-testid="card-amount-ttc">
          {formatEuros(ttc)}
        </dd>
      </dl>
      {ready ? null : (
        <p className="text-sm text-slate-600" role="status">
          {PAYMENT_TEXT.preparing}
        </p>
      )}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => onError(PAYMENT_TEXT.loadFailed)} />
      {confirming ? (
        <p role="status" className="rounded border-l-4 border-brand bg-slate-50 px-4 py-3 text-sm" data-testid="card-confirming">
          {PAYMENT_TEXT.confirming}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={!stripe || !elements || !ready || sending || confirming}
        className="rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {PAYMENT_TEXT.pay(formatEuros(ttc))}
      </button>
      <button
        type="button"
        onClick={onBack}
        disabled={sending || confirming}
        className="self-start text-sm font-semibold text-brand-dark underline underline-offset-2 disabled:opacity-60"
      >
        {PAYMENT_TEXT.back}
      </button>
      <p className="text-xs text-slate-600">{PAYMENT_TEXT.cardNote}</p>
    </form>
  )
}

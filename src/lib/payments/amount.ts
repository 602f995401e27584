/**
 * What a card payment charges: the order's lines and delivery H.T as the ERP priced them, plus VAT at
 * each product's rate (`taxes` of its customer price, percent) and at the standard rate on delivery. Shared by the
 * server (the PaymentIntent's amount) and the card step (H.T, TVA, TTC shown before paying).
 */

/** French standard VAT rate (percent): delivery, and a product whose rate is unknown. */
const STANDARD_VAT_RATE = 20

export type AmountLine = { product_id: number; amount_ht: number }
export type CardAmount = { ht: number; tva: number; ttc: number }

const cents = (euros: number): number => Math.round(euros * 100)

/**
 * `lines` and `delivery_ht` in euros H.T (2 decimals, the ERP's), `rates` the VAT rate of each product. VAT is summed per
 * rate, each rounded to the cent (an invoice's VAT lines), so the TTC is exactly H.T + TVA.
 */
export function cardAmount(lines: readonly AmountLine[], delivery_ht: number, rates: ReadonlyMap<number, number>): CardAmount {
  const baseByRate = new Map<number, number>()
  const add = (rate: number, ht: number) => baseByRate.set(rate, (baseByRate.get(rate) ?? 0) + cents(ht))
  for (const line of lines) {
    const rate = rates.get(line.product_id)
    add(typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 ? rate : STANDARD_VAT_RATE, line.amount_ht)
  }
  if (delivery_ht > 0) add(STANDARD_VAT_RATE, delivery_ht)
  let htCents = 0
  let tvaCents = 0
  for (const [rate, base] of baseByRate) {
    htCents += base
    tvaCents += Math.round((base * rate) / 100)
  }
  return { ht: htCents / 100, tva: tvaCents / 100, ttc: (htCents + tvaCents) / 100 }
}

/** Stripe's amount: the TTC in cents (EUR is a two-decimal currency). */
export const amountInCents = (amount: CardAmount): number => cents(amount.ttc)

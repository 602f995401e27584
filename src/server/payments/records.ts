/** The `payments` collection as the payment code uses it (server only, access overridden: buyers never reach it). */
import type { Payment } from '@/payload-types'
import { isUniqueViolation } from '@/server/captcha/verify'
import { cms } from '@/server/http/payload'

const o = { overrideAccess: true, depth: 0 } as const

export type NewPayment = Omit<Payment, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'refunded_amount' | 'failure_message' | 'placed_at'>

export async function findPayment(intentId: string): Promise<Payment | null> {
  const { docs } = await (await cms()).find({ collection: 'payments', where: { intent_id: { equals: intentId } }, limit: 1, ...o })
  return docs[0] ?? null
}

/**
 * Records a PaymentIntent, or (the same intent returned again for the same cart: a double click, a second try) updates
 * its delivery address and PO reference while it is still pending. Insert first: two requests at once cannot record it
 * twice (unique intent_id).
 */
export async function recordPayment(data: NewPayment): Promise<void> {
  const payload = await cms()
  try {
    await payload.create({ collection: 'payments', data: { ...data, status: 'pending', refunded_amount: 0 }, ...o })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await payload.update({
      collection: 'payments',
      where: { and: [{ intent_id: { equals: data.intent_id } }, { status: { in: ['pending', 'failed'] } }] },
      data: {
        delivery_address: data.delivery_address,
        po_reference: data.po_reference,
        cost_centre: data.cost_centre,
        status: 'pending',
        failure_message: null,
      },
      ...o,
    })
  }
}

export async function updatePayment(id: number, data: Partial<Omit<Payment, 'id'>>): Promise<void> {
  await (await cms()).update({ collection: 'payments', id, data, ...o })
}

/** The buyer's card payments, for the orders list (« Remboursée »). */
export async function paymentsOf(clientId: number): Promise<Pick<Payment, 'order_id' | 'status'>[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'payments',
    where: { client: { equals: clientId } },
    select: { order_id: true, status: true },
    pagination: false,
    ...o,
  })
  return docs
}

/**
 * Claims a Stripe event (each `event.id` processed once): true for the first delivery, false when any instance has
 * already claimed it. The unique index decides, not a read then a write.
 */
export async function claimEvent(eventId: string, type: string): Promise<boolean> {
  try {
    await (await cms()).create({ collection: 'stripe-events', data: { event_id: eventId, type }, ...o })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

/** Gives an event back when acting on it failed for a passing reason (ERP unavailable): Stripe's next delivery retries. */
export async function releaseEvent(eventId: string): Promise<void> {
  await (await cms()).delete({ collection: 'stripe-events', where: { event_id: { equals: eventId } }, ...o })
}

/**
 * Procurement (Coupa punch-out) rules of the cart, spec §6 / §7: emptying the cart of a procurement
 * account first returns it to the platform; an `inspect` session only looks at the cart.
 */
import type { OrderEpoReply } from '@/lib/punchout/api'

/** spec §6: for a procurement account (`coupa`), emptying the cart first posts the order to the platform. */
export const returnsToProcurement = (user: { coupa?: boolean | null } | null | undefined): boolean => user?.coupa === true

/** spec §7 POST /api/orders/order_epo: success is code 'ok' (with a form to post: action and string fields). */
export function transferSucceeded(reply: unknown): reply is OrderEpoReply {
  const r = reply as Partial<OrderEpoReply> | null | undefined
  const form = r?.form
  return (
    r?.code === 'ok' &&
    typeof form?.action === 'string' &&
    form.action !== '' &&
    typeof form.fields === 'object' &&
    form.fields !== null &&
    Object.values(form.fields).every((value) => typeof value === 'string')
  )
}

/** An `inspect` session shows the cart read-only; only the return to the platform (emptying) goes through. */
export const refusedWhenReadOnly = (kind: 'add' | 'addMany' | 'quantity' | 'remove' | 'empty', readOnly: boolean): boolean =>
  readOnly && kind !== 'empty'

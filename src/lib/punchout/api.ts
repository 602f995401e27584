/**
 * Shapes of the punch-out routes shared with the UI (docs/cart-api.md, "POST /api/orders/order_epo").
 */

/** A form the browser posts to the procurement platform (cXML cart return): every field a hidden input. */
export type PunchoutForm = { action: string; fields: Record<string, string> }

/** spec §7: success is code 'ok'. */
export type OrderEpoReply = { code: 'ok'; form: PunchoutForm }

/** GET /api/punchout/session: is this browser in a punch-out session, and what may it do. */
export type PunchoutSessionReply =
  | { code: 'success'; punchout: null }
  | { code: 'success'; punchout: { buyer: string; operation: 'create' | 'edit' | 'inspect'; readOnly: boolean } }

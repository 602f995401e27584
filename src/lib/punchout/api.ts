/**
 * Shapes of the punch-out routes shared with the UI (docs/cart-api.md, "POST /api/orders/order_epo").
 */

/** A form the browser posts to the procurement platform (cXML cart return): every field a hidden input. */
export type PunchoutForm = { action: string; fields: Record<string, string> }

/** spec §7: success is code 'ok'. */
export type OrderEpoReply = { code: 'ok'; form: PunchoutForm }

/** A requisition line an edit/inspect session could not put in the cart: `unknown` product, or `refused` by the cart rules. */
export type DroppedLine = { reference: string; quantity: number; reason: 'unknown' | 'refused' }

/** The platform named to the buyer when its record gives none: Coupa for cXML, SAP for OCI. */
export const DEFAULT_PLATFORM = { cxml: 'Coupa', oci: 'SAP' } as const

/** GET /api/punchout/session: is this browser in a punch-out session, and what may it do. */
export type PunchoutSessionReply =
  | { code: 'success'; punchout: null }
  | {
      code: 'success'
      punchout: {
        buyer: string
        /** The buyer's procurement platform as the bar names it (« Retour vers SAP »). */
        platform: string
        operation: 'create' | 'edit' | 'inspect'
        readOnly: boolean
        /** Lines of the requisition left out of the cart when the session opened. */
        dropped: DroppedLine[]
      }
    }

/**
 * The ERP as the shop uses it: customer prices, stock, the buyer's cart order and their orders. Two adapters implement
 * it — the local ERP kept in the CMS database (./local) and the remote ERP over HTTP (./http, contract in
 * docs/erp-contract.md) — and one contract suite (tests/integration/erp-contract.ts) runs against both.
 *
 * Every amount is H.T (excluding VAT), in euros, computed by the ERP from its own prices: nothing here takes a price
 * from the caller. JSON-friendly (snake_case, plain numbers and strings) so the same shapes travel over HTTP.
 */

/** spec §3 Order response `origin`: 'EPS' = web-shop cart, 'EPD' = ERP quote taken up online, others from other channels. */
export type OrderOrigin = 'EPS' | 'EPD' | 'EPO' | 'ADV' | (string & {})

/** 'cart' is the buyer's open order (at most one per buyer); the others are placed orders. */
export type OrderStatus = 'cart' | 'placed' | 'shipped' | 'invoiced' | 'cancelled'

/** The buyer: the id of their `clients` document, as a string (the remote ERP keys its customers by it). */
export type CustomerId = string

export type CustomerPrice = {
  product_id: number
  /** Unit price H.T for this customer (4 decimals). */
  base_ht: number
  /** Promotional unit price H.T, or null. */
  promotion_ht: number | null
  /** spec §3: empty string = no promotion; otherwise the promotion replaces the base price. */
  promotion_type: string
  /** VAT rate in percent (20 = 20 %). */
  taxes: number
  /** The same prices VAT included (2 decimals): the spec's price data field names. */
  base_with_taxes: number
  promotion_with_taxes: number | null
}

export type ProductStock = {
  product_id: number
  /** Sum of the depots (may be 0 or negative: spec §4 stock label). */
  total: number
  depots: { depot: string; quantity: number }[]
}

export type OrderLine = {
  product_id: number
  quantity: number
  /** Unit price H.T applied to the line (4 decimals): promotion price when a promotion applies. */
  unit_price_ht: number
  /** Line total H.T: unit price × quantity (2 decimals). */
  amount_ht: number
  /**
   * ISO date the ERP expects the part not shipped yet to leave (a backorder: « en attente de réapprovisionnement »),
   * or null; absent from ERPs that do not know it.
   */
  expected_at?: string | null
}

/** What one parcel carried: a quantity of one product of the order. */
type ShipmentLine = { product_id: number; quantity: number }

/**
 * One shipment of an order (a parcel, or a pallet): what left the depot, when, with which carrier and tracking, under
 * which delivery note. An order shipped in one go has one; a partial delivery, several.
 */
export type Shipment = {
  /** The delivery note's number (« bon de livraison »): GET …/delivery-note?number= gives it. */
  number: string
  /** ISO date it left. */
  shipped_at: string
  carrier: string | null
  tracking_number: string | null
  /** The carrier's tracking page (https), or null. */
  tracking_url: string | null
  lines: ShipmentLine[]
  /** ISO date the carrier delivered it, or null while on its way. */
  delivered_at: string | null
}

export type DeliveryAddress = {
  name: string
  street: string
  postal_code: string
  city: string
  country: 'FR' | 'BE'
}

export type ErpOrder = {
  id: string
  customer_id: CustomerId
  origin: OrderOrigin
  status: OrderStatus
  /** Items total H.T (2 decimals). */
  amount_ht: number
  /** Delivery cost H.T: 0 at or above the site's free threshold (or with no line), the flat fee under it. */
  delivery_ht: number
  /** amount_ht + delivery_ht. */
  total_ht: number
  po_reference: string | null
  /** The buyer's cost centre (a code of their company's list), or null; absent from ERPs that do not keep it. */
  cost_centre?: string | null
  delivery_address: DeliveryAddress | null
  /** ISO dates. */
  placed_at: string | null
  created_at: string
  updated_at: string
  lines: OrderLine[]
  /** What left the depot so far, oldest first; empty while nothing is shipped. */
  shipments: Shipment[]
}

/**
 * A line change: `quantity` is the line's new quantity (not an increment); 0 removes the line. `agreed_unit_price_ht`:
 * a unit price H.T agreed outside the ERP's price lists (an accepted quote of the shop, src/server/quotes), booked
 * instead of the customer's price; the shop sends it, never the browser.
 */
export type LineInput = { product_id: number; quantity: number; agreed_unit_price_ht?: number }

/** A unit price agreed outside the shop for one product of the order. */
export type AgreedPrice = { product_id: number; unit_price_ht: number }

export type PlaceOrderInput = {
  delivery_address: DeliveryAddress
  /** The buyer's own purchase-order reference (may be empty). */
  po_reference?: string | null
  /**
   * Unit prices H.T agreed outside the shop: a punch-out purchase order is the contract, so its lines are booked at the
   * PO's prices instead of the ERP's (products not on the order are ignored). Absent for web orders.
   */
  agreed_prices?: AgreedPrice[]
  /**
   * How the order is paid: 'account' (default) is owed on the company's credit, checked against it and added to the
   * outstanding; 'card' was paid by card before it is placed, so neither applies.
   */
  payment?: 'account' | 'card'
  /** The buyer's cost centre: a code of their company's list, checked by the shop. */
  cost_centre?: string | null
}

/**
 * An order placed from lines the shop kept aside (an order approved after it waited for an approver), not from the
 * open cart, which the buyer went on filling meanwhile. `request_key` names the request: placing it again returns the
 * order the first call placed, so a retry or a second instance never places it twice.
 */
export type PlaceLinesInput = PlaceOrderInput & { request_key: string; lines: LineInput[] }
/** A product line of an order's document, as the ERP names and prices it (its own designation and reference). */
export type DocumentLine = {
  product_id: number
  reference: string
  designation: string
  quantity: number
  /** Sale unit (EA, boîte de 10, m…). */
  unit: string
  unit_price_ht: number
  amount_ht: number
  /** VAT rate in percent. */
  vat_rate: number
}

/** The VAT of one rate on an invoice: its base H.T (lines and delivery at that rate) and the tax. */
export type VatLine = { rate: number; base_ht: number; amount: number }

/** A payment the ERP received for an invoice (TTC). */
export type InvoicePayment = {
  /** ISO date it was received. */
  paid_at: string
  amount: number
  method: 'transfer' | 'card' | 'cheque' | 'direct_debit'
}

/** A placed order's invoice, with the ERP's number; every amount computed by the ERP (2 decimals). */
export type Invoice = {
  number: string
  order_id: string
  /** ISO date of issue. */
  issued_at: string
  po_reference: string | null
  delivery_address: DeliveryAddress | null
  lines: DocumentLine[]
  amount_ht: number
  delivery_ht: number
  total_ht: number
  /** One line per VAT rate, lowest rate first. */
  vat: VatLine[]
  total_vat: number
  total_ttc: number
  /** Its due date, a calendar day YYYY-MM-DD (the payment terms applied to the day of issue); the day of issue when paid by card. */
  due_at: string
  /** The payment terms as the invoice states them (« Paiement à 30 jours fin de mois »). */
  payment_terms: string
  /** The payments received, oldest first. */
  payments: InvoicePayment[]
  /** Sum of the payments. */
  amount_paid: number
  /** What is left to pay: total_ttc − amount_paid (0 once paid). */
  balance: number
}

/** A shipped order's delivery note (« bon de livraison »): what left the depot, without prices. */
export type DeliveryNote = {
  number: string
  order_id: string
  /** ISO date of shipping. */
  shipped_at: string
  po_reference: string | null
  delivery_address: DeliveryAddress | null
  lines: Omit<DocumentLine, 'unit_price_ht' | 'amount_ht' | 'vat_rate'>[]
}

/** The documents of one placed order: its invoice, and its delivery note once the ERP marks the order shipped. */
export type OrderDocuments = {
  order_id: string
  status: Exclude<OrderStatus, 'cart'>
  placed_at: string | null
  po_reference: string | null
  total_ht: number
  invoice: { number: string; issued_at: string } | null
  delivery_note: { number: string; shipped_at: string } | null
}

/** A product as the ERP's product feed gives it (prices and stock stay live calls). */
export type ErpProduct = {
  /** The shop's reference (`dimasys_reference`). */
  reference: string
  title: string
  /** The shop's sale unit: EA, M, KG… or « boîte de 10 ». */
  sale_unit: string
  quantity_min: number
  step: number
  /** false: the ERP no longer sells it (the shop hides it, never deletes it). */
  active: boolean
  /** ISO date of its last change in the ERP. */
  updated_at: string
}

/** One page of the product feed, oldest change first; `next` is the cursor of the following page, null at the end. */
export type ErpProductPage = { products: ErpProduct[]; next: string | null }

/** Products per page of the feed, at most. */
export const MAX_FEED_PAGE = 500

export interface Erp {
  /** Which adapter answers ('local' or 'http'), for logs and the README. */
  readonly kind: 'local' | 'http'
  /** The customer's prices for these products; unknown or hidden products are left out. */
  prices(customer: CustomerId, productIds: readonly number[]): Promise<CustomerPrice[]>
  /** Stock per product; unknown products are left out. */
  stock(productIds: readonly number[]): Promise<ProductStock[]>
  /** The customer's open order (status 'cart'), or null. */
  currentCart(customer: CustomerId): Promise<ErpOrder | null>
  /** Returns the open order, creating an 'EPS' one when there is none, then applies `line` if given. */
  createCart(customer: CustomerId, line?: LineInput): Promise<ErpOrder>
  /** Adds, updates or (quantity 0) removes one line of the customer's open order `orderId`. */
  setLine(customer: CustomerId, orderId: string, line: LineInput): Promise<ErpOrder>
  /**
   * Sets several lines of the open order at once (an 'EPS' one is created when there is none): each quantity is the
   * line's new quantity, 0 removes it. All or nothing: an unknown or unsellable product refuses the whole call.
   */
  setCartLines(customer: CustomerId, lines: readonly LineInput[]): Promise<ErpOrder>
  /** Removes every line of the open order (kept, empty); null when the customer has none. */
  emptyCart(customer: CustomerId): Promise<ErpOrder | null>
  /** Every order of the customer, the open one included, newest first. */
  listOrders(customer: CustomerId): Promise<ErpOrder[]>
  /** One order of the customer; `not_found` when it does not exist or belongs to someone else. */
  getOrder(customer: CustomerId, orderId: string): Promise<ErpOrder>
  /** Turns the open order into a placed order at current prices (credit limit checked for accounts whose type is present and not 1). */
  placeOrder(customer: CustomerId, orderId: string, input: PlaceOrderInput): Promise<ErpOrder>
  /** Places a new order with these lines at the day's prices (credit checked as for placeOrder); idempotent by `request_key`. */
  placeLines(customer: CustomerId, input: PlaceLinesInput): Promise<ErpOrder>
  /** The documents of every order of the customer that has one (placed, shipped or invoiced), newest first. */
  listDocuments(customer: CustomerId): Promise<OrderDocuments[]>
  /** Every invoice of the customer (of their placed, shipped and invoiced orders), newest first. */
  listInvoices(customer: CustomerId): Promise<Invoice[]>
  /** The invoice of one of the customer's orders; `not_found` for another customer's, an open cart or a cancelled order. */
  invoice(customer: CustomerId, orderId: string): Promise<Invoice>
  /**
   * The delivery note of one of the customer's orders: of the shipment numbered `number`, else of its first shipment;
   * `not_found` too while nothing is shipped, or for a number that is not one of the order's shipments.
   */
  deliveryNote(customer: CustomerId, orderId: string, number?: string): Promise<DeliveryNote>
  /**
   * The product feed: products changed after `updatedSince` (every product when null), oldest change first, one page
   * of at most MAX_FEED_PAGE; `cursor` is the previous page's `next`.
   */
  products(updatedSince: string | null, cursor?: string | null): Promise<ErpProductPage>
}

/**
 * Shapes of the shop's cart, orders, product and price routes (docs/cart-api.md), shared by the API handlers and the
 * cart UI. Amounts are H.T, computed by the ERP.
 */
import type { CartQuotes } from '@/lib/quotes/api'
import type { ShipmentView } from '@/lib/shipping/types'

import type { BuyingRules } from './buyingRules'
import type { OrderSummary } from './orderSummary'

/** spec §9: maximum quantity. */
export const MAX_CART_QUANTITY = 1_000_000
/** Products per price request (GET /api/prices?ids=…): one request per page. */
export const MAX_PRICE_IDS = 100
/** Lines per POST /api/cart/lines (a quick order of 500 references, a reorder). */
export const MAX_CART_LINES = 500
/** spec §7: the order id sent when the buyer has no current order. */
export const NO_ORDER_ID = '-1'

export type DeliveryAddress = { name: string; street: string; postal_code: string; city: string; country: 'FR' | 'BE' }

/** spec §3 Order response (`id`, `statusCode`, `data.id`, `origin`, `amount_ht`, `delivery_ht`, `products[]`). */
export type OrderResponse = {
  id: string
  /** spec §5: a first add succeeds when order.statusCode is 200; the ERP answered, so 200. */
  statusCode: 200
  data: { id: string }
  origin: string
  status: 'cart' | 'placed' | 'shipped' | 'invoiced' | 'cancelled'
  /** Items total H.T (2 decimals). */
  amount_ht: number
  delivery_ht: number
  total_ht: number
  /**
   * `amount_ht` of a product is its UNIT price H.T (4 decimals): spec §4 order sync loads it as the local cart item's
   * price, and the local cart multiplies price by quantity. The line total is `total_ht`.
   */
  products: { id: string; quantity: number; amount_ht: number; total_ht: number }[]
}

/** The order as every route answers it: the spec's order response plus what a placed order carries. */
export type OrderView = OrderResponse & {
  /** GET /api/orders/{id} of a placed order: its lines with reference, unit and expected handling. */
  summary?: OrderSummary
  po_reference: string | null
  delivery_address: DeliveryAddress | null
  placed_at: string | null
  created_at: string
  updated_at: string
  /** GET /api/orders: an order paid by card, and whether it was refunded in Stripe (« Remboursée »). */
  card_payment?: { refunded: boolean }
  /** A placed order: what left so far, oldest first (src/server/shipping). */
  shipments?: ShipmentView[]
  /** A placed order: the date the ERP expects the rest of a line to leave (a backorder), by product id. */
  expected_dates?: Record<string, string>
  /** An open cart concerned by the buyer's accepted quotes: its lines at a quoted price, the quotes expired since. */
  quotes?: CartQuotes
}

export type CartReply = { code: 'success'; order: OrderView }
export type EmptyCartReply = { code: 'success'; order: OrderView | null }
export type OrderReply = { code: 'success'; order: OrderView } | { code: 'no_order'; order: null }
export type OrdersReply = { code: 'success'; orders: OrderView[] }

/** POST /api/cart/lines: a line as asked; `quantity` is added to the cart's line. */
export type LineToAdd = { productId: number | string; quantity: number }
/** A line the cart took: its product and the line's new quantity in the cart. */
export type AddedLine = { productId: number; quantity: number }
/** A line refused: its position in the request, and why (`product_not_found`, `quantity_below_minimum`…, French message). */
export type RefusedLine = { index: number; productId: number; code: string; message: string }
/** What a caller of several lines learns once the cart answered: the lines added and those refused (with their reasons). */
export type LinesAdded = { added: AddedLine[]; refused: RefusedLine[] }
/** POST /api/cart/lines: the valid lines added, the others refused one by one (a 400 `lines_refused` when none was added). */
export type AddLinesReply = { code: 'success'; order: OrderView; added: AddedLine[]; refused: RefusedLine[] }

/** spec §3 price data, for one product and the logged-in customer. */
export type PriceView = {
  base_ht: number
  promotion_ht: number | null
  /** Empty string = no promotion; otherwise the promotion price replaces the base price (spec §4 price display). */
  promotion_type: string
  /** What the buyer pays per unit H.T: the promotion price when a promotion type is set, else the base price. */
  unit_ht: number
  taxes: number
  base_with_taxes: number
  promotion_with_taxes: number | null
}

export type PricesReply = { code: 'success'; prices: Record<string, PriceView>; stock: Record<string, number> }

type CartImage = { url: string; alt: string; width: number | null; height: number | null; thumbnailUrl: string | null }

/** A product as a cart line card shows it (src/server/catalogue/productView.ts maps the CMS product to it). */
export type CartProduct = {
  id: number
  slug: string
  title: string
  /** dimasys_reference */
  reference: string
  /** EAN / GTIN, null when none */
  ean: string | null
  /** « Ma référence »: the buyer's company part number, null when none */
  partNumber: string | null
  /** the product page */
  href: string
  image: CartImage | null
  brand: { title: string; logo: CartImage | null } | null
  /** spec §3 quantity_min_to_buy and cart_increment, as `{ min, step }` */
  buying: BuyingRules
  /** spec §3 sale_unit */
  saleUnit: string | null
  /** spec §3 delai_a_confirmer */
  confirmationDelay: boolean
}

export type ProductReply = {
  code: 'success'
  product: CartProduct
  price: PriceView | null
  stock: { total: number; depots: { depot: string; quantity: number }[] }
}

/**
 * Shapes of the account area's routes (favourites, frequent purchases, preparers and their carts, product summaries),
 * shared by the API handlers and the account UI. Amounts are H.T, computed by the ERP.
 */
import type { OrderView } from '@/lib/cart/api'
import type { BuyingRules } from '@/lib/cart/buyingRules'

/** Favourites kept per buyer: a long list stays usable on one page. */
export const MAX_FAVORITES = 200
/** Products listed on /mon-compte/achats-frequents. */
export const MAX_FREQUENT_PURCHASES = 30

/** A product as the account lists show it (displayed products only; src/server/catalogue/productView.ts maps it). */
export type ProductSummary = {
  id: number
  slug: string
  title: string
  /** dimasys_reference */
  reference: string
  /** EAN / GTIN, null when none */
  ean: string | null
  /** « Ma référence » of the buyer's company (GET /api/products?ids= only), null when none */
  partNumber?: string | null
  /** the product page */
  href: string
  image: { url: string; alt: string } | null
  /** the brand's name */
  brand: string | null
  /** spec §3 quantity_min_to_buy and cart_increment, as `{ min, step }` */
  buying: BuyingRules
}

export type ProductsReply = { code: 'success'; products: ProductSummary[] }

export type Favorite = { product: ProductSummary; added_at: string }
export type FavoritesReply = { code: 'success'; favorites: Favorite[] }
export type FavoriteReply = { code: 'success'; favorite: Favorite }

/** One product of the buyer's order history, ranked by how often they order it. */
export type FrequentPurchase = {
  product: ProductSummary
  /** Placed orders containing the product. */
  order_count: number
  total_quantity: number
  /** Quantity of the latest order of the product: what 'Ajouter au panier' adds. */
  last_quantity: number
  /** ISO date of the latest order of the product. */
  last_ordered_at: string
}
export type FrequentPurchasesReply = { code: 'success'; items: FrequentPurchase[] }

type PreparerCartLine = {
  product_id: number
  product: ProductSummary | null
  quantity: number
  unit_price_ht: number
  amount_ht: number
}

/** A preparer's open cart, at the preparer's prices (taken over at the buyer's). */
type PreparerCart = { order_id: string; amount_ht: number; updated_at: string; lines: PreparerCartLine[] }

export type Preparer = {
  id: number
  firstname: string | null
  lastname: string | null
  email: string
  /** Whether the preparer has a buyer account of their own (and so, maybe, a cart). */
  has_account: boolean
  cart: PreparerCart | null
  /** When the preparer transmitted this cart to the buyers (« Transmettre à l'acheteur »), or null. */
  transmitted_at: string | null
}

/** `buyer`: manages the company's preparers and takes their carts over; `preparer`: prepares carts, manages nothing. */
export type PreparerRole = 'buyer' | 'preparer'

/** spec §7 GET {cms}/api/listing-preparateurs. */
export type PreparersReply = {
  code: 'success'
  role: PreparerRole
  societe: { id: number; raison_sociale: string } | null
  preparateurs: Preparer[]
}

export type PreparerReply = { code: 'success'; preparateur: Preparer }

/** POST /api/preparers/{id}/takeover: the buyer's cart with the preparer's lines added. */
export type TakeoverReply = { code: 'success'; order: OrderView; moved: number; skipped: number }

import type { BuyingRules } from '@/lib/cart/buyingRules'
import type { ImageView } from '@/lib/media'
import type { StockLevel } from '@/lib/stock'

/** A product as a listing card shows it: public data only, no price (spec §6 visitor). */
export type ProductCardView = {
  id: number
  slug: string
  title: string
  /** dimasys_reference */
  reference: string
  /** the brand's name */
  brand: string | null
  image: ImageView | null
  /** spec §4 label's level without a cart: public, never the quantity (a buyer's comes from GET /api/prices) */
  stockLevel: StockLevel
  confirmationDelay: boolean
  /** spec §3 quantity_min_to_buy and cart_increment (default 1), as `{ min, step }`: the card's quantity stepper */
  buying: BuyingRules
}

/** One page of a product listing, as page props and as the JSON of GET /api/catalogue/products. */
export type ProductListing = {
  items: ProductCardView[]
  page: number
  totalPages: number
  totalDocs: number
  limit: number
  /** URL value of the sort (see SORT_OPTIONS) */
  tri: SortParam
}

export type SortParam = 'a-z' | 'z-a' | 'reference'

/** What a listing is restricted to; at most one of them is used by a page. */
export type ListingScope = { catalogue?: string; categorie?: string; marque?: string }

export type CategoryLink = { title: string; slug: string; href: string }

export type CatalogueCardView = {
  title: string
  slug: string
  href: string
  description: string
  image: ImageView | null
  categories: CategoryLink[]
}

export type CategoryNode = CategoryLink & { description: string; image: ImageView | null; children: CategoryLink[] }

export type CataloguePageData = {
  title: string
  slug: string
  description: string
  image: ImageView | null
  categories: CategoryNode[]
}

export type CategoryPageData = {
  title: string
  slug: string
  description: string
  image: ImageView | null
  catalogue: { title: string; slug: string; href: string }
  /** the level-1 parent of a level-2 category */
  parent: CategoryLink | null
  children: CategoryLink[]
}

export type BrandCardView = {
  title: string
  slug: string
  description: string
  logo: ImageView | null
  /** spec §2: a brand page exists (and is linked) only when the brand has a single page */
  href: string | null
}

export type BrandPageData = {
  title: string
  slug: string
  description: string
  logo: ImageView | null
  /** rich text (the brand's `contenu`) */
  body: unknown
}

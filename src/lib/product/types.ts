import type { BuyingRules } from '@/lib/cart/buyingRules'
import type { ProductCardView } from '@/lib/catalogue/types'
import type { Crumb } from '@/lib/layout/types'
import type { ImageView } from '@/lib/media'

export type Characteristic = { label: string; type: string | null; value: string }

/** The product's technical sheet (spec §3 fiche_technique), as a same-origin file URL. */
export type TechnicalSheet = { url: string; filename: string | null }

/** What the product page receives: public data only (no customer price; spec §6 visitor). */
export type ProductPageData = {
  id: number
  slug: string
  title: string
  /** dimasys_reference */
  reference: string
  /** EAN / GTIN (public), null when none */
  ean: string | null
  /** Lexical JSON of the CMS rich text (rendered by RichText); null when empty */
  description: unknown
  /** the description as plain text (meta description, JSON-LD) */
  descriptionText: string
  images: ImageView[]
  characteristics: Characteristic[]
  brand: { title: string; slug: string; logo: ImageView | null } | null
  /** catalogue › category of the product's first category; empty when it has none */
  breadcrumb: Crumb[]
  technicalSheet: TechnicalSheet | null
  /** displayed related products only (read with public access) */
  related: ProductCardView[]
  stockTotal: number
  confirmationDelay: boolean
  /** spec §3 quantity_min_to_buy and cart_increment, as `{ min, step }` */
  buying: BuyingRules
  saleUnit: string
  metaTitle: string
  metaDescription: string
}

import type { BuyingRules } from '@/lib/cart/buyingRules'
import type { ProductCardView } from '@/lib/catalogue/types'
import type { Crumb } from '@/lib/layout/types'
import type { ImageView } from '@/lib/media'
import type { StockLevel } from '@/lib/stock'

type Characteristic = { label: string; type: string | null; value: string }

/** The product's technical sheet (spec §3 fiche_technique), as a same-origin file URL. */
export type TechnicalSheet = { url: string; filename: string | null }

/** A safety data sheet or a declaration of conformity: a PDF of the media collection, named by its alt text. */
export type ProductDocument = TechnicalSheet & { title: string }

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
  /** « Fiches de données de sécurité (FDS) » */
  safetySheets: ProductDocument[]
  /** « Déclarations de conformité » */
  conformityDeclarations: ProductDocument[]
  /** « Remplacé par »: the displayed product that replaces this one, or null */
  replacement: ProductCardView | null
  /** « Consommables et pièces compatibles »: displayed ones only, in the editor's order */
  compatibles: ProductCardView[]
  /** displayed related products only (read with public access) */
  related: ProductCardView[]
  /** spec §4 label's level without a cart: public, never the quantity */
  stockLevel: StockLevel
  confirmationDelay: boolean
  /** spec §3 quantity_min_to_buy and cart_increment, as `{ min, step }` */
  buying: BuyingRules
  saleUnit: string
  metaTitle: string
  metaDescription: string
}

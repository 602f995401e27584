import type { ImageView } from '@/lib/media'

export type Characteristic = { label: string; type: string | null; value: string }

/** What the product page receives: public data only (no customer price; spec §6 visitor). */
export type ProductPageData = {
  id: number
  slug: string
  titre: string
  reference: string
  description: string
  images: ImageView[]
  characteristics: Characteristic[]
  brand: { titre: string; slug: string; logo: ImageView | null } | null
  stockTotal: number
  confirmationDelay: boolean
  cartIncrement: number
  minQuantity: number
  saleUnit: string
  metaTitle: string
  metaDescription: string
}

import type { ProductCardView } from '@/lib/catalogue/types'
import type { ImageView } from '@/lib/media'

export type HomeCard = { title: string; href: string; description: string; image: ImageView | null }

/** The `accueil` global (titre, sous_titre, image and the chosen expertises, catalogues, produits, marques), mapped by getHomeData. */
export type HomeData = {
  title: string
  subtitle: string
  image: ImageView | null
  expertises: HomeCard[]
  catalogues: HomeCard[]
  /** shown as the listings' product cards */
  products: ProductCardView[]
  brands: HomeCard[]
}

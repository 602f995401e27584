import type { ImageView } from '@/lib/media'

export type HomeCard = { title: string; href: string; description: string; image: ImageView | null }

export type HomeData = {
  titre: string
  sousTitre: string
  image: ImageView | null
  expertises: HomeCard[]
  catalogues: HomeCard[]
  produits: (HomeCard & { reference: string })[]
  marques: HomeCard[]
}

import type { ImageView } from '@/lib/media'

/** A page of the `pages` collection: /a-propos and the legal pages. */
export type ContentPageData = {
  slug: string
  titre: string
  chapeau: string
  contenu: unknown
  metaTitle: string
  metaDescription: string
}

export type EventView = {
  slug: string
  titre: string
  /** ISO dates. */
  dateDebut: string
  dateFin: string | null
  lieu: string
  description: string
  image: ImageView | null
  lien: string | null
}

/** A client case of /articles ('Cas clients'). */
export type ClientCaseView = {
  slug: string
  titre: string
  date: string
  client: string
  extrait: string
  image: ImageView | null
  contenu: unknown
}

export type CaseStudyView = {
  slug: string
  title: string
  sousTitre: string
  image: ImageView | null
  expertise: { slug: string; title: string } | null
  /** The brand page, when the brand has one (spec §2: case studies link to /partenaires/{slug}). */
  marque: { titre: string; href: string | null } | null
  contenu: unknown
}

export type BrochureView = {
  slug: string
  titre: string
  description: string
  image: ImageView | null
  fichier: { url: string; filename: string; filesize: number | null } | null
}

export type JobView = { slug: string; titre: string; lieu: string; typeContrat: string; description: unknown }

export type FaqItem = { id: number; question: string; reponse: unknown; categorie: string; ordre: number }

export type FaqGroup = { categorie: string; items: FaqItem[] }

export type OfficeView = { nom: string; adresse: string; telephone: string }

export type ContactData = { offices: OfficeView[]; telephone: string; email: string }

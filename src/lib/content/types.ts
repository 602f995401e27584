import type { ImageView } from '@/lib/media'

/** A page of the `pages` collection: /a-propos and the legal pages (mapped by toContentPageView). */
export type ContentPageData = {
  slug: string
  title: string
  /** the lead paragraph (`chapeau`) */
  intro: string
  /** rich text (`contenu`) */
  body: unknown
  metaTitle: string
  metaDescription: string
}

/** An event of /evenements (`evenements`, mapped by toEventView). */
export type EventView = {
  slug: string
  title: string
  /** ISO dates (`date_debut`, `date_fin`). */
  startDate: string
  endDate: string | null
  /** `lieu` */
  location: string
  description: string
  image: ImageView | null
  /** the registration or information link (`lien`), null unless safe */
  link: string | null
}

/** A client case of /articles ('Cas clients'; `articles`, mapped by toClientCaseView). */
export type ClientCaseView = {
  slug: string
  title: string
  date: string
  client: string
  /** `extrait` */
  excerpt: string
  image: ImageView | null
  /** rich text (`contenu`) */
  body: unknown
}

/** A case study (`case-studies`, mapped by toCaseStudyView). */
export type CaseStudyView = {
  slug: string
  title: string
  /** `sous_titre` */
  subtitle: string
  image: ImageView | null
  expertise: { slug: string; title: string } | null
  /** The brand (`marque`) and its page, when it has one (spec §2: case studies link to /partenaires/{slug}). */
  brand: { title: string; href: string | null } | null
  /** rich text (`contenu`) */
  body: unknown
}

/** A brochure of /brochures (`brochures`, mapped by toBrochureView). */
export type BrochureView = {
  slug: string
  title: string
  description: string
  image: ImageView | null
  /** the PDF (`fichier`) */
  file: { url: string; filename: string; filesize: number | null } | null
}

/** A job offer of /jobs (`jobs`, mapped by toJobView): `lieu` as location, `type_contrat` as contractType. */
export type JobView = { slug: string; title: string; location: string; contractType: string; description: unknown }

/** A question of /faq (`faq`, mapped by toFaqItem): `reponse` as answer, `categorie` as category, `ordre` as order. */
export type FaqItem = { id: number; question: string; answer: unknown; category: string; order: number }

export type FaqGroup = { category: string; items: FaqItem[] }

/** An office of the site settings (`offices`: nom, adresse, telephone), mapped by toOfficeView. */
export type OfficeView = { name: string; address: string; phone: string }

/** The contact page: offices, main phone (`telephone_principal`) and e-mail (`email_contact`). */
export type ContactData = { offices: OfficeView[]; phone: string; email: string }

import type { Marque } from '@/payload-types'
import type { BrandCardView, BrandPageData } from '@/lib/catalogue/types'
import { toImage } from '@/lib/media'
import { brandPath } from '@/lib/routes'
import { cms } from '@/server/http/payload'

/** A brand document as read (Payload `marques`, the spec's names); a field not selected reads as empty. */
export type BrandDoc = Pick<Marque, 'titre' | 'slug'> & Partial<Pick<Marque, 'description' | 'header' | 'has_single_page' | 'contenu'>>

/**
 * The one mapping from a brand document to the English names of the view models: the /partenaires card (and the
 * home page's brand card), linked only when the brand has a single page (spec §2).
 */
export function toBrandCardView(doc: BrandDoc): BrandCardView {
  return {
    title: doc.titre,
    slug: doc.slug,
    description: doc.description ?? '',
    logo: toImage(doc.header?.logo),
    href: doc.has_single_page ? brandPath(doc.slug) : null,
  }
}

/** The brand page: the card's fields and the rich text `contenu` as `body`. */
function toBrandPageView(doc: BrandDoc): BrandPageData {
  const { title, slug, description, logo } = toBrandCardView(doc)
  return { title, slug, description, logo, body: doc.contenu ?? null }
}

const LOGO_POPULATE = { media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true } } as const

/** /partenaires: every brand; only a brand with a single page gets a link (spec §2). */
export async function getBrandCards(): Promise<BrandCardView[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'marques',
    sort: 'titre',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    select: { titre: true, slug: true, description: true, header: true, has_single_page: true },
    populate: LOGO_POPULATE,
  })
  return docs.map(toBrandCardView)
}

/** /partenaires/{slug}: null unless the brand exists and has a single page. */
export async function getBrandPage(slug: string): Promise<BrandPageData | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'marques',
    where: { and: [{ slug: { equals: slug } }, { has_single_page: { equals: true } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    populate: LOGO_POPULATE,
  })
  const brand = docs[0]
  if (!brand) return null
  return toBrandPageView(brand)
}

/** Brand pages built ahead of time: those with a single page, bounded. */
export async function getSingleBrandSlugs(limit = 50): Promise<string[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'marques',
    where: { has_single_page: { equals: true } },
    depth: 0,
    limit,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs.map((d) => d.slug)
}

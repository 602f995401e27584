import type { BrandCardView, BrandPageData } from '@/lib/catalogue/types'
import { toImage } from '@/lib/media'
import { brandPath } from '@/lib/routes'
import { cms } from '@/server/cms/payload'

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
  return docs.map((m) => ({
    titre: m.titre,
    slug: m.slug,
    description: m.description ?? '',
    logo: toImage(m.header?.logo),
    href: m.has_single_page ? brandPath(m.slug) : null,
  }))
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
  return {
    titre: brand.titre,
    slug: brand.slug,
    description: brand.description ?? '',
    logo: toImage(brand.header?.logo),
    contenu: brand.contenu ?? null,
  }
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

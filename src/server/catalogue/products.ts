import type { Produit } from '@/payload-types'
import { richTextToPlain } from '@/lib/richtext-plain'
import type { ProductPageData } from '@/features/product/types'
import { toImage, type ImageView } from '@/lib/media'
import { totalStock } from '@/lib/stock'
import { cms } from '@/server/cms/payload'

const number = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

export function toProductPageData(doc: Produit): ProductPageData {
  const brand = typeof doc.marque === 'object' && doc.marque ? doc.marque : null
  const description = richTextToPlain(doc.description)
  return {
    id: doc.id,
    slug: doc.slug,
    titre: doc.titre,
    reference: doc.dimasys_reference,
    description,
    images: (doc.galerie ?? []).map((g) => toImage(g.image)).filter((i): i is ImageView => i !== null),
    characteristics: (doc.caracteristiques ?? []).map((c) => ({
      label: c.reference_carac,
      type: c.type ?? null,
      value: c.valeur,
    })),
    brand: brand ? { titre: brand.titre, slug: brand.slug, logo: toImage(brand.header?.logo) } : null,
    stockTotal: totalStock(doc.stock),
    confirmationDelay: Boolean(doc.delai_a_confirmer),
    cartIncrement: number(doc.cart_increment, 1),
    minQuantity: number(doc.quantity_min_to_buy, 1),
    saleUnit: doc.sale_unit ?? 'EA',
    metaTitle: doc.meta?.title || doc.titre,
    metaDescription: doc.meta?.description || description.slice(0, 160),
  }
}

/** A displayed product by slug, read with public access (hidden products are not found). */
export async function getProductBySlug(slug: string): Promise<ProductPageData | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    overrideAccess: false,
    pagination: false,
  })
  const doc = docs[0]
  return doc ? toProductPageData(doc) : null
}

/** The bounded set of product pages built ahead of time; the rest render on first request (fallback: 'blocking'). */
export const PRERENDERED_PRODUCTS = 24

export async function getPrerenderedProductSlugs(limit = PRERENDERED_PRODUCTS): Promise<string[]> {
  const payload = await cms()
  // the products featured on the home page first: they are the ones visitors open from it
  const home = await payload.findGlobal({ slug: 'accueil', depth: 1, overrideAccess: false })
  const featured = (home.produits ?? []).flatMap((p) => (typeof p === 'object' && p?.should_be_displayed !== false ? [p.slug] : []))
  const { docs } = await payload.find({
    collection: 'produits',
    depth: 0,
    limit,
    sort: 'titre',
    overrideAccess: false,
    select: { slug: true },
  })
  return [...new Set([...featured, ...docs.map((d) => d.slug)])].slice(0, Math.max(limit, featured.length))
}

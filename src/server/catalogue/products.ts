import type { Category, Produit } from '@/payload-types'
import type { ProductCardView } from '@/lib/catalogue/types'
import type { Crumb } from '@/lib/layout/types'
import type { ProductDocument, ProductPageData, TechnicalSheet } from '@/lib/product/types'
import { richTextToPlain } from '@/lib/richtext-plain'
import { mediaPath, toImage, type ImageView } from '@/lib/media'
import { cataloguePath } from '@/lib/routes'
import { stockLevel } from '@/lib/stock'
import { toProductCard } from '@/server/catalogue/listing'
import { toProductView } from '@/server/catalogue/productView'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { cms } from '@/server/http/payload'

/** Related products shown on a product page, at most. */
const MAX_RELATED_PRODUCTS = 8
/** Compatible consumables and spare parts shown on a product page, at most. */
const MAX_COMPATIBLE_PRODUCTS = 12

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

/** Catalogue › first category, from the populated categories (depth 2 gives the category's catalogue). */
function breadcrumbOf(doc: Produit): Crumb[] {
  const category = (doc.categories ?? []).find((c): c is Category => typeof c === 'object' && c !== null)
  if (!category) return []
  const catalogue = typeof category.catalogue === 'object' && category.catalogue ? category.catalogue : null
  if (!catalogue) return [{ label: category.titre }]
  return [
    { label: catalogue.titre, href: cataloguePath(catalogue.slug) },
    { label: category.titre, href: cataloguePath(catalogue.slug, category.slug) },
  ]
}

function technicalSheetOf(doc: Produit): TechnicalSheet | null {
  const file = doc.fiche_technique
  if (!file || typeof file !== 'object' || !file.url) return null
  // same-origin path: the link downloads from the shop's own domain
  return { url: mediaPath(file.url), filename: file.filename ?? null }
}

/** The PDFs of an upload field with many files (safety data sheets, declarations of conformity), populated ones only. */
function documentsOf(files: Produit['fiches_securite']): ProductDocument[] {
  return (files ?? []).flatMap((file) =>
    typeof file === 'object' && file?.url ? [{ url: mediaPath(file.url), filename: file.filename ?? null, title: file.alt }] : [],
  )
}

/** What a product page shows of other products: related ones, the replacement, the compatible consumables. */
type ProductLinks = { related?: ProductCardView[]; replacement?: ProductCardView | null; compatibles?: ProductCardView[] }

function toProductPageData(doc: Produit, threshold: number, links: ProductLinks = {}): ProductPageData {
  const view = toProductView(doc)
  const descriptionText = richTextToPlain(doc.description)
  return {
    id: view.id,
    slug: view.slug,
    title: view.title,
    reference: view.reference,
    ean: view.ean,
    description: descriptionText ? (doc.description ?? null) : null,
    descriptionText,
    images: (doc.galerie ?? []).map((g) => toImage(g.image)).filter((i): i is ImageView => i !== null),
    characteristics: (doc.caracteristiques ?? []).map((c) => ({
      label: c.reference_carac,
      type: c.type ?? null,
      value: c.valeur,
    })),
    brand: view.brand,
    breadcrumb: breadcrumbOf(doc),
    technicalSheet: technicalSheetOf(doc),
    safetySheets: documentsOf(doc.fiches_securite),
    conformityDeclarations: documentsOf(doc.declarations_conformite),
    related: links.related ?? [],
    replacement: links.replacement ?? null,
    compatibles: links.compatibles ?? [],
    stockLevel: stockLevel({ stock: view.stockTotal, confirmationDelay: view.confirmationDelay, threshold }),
    confirmationDelay: view.confirmationDelay,
    buying: view.buying,
    saleUnit: view.saleUnit ?? 'EA',
    metaTitle: doc.meta?.title || view.title,
    metaDescription: doc.meta?.description || descriptionText.slice(0, 160),
  }
}

/** The displayed products among `ids`, in the editor's order: a hidden related product is left out. */
async function relatedProducts(ids: number[], threshold: number): Promise<ProductCardView[]> {
  if (ids.length === 0) return []
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'produits',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    overrideAccess: false,
    select: {
      slug: true,
      titre: true,
      dimasys_reference: true,
      delai_a_confirmer: true,
      cart_increment: true,
      quantity_min_to_buy: true,
      marque: true,
      galerie: true,
      stock: true,
    },
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => {
    const d = byId.get(id)
    return d ? [toProductCard(d, threshold)] : []
  })
}

/** A displayed product by slug, read with public access (hidden products are not found). */
export async function getProductBySlug(slug: string): Promise<ProductPageData | null> {
  const [payload, threshold] = await Promise.all([cms(), getLowStockThreshold()])
  const { docs } = await payload.find({
    collection: 'produits',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    overrideAccess: false,
    pagination: false,
    // related products are read on their own below (public access, card fields): populate only their id here
    populate: { produits: { slug: true } },
  })
  const doc = docs[0]
  if (!doc) return null
  const idsOf = (values: unknown): number[] => [
    ...new Set((Array.isArray(values) ? values : []).map(idOf).filter((id): id is number => id !== null && id !== doc.id)),
  ]
  const relatedIds = idsOf(doc.relations)
  const compatibleIds = idsOf(doc.compatibles)
  const replacementId = idOf(doc.remplace_par)
  // one read for the three rows; a few more than shown: hidden ones drop out
  const cards = await relatedProducts(
    [
      ...new Set([
        ...relatedIds.slice(0, MAX_RELATED_PRODUCTS * 2),
        ...compatibleIds.slice(0, MAX_COMPATIBLE_PRODUCTS * 2),
        ...(replacementId !== null && replacementId !== doc.id ? [replacementId] : []),
      ]),
    ],
    threshold,
  )
  const byId = new Map(cards.map((card) => [card.id, card]))
  const shown = (ids: number[], max: number) => ids.flatMap((id) => byId.get(id) ?? []).slice(0, max)
  return toProductPageData(doc, threshold, {
    related: shown(relatedIds, MAX_RELATED_PRODUCTS),
    compatibles: shown(compatibleIds, MAX_COMPATIBLE_PRODUCTS),
    replacement: replacementId === null ? null : (byId.get(replacementId) ?? null),
  })
}

/** The bounded set of product pages built ahead of time; the rest render on first request (fallback: 'blocking'). */
const PRERENDERED_PRODUCTS = 24

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

import type { Where } from 'payload'

import type { ListingScope, ProductCardView, ProductListing, SortParam } from '@/lib/catalogue/types'
import { clampPage, DEFAULT_SORT_PARAM, PAGE_SIZE } from '@/lib/catalogue/listing'
import { stockLevel } from '@/lib/stock'
import { toProductView, type ProductDoc } from '@/server/catalogue/productView'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { cms } from '@/server/http/payload'

// A unique tie-breaker keeps pages stable when two products share a title.
const PAYLOAD_SORT: Record<SortParam, string[]> = {
  'a-z': ['titre', 'id'],
  'z-a': ['-titre', '-id'],
  reference: ['dimasys_reference'],
}

/** A listing card: public data only, the stock as the label's level at the site's low-stock `threshold`. */
export function toProductCard(doc: ProductDoc, threshold: number): ProductCardView {
  const view = toProductView(doc)
  return {
    id: view.id,
    slug: view.slug,
    title: view.title,
    reference: view.reference,
    brand: view.brand?.title || null,
    image: view.image,
    stockLevel: stockLevel({ stock: view.stockTotal, confirmationDelay: view.confirmationDelay, threshold }),
    confirmationDelay: view.confirmationDelay,
    buying: view.buying,
  }
}

/** Ids of a catalogue's categories (both levels); null when the catalogue does not exist. */
async function catalogueCategoryIds(catalogueSlug: string): Promise<{ catalogueId: number; ids: number[] } | null> {
  const payload = await cms()
  const catalogues = await payload.find({
    collection: 'catalogues',
    where: { slug: { equals: catalogueSlug } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    select: { slug: true },
  })
  const catalogue = catalogues.docs[0]
  if (!catalogue) return null
  const categories = await payload.find({
    collection: 'categories',
    where: { catalogue: { equals: catalogue.id } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  return { catalogueId: catalogue.id, ids: categories.docs.map((c) => c.id) }
}

/** A category and its level-2 children (a level-1 category lists their products too). */
async function categoryTreeIds(categorySlug: string): Promise<{ catalogueId: number; ids: number[] } | null> {
  const payload = await cms()
  const found = await payload.find({
    collection: 'categories',
    where: { slug: { equals: categorySlug } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    select: { catalogue: true },
  })
  const category = found.docs[0]
  if (!category) return null
  const children = await payload.find({
    collection: 'categories',
    where: { parent: { equals: category.id } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  const catalogueId = typeof category.catalogue === 'object' ? category.catalogue.id : category.catalogue
  return { catalogueId, ids: [category.id, ...children.docs.map((c) => c.id)] }
}

async function brandId(brandSlug: string): Promise<number | null> {
  const payload = await cms()
  const found = await payload.find({
    collection: 'marques',
    where: { slug: { equals: brandSlug } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    select: { slug: true },
  })
  return found.docs[0]?.id ?? null
}

/**
 * The `where` of a listing scope; null when a slug is unknown or the category is not in the catalogue
 * (the caller answers 404); 'empty' when the scope exists but has no category at all.
 */
async function scopeWhere(scope: ListingScope): Promise<Where | 'empty' | null> {
  const and: Where[] = []
  let catalogueId: number | null = null
  if (scope.catalogue) {
    const found = await catalogueCategoryIds(scope.catalogue)
    if (!found) return null
    catalogueId = found.catalogueId
    if (!scope.categorie) {
      if (found.ids.length === 0) return 'empty'
      and.push({ categories: { in: found.ids } })
    }
  }
  if (scope.categorie) {
    const found = await categoryTreeIds(scope.categorie)
    if (!found || (catalogueId !== null && found.catalogueId !== catalogueId)) return null
    and.push({ categories: { in: found.ids } })
  }
  if (scope.marque) {
    const id = await brandId(scope.marque)
    if (id === null) return null
    and.push({ marque: { equals: id } })
  }
  return and.length > 0 ? { and } : {}
}

type ListingOptions = { tri?: SortParam; page?: number; limit?: number }

/**
 * One page of displayed products (public access: hidden products never appear); null when the scope does not exist.
 * A page past the end gives the last page.
 */
export async function listProducts(scope: ListingScope, options: ListingOptions = {}): Promise<ProductListing | null> {
  const tri = options.tri ?? DEFAULT_SORT_PARAM
  const limit = options.limit ?? PAGE_SIZE
  const where = await scopeWhere(scope)
  if (!where) return null
  if (where === 'empty') return { items: [], page: 1, totalPages: 1, totalDocs: 0, limit, tri }
  const [payload, threshold] = await Promise.all([cms(), getLowStockThreshold()])
  const query = (page: number) =>
    payload.find({
      collection: 'produits',
      where,
      sort: PAYLOAD_SORT[tri],
      page,
      limit,
      depth: 1,
      overrideAccess: false,
      select: {
        slug: true,
        titre: true,
        dimasys_reference: true,
        marque: true,
        galerie: true,
        stock: true,
        delai_a_confirmer: true,
        cart_increment: true,
        quantity_min_to_buy: true,
      },
      populate: { marques: { titre: true }, media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true } },
    })
  let result = await query(Math.max(1, options.page ?? 1))
  if (result.docs.length === 0 && result.totalPages > 0 && result.page !== undefined && result.page > result.totalPages) {
    result = await query(clampPage(result.page, result.totalPages))
  }
  return {
    items: result.docs.map((d) => toProductCard(d as ProductDoc, threshold)),
    page: result.page ?? 1,
    totalPages: Math.max(1, result.totalPages),
    totalDocs: result.totalDocs,
    limit,
    tri,
  }
}

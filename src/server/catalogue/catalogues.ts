import type { Catalogue, Category } from '@/payload-types'
import type { CatalogueCardView, CataloguePageData, CategoryLink, CategoryNode, CategoryPageData } from '@/lib/catalogue/types'
import { toImage, type ImageView } from '@/lib/media'
import { cataloguePath } from '@/lib/routes'
import { cms } from '@/server/http/payload'

const idOf = (rel: number | { id: number } | null | undefined): number | null =>
  rel === null || rel === undefined ? null : typeof rel === 'object' ? rel.id : rel

/** A catalogue document as read (Payload `catalogues`, the spec's names); a field not selected reads as empty. */
export type CatalogueDoc = Pick<Catalogue, 'titre' | 'slug'> & Partial<Pick<Catalogue, 'description' | 'image'>>

export type CatalogueView = Omit<CatalogueCardView, 'categories'>

/**
 * The one mapping from a catalogue document to the English names of the view models: the /catalogues card, the
 * catalogue page, the category page's catalogue link, the home page's catalogue card.
 */
export function toCatalogueView(doc: CatalogueDoc): CatalogueView {
  return {
    title: doc.titre,
    slug: doc.slug,
    href: cataloguePath(doc.slug),
    description: doc.description ?? '',
    image: toImage(doc.image),
  }
}

/** The one mapping from a category document (Payload `categories`) to a link under its catalogue. */
const toCategoryLink = (catalogueSlug: string, c: Pick<Category, 'titre' | 'slug'>): CategoryLink => ({
  title: c.titre,
  slug: c.slug,
  href: cataloguePath(catalogueSlug, c.slug),
})

/** A category with its description and image: the catalogue page's level-1 entries, the category page. */
const toCategoryView = (
  catalogueSlug: string,
  c: Pick<Category, 'titre' | 'slug'> & Partial<Pick<Category, 'description' | 'image'>>,
): CategoryLink & { description: string; image: ImageView | null } => ({
  ...toCategoryLink(catalogueSlug, c),
  description: c.description ?? '',
  image: toImage(c.image),
})

const IMAGE_POPULATE = { media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true } } as const

/** Every category of the given catalogues (both levels), in editorial order. */
async function categoriesOf(catalogueIds: number[]) {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { catalogue: { in: catalogueIds } },
    sort: ['ordre', 'titre'],
    depth: 1,
    pagination: false,
    overrideAccess: false,
    select: { titre: true, slug: true, catalogue: true, parent: true, description: true, image: true },
    populate: { ...IMAGE_POPULATE, catalogues: { slug: true }, categories: { slug: true } },
  })
  return docs
}

/** /catalogues: every catalogue with its level-1 categories. */
export async function getCatalogueCards(): Promise<CatalogueCardView[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'catalogues',
    sort: ['ordre', 'titre'],
    depth: 1,
    pagination: false,
    overrideAccess: false,
    select: { titre: true, slug: true, description: true, image: true },
    populate: IMAGE_POPULATE,
  })
  const categories = docs.length > 0 ? await categoriesOf(docs.map((d) => d.id)) : []
  return docs.map((c) => ({
    ...toCatalogueView(c),
    categories: categories
      .filter((cat) => idOf(cat.catalogue) === c.id && idOf(cat.parent) === null)
      .map((cat) => toCategoryLink(c.slug, cat)),
  }))
}

async function findCatalogue(slug: string): Promise<Catalogue | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'catalogues',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    populate: IMAGE_POPULATE,
  })
  return docs[0] ?? null
}

/** /catalogues/{catalogueSlug}: the catalogue with its level-1 categories and their level-2 children. */
export async function getCataloguePage(slug: string): Promise<CataloguePageData | null> {
  const catalogue = await findCatalogue(slug)
  if (!catalogue) return null
  const categories = await categoriesOf([catalogue.id])
  const level1 = categories.filter((c) => idOf(c.parent) === null)
  const tree: CategoryNode[] = level1.map((c) => ({
    ...toCategoryView(catalogue.slug, c),
    children: categories.filter((child) => idOf(child.parent) === c.id).map((child) => toCategoryLink(catalogue.slug, child)),
  }))
  const { title, description, image } = toCatalogueView(catalogue)
  return { title, slug: catalogue.slug, description, image, categories: tree }
}

/** /catalogues/{catalogueSlug}/{categorySlug}: null unless the category belongs to that catalogue. */
export async function getCategoryPage(catalogueSlug: string, categorySlug: string): Promise<CategoryPageData | null> {
  const catalogue = await findCatalogue(catalogueSlug)
  if (!catalogue) return null
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { and: [{ slug: { equals: categorySlug } }, { catalogue: { equals: catalogue.id } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    select: { titre: true, slug: true, description: true, image: true, parent: true },
    populate: { ...IMAGE_POPULATE, categories: { titre: true, slug: true } },
  })
  const category = docs[0]
  if (!category) return null
  const parent = typeof category.parent === 'object' && category.parent ? category.parent : null
  const children = await payload.find({
    collection: 'categories',
    where: { parent: { equals: category.id } },
    sort: ['ordre', 'titre'],
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { titre: true, slug: true },
  })
  const { title, slug, description, image } = toCategoryView(catalogue.slug, category)
  const catalogueView = toCatalogueView(catalogue)
  return {
    title,
    slug,
    description,
    image,
    catalogue: { title: catalogueView.title, slug: catalogueView.slug, href: catalogueView.href },
    parent: parent ? toCategoryLink(catalogue.slug, parent) : null,
    children: children.docs.map((c) => toCategoryLink(catalogue.slug, c)),
  }
}

/** Catalogue pages built ahead of time: all of them (a handful, bounded by the editors, not by the product count). */
export async function getCatalogueSlugs(): Promise<string[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'catalogues',
    depth: 0,
    limit: 100,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs.map((d) => d.slug)
}

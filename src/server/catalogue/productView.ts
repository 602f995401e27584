/**
 * The one mapping from a CMS product (Payload `produits`, named as the spec names its fields: titre, dimasys_reference,
 * marque, delai_a_confirmer, sale_unit, galerie, stock, quantity_min_to_buy, cart_increment) to the English names of
 * the view models: the catalogue card and product page, the cart line, the account lists, the order lines. The spec's
 * names stay in the Payload queries; the screens read these.
 */
import { buyingRulesOf, type BuyingRules } from '@/lib/cart/buyingRules'
import { toImage, type ImageView } from '@/lib/media'
import { productPath } from '@/lib/routes'
import { totalStock } from '@/lib/stock'

/** A product document as read: any subset of its fields selected, a relation an id until populated. */
export type ProductDoc = {
  id: number
  slug?: string | null
  titre?: string | null
  dimasys_reference?: string | null
  ean?: string | null
  delai_a_confirmer?: boolean | null
  sale_unit?: string | null
  cart_increment?: number | null
  quantity_min_to_buy?: number | null
  marque?: number | { titre?: string | null; slug?: string | null; header?: { logo?: unknown } | null } | null
  galerie?: { image?: unknown }[] | null
  stock?: { shop_qty?: number | null }[] | null
}

type BrandView = { title: string; slug: string; logo: ImageView | null }

/** Everything a view model takes from a product; a field not selected reads as empty (or the spec's default). */
export type ProductView = {
  id: number
  slug: string
  title: string
  /** dimasys_reference, as written (SKF-6204-2RS) */
  reference: string
  /** EAN / GTIN, null when the product has none */
  ean: string | null
  /** the product page */
  href: string
  /** the first image of the gallery */
  image: ImageView | null
  /** null when the brand is not populated */
  brand: BrandView | null
  /** spec §3 quantity_min_to_buy and cart_increment, as `{ min, step }` */
  buying: BuyingRules
  saleUnit: string | null
  confirmationDelay: boolean
  /** sum of the stock entries' shop_qty */
  stockTotal: number
}

export function toProductView(doc: ProductDoc): ProductView {
  const slug = doc.slug ?? ''
  const brand = doc.marque && typeof doc.marque === 'object' ? doc.marque : null
  return {
    id: doc.id,
    slug,
    title: doc.titre ?? '',
    reference: doc.dimasys_reference ?? '',
    ean: doc.ean || null,
    href: productPath(slug),
    image: toImage(doc.galerie?.[0]?.image),
    brand: brand ? { title: brand.titre ?? '', slug: brand.slug ?? '', logo: toImage(brand.header?.logo) } : null,
    buying: buyingRulesOf(doc),
    saleUnit: doc.sale_unit ?? null,
    confirmationDelay: doc.delai_a_confirmer === true,
    stockTotal: totalStock(doc.stock),
  }
}

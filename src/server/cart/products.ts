/**
 * What the cart routes need from the catalogue: the buying rules of a product (displayed, quantity_min_to_buy,
 * cart_increment), the product as a cart line card shows it, and the customer's prices and stock from the ERP.
 */
import type { CartProduct, PriceView, PricesReply, ProductReply } from '@/lib/cart/api'
import { buyingRulesOf, type BuyingRules } from '@/lib/cart/buyingRules'
import { isMultipleOf } from '@/lib/cart/quantity'
import { replacedInCartMessage } from '@/lib/product/replacement'
import { toProductView } from '@/server/catalogue/productView'
import { cms } from '@/server/cms/payload'
import { erp, type CustomerPrice } from '@/server/erp'
import { unitPrice } from '@/server/erp/pricing'

import type { Buyer } from './buyer'
import { CartError } from './errors'
import { CART_MESSAGES as M } from './messages'

const productNotFound = () => new CartError(404, 'product_not_found', M.productNotFound)

/** The displayed product that replaces another (« Remplacé par »): a hidden replacement replaces nothing. */
export type Replacement = { id: number; title: string; reference: string }

/** spec §3 defaults: cart_increment 1, quantity_min_to_buy 1. */
export async function buyingRules(productId: number): Promise<BuyingRules & { saleUnit: string | null; replacement: Replacement | null }> {
  const payload = await cms()
  const doc = await payload.findByID({
    collection: 'produits',
    id: productId,
    select: { should_be_displayed: true, quantity_min_to_buy: true, cart_increment: true, sale_unit: true, remplace_par: true },
    populate: { produits: { titre: true, dimasys_reference: true, should_be_displayed: true } },
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc?.should_be_displayed) throw productNotFound()
  const by = doc.remplace_par
  const replacement =
    typeof by === 'object' && by?.should_be_displayed ? { id: by.id, title: by.titre, reference: by.dimasys_reference } : null
  return { ...buyingRulesOf(doc), saleUnit: doc.sale_unit ?? null, replacement }
}

/**
 * A quantity the shop sells: 0 (remove) or at least the product's minimum (spec §5: the stepper ignores a result below
 * quantity_min_to_buy) and a multiple of its cart_increment (the stepper moves a typed quantity up to
 * the next multiple; a program sending another is refused, never rounded behind its back).
 *
 * A replaced product is no longer added: a line already in the cart (`inCart`, read only then) may be lowered or
 * removed, and is ordered as it is, but never raised.
 */
export async function checkQuantity(productId: number, quantity: number, inCart: () => Promise<number> = async () => 0): Promise<void> {
  const { min, step, saleUnit, replacement } = await buyingRules(productId)
  if (replacement && quantity > 0 && quantity > (await inCart())) {
    throw new CartError(409, 'product_replaced', replacedInCartMessage(replacement.title, replacement.reference))
  }
  if (quantity > 0 && quantity < min) throw new CartError(400, 'quantity_below_minimum', M.quantityBelowMinimum(min))
  if (quantity > 0 && step > 0 && !isMultipleOf(quantity, step)) {
    throw new CartError(400, 'quantity_not_multiple', M.quantityNotMultiple(saleUnit, step))
  }
}

export function priceView(price: CustomerPrice): PriceView {
  return {
    base_ht: price.base_ht,
    promotion_ht: price.promotion_ht,
    promotion_type: price.promotion_type,
    unit_ht: unitPrice(price),
    taxes: price.taxes,
    base_with_taxes: price.base_with_taxes,
    promotion_with_taxes: price.promotion_with_taxes,
  }
}

/** GET /api/prices: the customer's prices and the stock totals of displayed products, keyed by product id. */
export async function pricesFor(buyer: Buyer, ids: readonly number[]): Promise<PricesReply> {
  const [prices, stock] = await Promise.all([erp().prices(buyer.id, ids), erp().stock(ids)])
  const sold = new Set(prices.map((p) => p.product_id))
  return {
    code: 'success',
    prices: Object.fromEntries(prices.map((p) => [String(p.product_id), priceView(p)])),
    // stock of a product the ERP does not sell is left out too: the UI shows a dash for it
    stock: Object.fromEntries(stock.filter((s) => sold.has(s.product_id)).map((s) => [String(s.product_id), s.total])),
  }
}

/** GET /api/products/{id}: a displayed product with the customer's price and its stock. */
export async function productFor(buyer: Buyer, productId: number): Promise<ProductReply> {
  const payload = await cms()
  const doc = await payload.findByID({
    collection: 'produits',
    id: productId,
    select: {
      slug: true,
      titre: true,
      dimasys_reference: true,
      should_be_displayed: true,
      galerie: true,
      marque: true,
      cart_increment: true,
      quantity_min_to_buy: true,
      sale_unit: true,
      delai_a_confirmer: true,
    },
    populate: { marques: { titre: true, header: true } },
    depth: 2,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc?.should_be_displayed) throw productNotFound()
  const [prices, stock] = await Promise.all([erp().prices(buyer.id, [productId]), erp().stock([productId])])
  const view = toProductView(doc)
  const product: CartProduct = {
    id: view.id,
    slug: view.slug,
    title: view.title,
    reference: view.reference,
    href: view.href,
    image: view.image,
    brand: view.brand ? { title: view.brand.title, logo: view.brand.logo } : null,
    buying: view.buying,
    saleUnit: view.saleUnit,
    confirmationDelay: view.confirmationDelay,
  }
  const price = prices[0]
  return {
    code: 'success',
    product,
    price: price ? priceView(price) : null,
    stock: { total: stock[0]?.total ?? 0, depots: stock[0]?.depots ?? [] },
  }
}

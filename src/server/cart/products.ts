/**
 * What the cart routes need from the catalogue: the buying rules of a product (displayed, quantity_min_to_buy,
 * cart_increment), the product as a cart line card shows it, and the customer's prices and stock from the ERP.
 */
import { MAX_CART_QUANTITY, type CartProduct, type PriceView, type PricesReply, type ProductReply } from '@/lib/cart/api'
import { buyingRulesOf, type BuyingRules } from '@/lib/cart/buyingRules'
import { isMultipleOf } from '@/lib/cart/quantity'
import { replacedInCartMessage } from '@/lib/product/replacement'
import { toProductView } from '@/server/catalogue/productView'
import { readBuyingRuleProducts, readCartLineProduct } from '@/server/catalogue/reads'
import { cms } from '@/server/http/payload'
import { erp, type CustomerPrice, type ProductStock } from '@/server/erp'
import { MAX_PRODUCT_IDS } from '@/server/erp/schemas'
import { unitPrice } from '@/server/erp/pricing'
import { companyOf, partNumbersOf } from '@/server/part-numbers/partNumbers'

import type { Buyer } from '@/server/http/buyer'
import { DomainError, productNotFound } from '@/server/http/errors'
import { API_MESSAGES as M } from '@/server/http/messages'

export { productNotFound }

/** The displayed product that replaces another (« Remplacé par »): a hidden replacement replaces nothing. */
type Replacement = { id: number; title: string; reference: string }

export type ProductBuying = BuyingRules & { saleUnit: string | null; replacement: Replacement | null }

/** The buying rules of the displayed products among `ids` (spec §3 defaults: 1), by id; hidden and unknown ones are absent. */
export async function displayedBuyingRules(ids: readonly number[]): Promise<Map<number, ProductBuying>> {
  if (ids.length === 0) return new Map()
  const payload = await cms()
  const { docs } = await readBuyingRuleProducts(payload, ids)
  return new Map(
    docs.map((doc) => {
      const by = doc.remplace_par
      const replacement =
        typeof by === 'object' && by?.should_be_displayed ? { id: by.id, title: by.titre, reference: by.dimasys_reference } : null
      return [doc.id, { ...buyingRulesOf(doc), saleUnit: doc.sale_unit ?? null, replacement }]
    }),
  )
}

/**
 * Why the shop does not sell `quantity` of a product with these rules, or null: 0 (remove) or at least the minimum
 * (spec §5: the stepper ignores a result below quantity_min_to_buy) and a multiple of cart_increment (the stepper
 * moves a typed quantity up to the next multiple; a program sending another is refused, never rounded behind its back).
 *
 * A replaced product is no longer added: a line already in the cart (`inCart`, its quantity there) may be lowered or
 * removed, and is ordered as it is, but never raised.
 */
export function quantityRefusal({ min, step, saleUnit, replacement }: ProductBuying, quantity: number, inCart = 0): DomainError | null {
  if (replacement && quantity > 0 && quantity > inCart) {
    return new DomainError(409, 'product_replaced', replacedInCartMessage(replacement.title, replacement.reference))
  }
  if (quantity > MAX_CART_QUANTITY) return new DomainError(400, 'quantity_too_large', M.quantityTooLarge)
  if (quantity > 0 && quantity < min) return new DomainError(400, 'quantity_below_minimum', M.quantityBelowMinimum(min))
  if (quantity > 0 && step > 0 && !isMultipleOf(quantity, step)) {
    return new DomainError(400, 'quantity_not_multiple', M.quantityNotMultiple(saleUnit, step))
  }
  return null
}

/**
 * A quantity the shop sells of a displayed product (quantityRefusal), else its 404, 400 or 409. `inCart` (the line's
 * quantity in the cart) is read only for a replaced product.
 */
export async function checkQuantity(productId: number, quantity: number, inCart: () => Promise<number> = async () => 0): Promise<void> {
  const rules = (await displayedBuyingRules([productId])).get(productId)
  if (!rules) throw productNotFound()
  const refusal = quantityRefusal(rules, quantity, rules.replacement && quantity > 0 ? await inCart() : 0)
  if (refusal) throw refusal
}

function priceView(price: CustomerPrice): PriceView {
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

/** The ERP's calls take MAX_PRODUCT_IDS ids: a longer list (a quick order of 500 lines) goes in several calls at once. */
const inParts = async <T>(ids: readonly number[], read: (part: number[]) => Promise<T[]>): Promise<T[]> => {
  const parts = Array.from({ length: Math.ceil(ids.length / MAX_PRODUCT_IDS) }, (_, i) =>
    ids.slice(i * MAX_PRODUCT_IDS, (i + 1) * MAX_PRODUCT_IDS),
  )
  return (await Promise.all(parts.map(read))).flat()
}

/** The customer's prices of any number of products; unknown and unsellable ones are left out. */
export const customerPrices = (buyer: Buyer, ids: readonly number[]): Promise<CustomerPrice[]> =>
  inParts(ids, (part) => erp().prices(buyer.id, part))

/** The stock of any number of products; unknown ones are left out. */
export const productsStock = (ids: readonly number[]): Promise<ProductStock[]> => inParts(ids, (part) => erp().stock(part))

/** GET /api/prices: the customer's prices and the stock totals of displayed products, keyed by product id. */
export async function pricesFor(buyer: Buyer, ids: readonly number[]): Promise<PricesReply> {
  const [prices, stock] = await Promise.all([customerPrices(buyer, ids), productsStock(ids)])
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
  const doc = await readCartLineProduct(payload, productId)
  if (!doc?.should_be_displayed) throw productNotFound()
  const [prices, stock, partNumbers] = await Promise.all([
    erp().prices(buyer.id, [productId]),
    erp().stock([productId]),
    companyOf(buyer).then((company) => partNumbersOf(company, [productId])),
  ])
  const view = toProductView(doc)
  const product: CartProduct = {
    id: view.id,
    slug: view.slug,
    title: view.title,
    reference: view.reference,
    ean: view.ean,
    partNumber: partNumbers.get(productId) ?? null,
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

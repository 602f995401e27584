/**
 * Products as a quick-order line shows them, for the session's buyer: their price H.T (the ERP's), the stock label for
 * the line's quantity, the unit, the buying rules, the EAN and their company's « Ma référence ». Every product of a
 * request is read at once (one query, the ERP calls in parts of 200).
 */
import type { QuickOrderProduct } from '@/lib/quick-order/api'
import { soldByLabel } from '@/lib/cart/quantity'
import { stockLabel } from '@/lib/stock'
import type { Buyer } from '@/server/http/buyer'
import { customerPrices, productsStock } from '@/server/cart/products'
import { toProductView } from '@/server/catalogue/productView'
import { readQuickOrderProducts } from '@/server/catalogue/reads'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { cms } from '@/server/http/payload'
import { unitPrice } from '@/server/erp/pricing'
import { partNumbersOf } from '@/server/part-numbers/partNumbers'

/** A product read once; `forQuantity` gives its line view (the stock label depends on the quantity). */
export type LineProducts = Map<number, { forQuantity: (quantity: number) => QuickOrderProduct }>

export async function lineProducts(buyer: Buyer, company: number | null, ids: readonly number[]): Promise<LineProducts> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const payload = await cms()
  const [{ docs }, prices, stock, partNumbers, threshold] = await Promise.all([
    readQuickOrderProducts(payload, unique),
    customerPrices(buyer, unique),
    productsStock(unique),
    partNumbersOf(company, unique),
    getLowStockThreshold(),
  ])
  const priceOf = new Map(prices.map((p) => [p.product_id, unitPrice(p)]))
  const stockOf = new Map(stock.map((s) => [s.product_id, s.total]))
  return new Map(
    docs.map((doc) => {
      const view = toProductView(doc)
      const base: Omit<QuickOrderProduct, 'stockLabel'> = {
        id: view.id,
        title: view.title,
        reference: view.reference,
        ean: view.ean,
        partNumber: partNumbers.get(view.id) ?? null,
        href: view.href,
        image: view.image ? (view.image.thumbnailUrl ?? view.image.url) : null,
        saleUnit: view.saleUnit,
        soldBy: soldByLabel(view.saleUnit, view.buying.step),
        buying: view.buying,
        unitPrice: priceOf.get(view.id) ?? null,
      }
      const total = stockOf.get(view.id) ?? 0
      const forQuantity = (quantity: number): QuickOrderProduct => ({
        ...base,
        stockLabel: stockLabel({ stock: total, cartQuantity: quantity, confirmationDelay: view.confirmationDelay, threshold }),
      })
      return [doc.id, { forQuantity }]
    }),
  )
}

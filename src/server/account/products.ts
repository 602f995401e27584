/** Products as the account lists show them (favourites, frequent purchases, order lines, preparers' carts). */
import type { ProductSummary } from '@/lib/account/api'
import { toProductView } from '@/server/catalogue/productView'
import { readSummaryProducts } from '@/server/catalogue/reads'
import type { Buyer } from '@/server/http/buyer'
import { cms } from '@/server/http/payload'
import { companyOf, partNumbersOf } from '@/server/part-numbers/partNumbers'

/** The displayed products among `ids`, keyed by id: a product withdrawn from sale is left out. */
export async function productSummaries(ids: readonly number[]): Promise<Map<number, ProductSummary>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const payload = await cms()
  const { docs } = await readSummaryProducts(payload, unique)
  return new Map(
    docs.map((doc) => {
      const view = toProductView(doc)
      const summary: ProductSummary = {
        id: view.id,
        slug: view.slug,
        title: view.title,
        reference: view.reference,
        ean: view.ean,
        href: view.href,
        image: view.image ? { url: view.image.thumbnailUrl ?? view.image.url, alt: view.image.alt } : null,
        brand: view.brand?.title || null,
        buying: view.buying,
      }
      return [doc.id, summary]
    }),
  )
}

/** GET /api/products?ids=: the displayed products among `ids`, in that order, with the buyer's company part numbers. */
export async function orderLineProducts(buyer: Buyer, ids: readonly number[]): Promise<ProductSummary[]> {
  const [found, partNumbers] = await Promise.all([productSummaries(ids), companyOf(buyer).then((company) => partNumbersOf(company, ids))])
  return ids.flatMap((id) => {
    const product = found.get(id)
    return product ? [{ ...product, partNumber: partNumbers.get(id) ?? null }] : []
  })
}

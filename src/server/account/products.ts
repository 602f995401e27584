/** Products as the account lists show them (favourites, frequent purchases, order lines, preparers' carts). */
import type { ProductSummary } from '@/lib/account/api'
import { buyingRulesOf } from '@/lib/cart/buyingRules'
import { toImage } from '@/lib/media'
import { productPath } from '@/lib/routes'
import { cms } from '@/server/cms/payload'

/** The displayed products among `ids`, keyed by id: a product withdrawn from sale is left out. */
export async function productSummaries(ids: readonly number[]): Promise<Map<number, ProductSummary>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'produits',
    where: { and: [{ id: { in: unique } }, { should_be_displayed: { equals: true } }] },
    select: {
      slug: true,
      titre: true,
      dimasys_reference: true,
      galerie: true,
      marque: true,
      cart_increment: true,
      quantity_min_to_buy: true,
    },
    populate: { marques: { titre: true } },
    depth: 2,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    docs.map((doc) => {
      const image = toImage(doc.galerie?.[0]?.image)
      const marque = doc.marque && typeof doc.marque === 'object' ? doc.marque.titre : null
      const summary: ProductSummary = {
        id: doc.id,
        slug: doc.slug,
        titre: doc.titre,
        dimasys_reference: doc.dimasys_reference,
        url: productPath(doc.slug),
        image: image ? { url: image.thumbnailUrl ?? image.url, alt: image.alt } : null,
        marque,
        buying: buyingRulesOf(doc),
      }
      return [doc.id, summary]
    }),
  )
}

import type { ProductCardView } from '@/lib/catalogue/types'
import { buyingRulesOf } from '@/lib/cart/buyingRules'
import type { ProductRecord } from '@/lib/search/types'
import { stockLevelOfLabel } from '@/lib/stock'

/**
 * A product hit as the catalogue's listing card shows it (same card as the server-rendered listings): the one mapping
 * from a product search record (the spec's names: titre, marque, delai_a_confirmer…) to the view model's names. A
 * dropdown or results hit's offer (hitView.ts) is a part of it.
 */
export function productCardFromHit(hit: ProductRecord): ProductCardView {
  return {
    id: hit.id,
    slug: hit.slug,
    title: hit.titre,
    reference: hit.reference,
    brand: hit.marque,
    image: hit.image ? { url: hit.image, alt: hit.titre, width: null, height: null, thumbnailUrl: hit.image } : null,
    // the record's label (the public index holds no quantity)
    stockLevel: stockLevelOfLabel(hit.disponibilite),
    confirmationDelay: hit.delai_a_confirmer,
    // records indexed before these fields existed (a production index not yet rebuilt): spec §3 defaults
    buying: buyingRulesOf(hit),
  }
}

/** "24 produits · page 2 sur 83" (as the catalogue pages count). */
export const productCount = (n: number, page: number, totalPages: number): string =>
  `${n <= 1 ? `${n} produit` : `${n.toLocaleString('fr-FR')} produits`}${totalPages > 1 ? ` · page ${page} sur ${totalPages}` : ''}`

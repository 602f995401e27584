/**
 * The demo catalogue as search records, without Payload: the seed's data and product generator (2000 products, as
 * `npm run seed` makes by default) shaped by the indexer's own mapping (src/server/search/records.ts).
 */
import { CATALOGUES, flattenCategories } from '@/cms/seed/data/catalogues'
import { BROCHURES, CASE_STUDIES } from '@/cms/seed/data/editorial'
import { EXPERTISES, SERVICES } from '@/cms/seed/data/expertises'
import { MARQUES } from '@/cms/seed/data/marques'
import { generateProducts, type ProductSeed } from '@/cms/seed/products'
import type { SearchRecord } from '@/lib/search/types'
import {
  brochureRecord,
  caseStudyRecord,
  catalogueRecord,
  expertiseRecord,
  marqueRecord,
  productRecord,
  serviceRecord,
} from '@/server/search/records'

const DEMO_PRODUCTS = 2000

export function demoRecords(n = DEMO_PRODUCTS): { records: SearchRecord[]; products: ProductSeed[] } {
  const products = generateProducts(n)
  const categories = new Map(flattenCategories().map((c) => [c.slug, c]))
  const catalogues = new Map(CATALOGUES.map((c) => [c.slug, c]))
  const marques = new Map(MARQUES.map((m) => [m.slug, m]))
  const records: SearchRecord[] = []
  for (const p of products) {
    if (!p.should_be_displayed) continue
    const leaf = categories.get(p.category)
    const parent = leaf?.parent ? categories.get(leaf.parent) : undefined
    records.push(
      productRecord(
        {
          id: p.index + 1,
          titre: p.titre,
          slug: p.slug,
          dimasys_reference: p.reference,
          meta: p.meta,
          stock: p.stock,
          delai_a_confirmer: p.delai_a_confirmer,
        },
        {
          marque: marques.get(p.marque) ?? null,
          categories: [leaf, parent].filter((c) => c !== undefined),
          catalogues: leaf ? [catalogues.get(leaf.catalogue)].filter((c) => c !== undefined) : [],
          image: null,
        },
      ),
    )
  }
  MARQUES.forEach((m, i) =>
    records.push(
      marqueRecord({ id: i + 1, titre: m.titre, slug: m.slug, description: m.description, has_single_page: Boolean(m.page) }, null),
    ),
  )
  CATALOGUES.forEach((c, i) => records.push(catalogueRecord({ id: i + 1, titre: c.titre, slug: c.slug, description: c.description }, null)))
  EXPERTISES.forEach((e, i) => records.push(expertiseRecord({ id: i + 1, title: e.title, slug: e.slug, description: e.description }, null)))
  SERVICES.forEach((s, i) => records.push(serviceRecord({ id: i + 1, title: s.title, slug: s.slug, description: s.description }, null)))
  CASE_STUDIES.forEach((c, i) => {
    const m = marques.get(c.marque)
    records.push(
      caseStudyRecord(
        { id: i + 1, title: c.title, slug: c.slug, sous_titre: c.sous_titre },
        m ? { titre: m.titre, slug: m.slug, has_single_page: Boolean(m.page) } : null,
        null,
      ),
    )
  })
  BROCHURES.forEach((b, i) =>
    records.push(brochureRecord({ id: i + 1, titre: b.titre, slug: b.slug, description: b.description }, null, null)),
  )
  return { records, products }
}

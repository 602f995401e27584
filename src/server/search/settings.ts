/**
 * Settings of the shop's index, pushed the same way to the embedded engine and to Algolia: what is searchable and
 * in which order of importance, the facets, the tie-break order, and the sorted replicas of the product listing.
 */
import { CHARACTERISTIC_FACETS, characteristicAttribute } from '@/lib/search/characteristics'
import { SEARCH_FACETS, SEARCH_SORT_INDEX } from '@/lib/search/types'

export const INDEX_SETTINGS = {
  searchableAttributes: [
    // the kind's name (brochure, service…) at position 0 of the first rank: "catalogue" finds the catalogues first
    // a replacement carries the titles and references of the products it replaces at their rank: equal relevance
    'type_label,titre,title,remplace_titres',
    'reference,reference_variants,ean,remplace_references,remplace_variants',
    'marque',
    'catalogue,categorie',
    'unordered(short_desc,description,sous_titre)',
  ],
  attributesForFaceting: [
    SEARCH_FACETS.kind,
    `searchable(${SEARCH_FACETS.brand})`,
    `searchable(${SEARCH_FACETS.catalogue})`,
    `searchable(${SEARCH_FACETS.category})`,
    SEARCH_FACETS.stock,
    // the listings' scope (catalogue, category, brand pages) and the products' main characteristics
    `filterOnly(${SEARCH_FACETS.catalogueSlug})`,
    `filterOnly(${SEARCH_FACETS.categorySlug})`,
    `filterOnly(${SEARCH_FACETS.brandSlug})`,
    ...CHARACTERISTIC_FACETS.map(characteristicAttribute),
  ],
  // relevance ties: brands, catalogues, expertises, services, then products, case studies, brochures; within a
  // kind a replaced product after the others (its replacement first), then the business signal (clicks and
  // conversions recorded by the insights, then the stock label's level: the index is public, it holds no quantity),
  // never A-Z
  customRanking: ['asc(type_rank)', 'asc(est_remplace)', 'desc(popularity)', 'desc(stock_rank)'],
  // French buyers' queries: plurals, stop words and elisions, relaxed when nothing matches every word
  queryLanguages: ['fr'] as 'fr'[],
  ignorePlurals: true,
  removeStopWords: true,
  removeWordsIfNoResults: 'allOptional' as const,
  advancedSyntax: true,
  attributesToHighlight: ['titre', 'title', 'reference', 'marque', 'short_desc', 'description', 'sous_titre'],
  replicas: [`virtual(${SEARCH_SORT_INDEX['a-z']})`, `virtual(${SEARCH_SORT_INDEX['z-a']})`, `virtual(${SEARCH_SORT_INDEX.reference})`],
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
}

export const REPLICA_SETTINGS: Record<string, { customRanking: string[] }> = {
  [SEARCH_SORT_INDEX['a-z']]: { customRanking: ['asc(type_rank)', 'asc(label)'] },
  [SEARCH_SORT_INDEX['z-a']]: { customRanking: ['asc(type_rank)', 'desc(label)'] },
  [SEARCH_SORT_INDEX.reference]: { customRanking: ['asc(type_rank)', 'asc(reference)', 'asc(label)'] },
}

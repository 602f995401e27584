/** User-facing French text of the catalogue listings (one place, spec: UI text in French). */
export const CATALOGUE_MESSAGES = {
  emptyCategory: 'Aucun produit dans cette catégorie pour le moment.',
  emptyCatalogue: 'Aucun produit dans ce catalogue pour le moment.',
  emptyBrand: 'Aucun produit de cette marque pour le moment.',
  emptyAll: 'Aucun produit disponible pour le moment.',
  emptyBrands: 'Aucun partenaire pour cette lettre.',
  loading: 'Chargement des produits…',
  loadError: 'Les produits n’ont pas pu être chargés. Veuillez réessayer.',
  invalidQuery: 'Paramètres de recherche invalides.',
  notFound: 'Catalogue, catégorie ou marque introuvable.',
  methodNotAllowed: 'Méthode non autorisée.',
  serverError: 'Une erreur est survenue. Veuillez réessayer plus tard.',
} as const

/** User-facing text of the search (spec §2 and §8 strings verbatim; the rest in French). */
export const SEARCH_MESSAGES = {
  /** spec §2 / §8 */
  noHits: 'Aucun résultat trouvé.',
  /** spec §2 */
  more: 'Voir plus',
  /** spec §2 */
  placeholder: 'Références, catégories, produits, services …',
  /** spec §2: the infinite list's buttons (the spec gives them in English) */
  showPrevious: 'Show previous results',
  showMore: 'Show more results',
  label: 'Rechercher dans la boutique',
  submit: 'Lancer la recherche',
  dropdownLabel: 'Résultats de la recherche',
  error: 'La recherche est momentanément indisponible. Veuillez réessayer.',
  stalled: 'Recherche en cours…',
  resultsTitle: 'Recherche',
  resultsFor: (q: string) => `Résultats pour «\u00a0${q}\u00a0»`,
  count: (n: number) => (n === 0 ? 'Aucun résultat' : n === 1 ? '1 résultat' : `${n.toLocaleString('fr-FR')} résultats`),
  kindFilter: 'Type de résultat',
  brandFilter: 'Marque',
  catalogueFilter: 'Catalogue',
  categoryFilter: 'Catégorie',
  stockFilter: 'Disponibilité',
  clearFilters: 'Effacer les filtres',
  noHitsWithFilters: 'Des filtres sont actifs\u00a0: effacez-les pour élargir la recherche.',
  filters: 'Filtres',
  closeFilters: 'Fermer',
  showResults: 'Voir les résultats',
  showMoreValues: 'Voir plus',
  showLessValues: 'Voir moins',
} as const

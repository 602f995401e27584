/** Pure rules of the expertise filters of /services and /case-studies (UI store value mirrored in `?expertise=`). */

/** The label of the "no filter" choice (spec §9 default category filter). */
export const ALL_LABEL = 'Tout'

/** The items linked to `expertise`; every item when no expertise is chosen. */
export function filterByExpertise<T>(items: readonly T[], expertise: string | null, slugsOf: (item: T) => readonly string[]): T[] {
  if (!expertise) return [...items]
  return items.filter((item) => slugsOf(item).includes(expertise))
}

/** The first value of a query parameter (`?a=1&a=2` gives '1'). */
export function firstQueryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export type FilterResolution = {
  /** The expertise to show (and to keep in the UI store); null = 'Tout'. */
  active: string | null
  /** When set, the URL should be replaced to carry this expertise (the store had one, the URL had none). */
  urlExpertise: string | null
}

/**
 * Which expertise a listing shows, from the URL (`?expertise=`) and the UI store. The URL wins when it names one;
 * an unknown slug means 'Tout'. Without a query the stored expertise is kept and written back into the URL, so
 * the page the visitor sees can always be shared.
 */
export function resolveExpertiseFilter(query: string | undefined, stored: string | null, known: readonly string[]): FilterResolution {
  if (query !== undefined) return { active: known.includes(query) ? query : null, urlExpertise: null }
  if (stored && known.includes(stored)) return { active: stored, urlExpertise: stored }
  return { active: null, urlExpertise: null }
}

/** The href of a filter link (works without JavaScript: a plain link with the query string). */
export function expertiseFilterHref(pathname: string, expertise: string | null): { pathname: string; query: Record<string, string> } {
  return { pathname, query: expertise ? { expertise } : {} }
}

/** Letter filter of /partenaires: A–Z buttons and 'Tout' (all brands). */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
export const ALL_LETTERS = 'Tout' // spec §9 default filter

/** A `?lettre=` value: one letter A–Z (any case), otherwise null (= Tout). */
export function parseLetterParam(value: unknown): string | null {
  const v = Array.isArray(value) ? value[0] : value
  if (typeof v !== 'string') return null
  const letter = v.trim().toUpperCase()
  return /^[A-Z]$/.test(letter) ? letter : null
}

/** First letter of a name, accents folded ('Écrous' → 'E'); null when it does not start with a letter. */
export function initialOf(name: string): string | null {
  const c = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase()
  return /^[A-Z]$/.test(c) ? c : null
}

export function filterByLetter<T extends { title: string }>(items: readonly T[], letter: string | null): T[] {
  if (!letter) return [...items]
  return items.filter((item) => initialOf(item.title) === letter)
}

/** Letters that have at least one item (the others are shown disabled). */
export const lettersInUse = (items: readonly { title: string }[]): Set<string> =>
  new Set(items.map((i) => initialOf(i.title)).filter((l): l is string => l !== null))

/**
 * French query words: stop words (`removeStopWords`), elided articles (`l'`, `d'`) and singular/plural forms
 * (`ignorePlurals`), as Algolia's dictionaries for `fr` treat them. Folded words (no accents, lower case).
 */

/** Algolia's French stop words (folded), plus `x` (the "by" of `115 x 0,8`). */
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces cet cette c d dans de des du elle elles en et eux il ils j je l la le les leur leurs lui m ma mais me meme mes moi mon n ne ni nos notre nous on ou par pas pour qu que quel quelle qui s sa se ses son sur t ta te tes toi ton tu un une vos votre vous y ' +
    'est sont ete etre avoir x'
  ).split(' '),
)

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word)

/** Elided words before an apostrophe: `l'huile`, `d'étanchéité`, `qu'il`. */
const ELIDED = new Set(['l', 'd', 'j', 'm', 'n', 's', 't', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu'])
const APOSTROPHES = new Set(["'", '’', 'ʼ', '`'])

export const isElision = (word: string, sepAfter: string): boolean => ELIDED.has(word) && APOSTROPHES.has(sepAfter)

/**
 * The other number of a French word: `roulements` → `roulement`, `roulement` → `roulements`, `metaux` → `metal`,
 * `tuyau` → `tuyaux`. Words with digits (codes, sizes) and words under three letters have none.
 */
export function otherNumberForms(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return []
  const out: string[] = []
  const last = word[word.length - 1]
  if (last === 's' || last === 'x') {
    if (word.length > 3) out.push(word.slice(0, -1))
    if (word.endsWith('aux') && word.length > 4) out.push(`${word.slice(0, -3)}al`)
  } else {
    out.push(`${word}s`)
    if (word.endsWith('al')) out.push(`${word.slice(0, -2)}aux`)
    if (word.endsWith('au') || word.endsWith('eu')) out.push(`${word}x`)
  }
  return out
}

/** Languages a setting names: `true` means the index's query languages (French here). */
export function languageOn(setting: unknown, queryLanguages: unknown): boolean {
  if (setting === true) return !Array.isArray(queryLanguages) || queryLanguages.length === 0 || queryLanguages.includes('fr')
  return Array.isArray(setting) && setting.includes('fr')
}

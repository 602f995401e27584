/**
 * The editors' search synonyms (collection `synonymes-recherche`, « Synonymes de recherche ») as Algolia synonym
 * objects, pushed to whichever backend serves the search (embedded engine or Algolia): one at a time by the CMS
 * hooks (src/cms/hooks/searchSynonyms.ts), all at once when the index is built, so a restart or another instance
 * has them too.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { SynonymHit } from './engine/synonyms'

export type { SynonymHit } from './engine/synonyms'

export const SYNONYMS_COLLECTION = 'synonymes-recherche'

/** The two kinds an editor picks (Algolia's type names as stored values). */
export const SYNONYM_KINDS = { synonym: 'Synonymes', onewaysynonym: 'Synonymes à sens unique' } as const
export type SynonymKind = keyof typeof SYNONYM_KINDS

export type SynonymDoc = {
  id: number | string
  type?: SynonymKind | null
  mots?: { mot?: string | null }[] | null
  mot_saisi?: string | null
}

export const synonymObjectId = (id: number | string): string => `synonyme-${id}`

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim()

/** The words of a document, trimmed, without blanks or repeats. */
export function synonymWords(doc: Pick<SynonymDoc, 'mots'>): string[] {
  const out: string[] = []
  for (const row of doc.mots ?? []) {
    const word = clean(row?.mot)
    if (word && !out.some((w) => w.toLocaleLowerCase('fr') === word.toLocaleLowerCase('fr'))) out.push(word)
  }
  return out
}

/** The list label of a document: « clé = clef », « lubrifiant → graisse, huile ». */
export function synonymLabel(doc: Pick<SynonymDoc, 'type' | 'mots' | 'mot_saisi'>): string {
  const words = synonymWords(doc)
  if (doc.type !== 'onewaysynonym') return words.join(' = ')
  const input = clean(doc.mot_saisi)
  return `${input} → ${words.filter((w) => w.toLocaleLowerCase('fr') !== input.toLocaleLowerCase('fr')).join(', ')}`
}

/** The synonym object of a document, or null when it has too few words to mean anything. */
export function synonymHitOf(doc: SynonymDoc): SynonymHit | null {
  const objectID = synonymObjectId(doc.id)
  const words = synonymWords(doc)
  if (doc.type === 'onewaysynonym') {
    const input = clean(doc.mot_saisi)
    const synonyms = words.filter((w) => w.toLocaleLowerCase('fr') !== input.toLocaleLowerCase('fr'))
    return input && synonyms.length > 0 ? { objectID, type: 'onewaysynonym', input, synonyms } : null
  }
  return words.length >= 2 ? { objectID, type: 'synonym', synonyms: words } : null
}

/** Every synonym of the database, as synonym objects. */
export async function loadAllSynonyms(payload: Payload, req?: PayloadRequest): Promise<SynonymHit[]> {
  const { docs } = await payload.find({ collection: SYNONYMS_COLLECTION, depth: 0, pagination: false, overrideAccess: true, req })
  return (docs as unknown as SynonymDoc[]).map(synonymHitOf).filter((hit): hit is SynonymHit => hit !== null)
}

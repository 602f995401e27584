/**
 * The products' main characteristics as listing facets: a bounded, known set, so that Algolia's
 * `attributesForFaceting` can list them. Each is a nested attribute of the product record (`carac.diametre`), found
 * from the product's `caracteristiques[].reference_carac` names, with the value as shown on the product page
 * ("20 mm": value and unit). Its address key is French and readable (`?diametre=20+mm`). Shared by the indexer
 * (server) and the listing (browser).
 */

export type CharacteristicFacet = {
  /** Key of the record's `carac` object (an attribute name Algolia takes as is). */
  key: string
  /** Address parameter (readable, stable). */
  param: string
  /** Facet title. */
  label: string
  /** `reference_carac` names that feed it (compared without case or accents). */
  names: string[]
}

/** The object of the product record that holds them (`carac.<key>`). */
const CHARACTERISTICS_ATTRIBUTE = 'carac'

/** Main characteristics, most widespread first (the catalogue's bearings, tools, fasteners, belts…). */
export const CHARACTERISTIC_FACETS: readonly CharacteristicFacet[] = [
  { key: 'diametre', param: 'diametre', label: 'Diamètre', names: ['Diamètre'] },
  { key: 'diametre_interieur', param: 'diametre-interieur', label: 'Diamètre intérieur', names: ['Diamètre intérieur'] },
  { key: 'diametre_exterieur', param: 'diametre-exterieur', label: 'Diamètre extérieur', names: ['Diamètre extérieur'] },
  { key: 'longueur', param: 'longueur', label: 'Longueur', names: ['Longueur'] },
  { key: 'largeur', param: 'largeur', label: 'Largeur', names: ['Largeur'] },
  { key: 'matiere', param: 'matiere', label: 'Matière', names: ['Matière'] },
  { key: 'revetement', param: 'revetement', label: 'Revêtement', names: ['Revêtement'] },
  { key: 'forme', param: 'forme', label: 'Forme', names: ['Forme'] },
  { key: 'profil', param: 'profil', label: 'Profil', names: ['Profil'] },
  { key: 'norme', param: 'norme', label: 'Norme', names: ['Norme'] },
  { key: 'protection', param: 'protection', label: 'Protection', names: ['Protection'] },
  { key: 'conditionnement', param: 'conditionnement', label: 'Conditionnement', names: ['Conditionnement'] },
]

/** The facet attribute of a characteristic (`carac.diametre`). */
export const characteristicAttribute = (facet: Pick<CharacteristicFacet, 'key'>): string => `${CHARACTERISTICS_ATTRIBUTE}.${facet.key}`

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .trim()
    .toLowerCase()

const BY_NAME = new Map(CHARACTERISTIC_FACETS.flatMap((f) => f.names.map((n) => [fold(n), f] as const)))

export type CharacteristicInput = { reference_carac?: string | null; type?: string | null; valeur?: string | null }

/** "20" + "mm" → "20 mm"; a value without unit stays as is. */
const characteristicValue = (c: CharacteristicInput): string => [c.valeur?.trim() ?? '', c.type?.trim() ?? ''].filter(Boolean).join(' ')

/**
 * The record's `carac` object: the main characteristics a product has (first value of each), other names left out.
 */
export function characteristicFacets(list: readonly CharacteristicInput[] | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const c of list ?? []) {
    const facet = BY_NAME.get(fold(c.reference_carac ?? ''))
    const value = characteristicValue(c)
    if (facet && value && out[facet.key] === undefined) out[facet.key] = value
  }
  return out
}

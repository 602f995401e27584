/**
 * « Ma référence »: a company's own part number for a product (docs/part-numbers-api.md): shapes of the
 * /api/part-numbers routes and their French messages, shared by the handlers and the UI.
 */

export const PART_NUMBER_MAX_LENGTH = 64
/** Part-number hits merged into the search dropdown and results. */
export const PART_NUMBER_HITS = 5

export const PART_NUMBER_TEXT = {
  label: 'Ma référence',
  add: 'Ajouter ma référence',
  edit: 'Modifier',
  save: 'Enregistrer',
  cancel: 'Annuler',
  remove: 'Supprimer',
  fieldHelp: 'Votre propre référence pour ce produit\u00a0: visible par les acheteurs de votre société seulement.',
  saved: 'Votre référence a été enregistrée.',
  removed: 'Votre référence a été supprimée.',
  tooLong: `Votre référence ne peut pas dépasser ${PART_NUMBER_MAX_LENGTH} caractères.`,
  invalid: 'Indiquez une référence faite de lettres ou de chiffres.',
  noCompany: 'Votre compte n’est rattaché à aucune société\u00a0: contactez-nous pour enregistrer vos références.',
  failed: 'Votre référence n’a pas pu être enregistrée. Veuillez réessayer.',
  /** the search's section of the buyer's own part numbers */
  hitsTitle: 'Mes références',
} as const

export type PartNumber = { productId: number; reference: string }

export type PartNumberReply = { code: 'success'; partNumber: PartNumber | null }

/** A product found by the buyer's company part number (search dropdown and results, quick order suggestions). */
export type PartNumberHit = {
  /** the company's part number */
  partNumber: string
  product: { id: number; title: string; reference: string; href: string; image: string | null }
}

export type PartNumberSearchReply = { code: 'success'; hits: PartNumberHit[] }

/** « Remplacé par »: the sentence the product page, the cart's refusal and the search show for a replaced product. */
export const replacedByMessage = (replacementTitle: string): string => `Ce produit est remplacé par «\u00a0${replacementTitle}\u00a0».`

/** The cart's refusal of a replaced product, naming its replacement. */
export const replacedInCartMessage = (replacementTitle: string, replacementReference: string): string =>
  `Ce produit n’est plus commandable\u00a0: il est remplacé par «\u00a0${replacementTitle}\u00a0» (réf. ${replacementReference}). Ajoutez plutôt son remplaçant.`

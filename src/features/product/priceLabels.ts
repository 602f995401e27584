/** spec §4 price display, a visitor's words (verbatim). */
export const PRICE_LABELS = {
  visitor: 'Connaitre le prix',
  visitorTooltip: 'Connectez-vous pour connaître le prix de nos produits',
} as const

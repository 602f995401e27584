/** French text of the cart's totals and prompts (line totals, emptying the cart, free delivery). */
export const PROMO_CART_TEXT = {
  lineTotal: 'Total ligne H.T',
  emptyConfirmTitle: 'Vider le panier\u00a0?',
  emptyConfirmText: 'Tous les articles de votre panier seront retirés. Cette action est définitive.',
  emptyConfirm: 'Vider le panier',
  emptyCancel: 'Annuler',
} as const

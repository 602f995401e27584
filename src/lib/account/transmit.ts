/**
 * « Transmettre à l'acheteur »: a preparer does not order; she hands her cart to the buyers of her
 * company, who take it over from /mon-compte/preparateurs and order. Shapes and French text shared by the routes and UI.
 */

/** POST /api/preparers/transmit → 200. */
export type TransmitReply = { code: 'success'; transmitted_at: string; recipients: number }

export const TRANSMIT_TEXT = {
  button: 'Transmettre à l’acheteur',
  intro: 'En tant que préparateur, vous préparez le panier\u00a0: un acheteur de votre société le reprend et passe la commande.',
  done: 'Votre panier a été transmis aux acheteurs de votre société\u00a0: ils le reprendront pour passer la commande.',
  /** POST /api/orders by a preparer (403 preparer_cannot_order) */
  preparerCannotOrder:
    'En tant que préparateur, vous ne pouvez pas passer commande\u00a0: transmettez votre panier à un acheteur de votre société, qui la passera.',
  /** POST /api/preparers/transmit by an account that is not a preparer (403 not_preparer) */
  notPreparer: 'Seuls les préparateurs transmettent leur panier à un acheteur.',
  /** 409 empty_cart */
  emptyCart: 'Votre panier est vide\u00a0: ajoutez des articles avant de le transmettre.',
  /** 409 no_buyer */
  noBuyer: 'Aucun acheteur actif de votre société ne peut recevoir ce panier. Contactez-nous.',
  /** the buyer's banner in /mon-compte/preparateurs */
  banner: (name: string, when: string) => `${name} vous a transmis son panier le ${when}\u00a0: reprenez-le pour passer la commande.`,
} as const

/** '25/11/2026 à 14:05' in Paris time. */
export function transmittedWhen(iso: string): string {
  const date = new Date(iso)
  const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date)
  const time = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(date)
  return `${day} à ${time}`
}

/** French text of the punch-out UI (the punch-out bar, the read-only cart of an `inspect` session). */
export const PUNCHOUT_TEXT = {
  barLabel: 'Session punch-out',
  /** `platform`: the buyer's procurement platform (Coupa, SAP…), as the session names it. */
  connectedFrom: (platform: string) => `Vous êtes connecté depuis ${platform}`,
  operation: {
    create: 'nouveau panier',
    edit: 'modification du panier',
    inspect: 'consultation du panier (lecture seule)',
  },
  returnToPlatform: (platform: string) => `Retour vers ${platform}`,
  /** Before the session is known (the transfer form's fallback button). */
  returnToPlatformGeneric: 'Retour vers votre plateforme d’achat',
  transferCart: 'Transférer le panier',
  transferring: 'Transfert de votre panier vers votre plateforme d’achat…',
  emptyCartHint: (platform: string) => `Votre panier est vide\u00a0: le retour vers ${platform} n’envoie aucun article.`,
  readOnly: (platform: string) =>
    `Panier en consultation depuis ${platform}\u00a0: il ne peut pas être modifié ici. Utilisez «\u00a0Retour vers ${platform}\u00a0» pour revenir.`,
  /** /panier of a procurement account logged in directly (outside a punch-out session): no checkout here. */
  ordersThroughPlatform:
    'Les commandes de ce compte passent par votre plateforme d’achat\u00a0: ouvrez la boutique depuis votre plateforme (punch-out) pour y transférer votre panier. Vous pouvez vider ce panier ici.',
  droppedTitle: (n: number) =>
    n > 1
      ? `${n} lignes de votre demande n’ont pas été reprises dans le panier\u00a0:`
      : '1 ligne de votre demande n’a pas été reprise dans le panier\u00a0:',
  droppedReason: { unknown: 'produit inconnu ou plus vendu', refused: 'quantité refusée par la boutique' },
  droppedLine: (reference: string, quantity: string, reason: string) => `${reference} (quantité ${quantity}) — ${reason}`,
} as const

/** French text of the punch-out UI (issue 8: the punch-out bar, the read-only cart of an `inspect` session). */
export const PUNCHOUT_TEXT = {
  barLabel: 'Session punch-out',
  connectedFrom: 'Vous êtes connecté depuis Coupa',
  operation: {
    create: 'nouveau panier',
    edit: 'modification du panier',
    inspect: 'consultation du panier (lecture seule)',
  },
  returnToPlatform: 'Retour vers Coupa',
  transferCart: 'Transférer le panier',
  transferring: 'Transfert de votre panier vers Coupa…',
  emptyCartHint: 'Votre panier est vide : le retour vers Coupa n’envoie aucun article.',
  readOnly: 'Panier en consultation depuis Coupa : il ne peut pas être modifié ici. Utilisez « Retour vers Coupa » pour revenir.',
} as const

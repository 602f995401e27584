/** French text of the punch-out routes answered to the shop's pages (JSON `{ code, message }`). */
export const PUNCHOUT_MESSAGES = {
  notPunchout: 'Votre session n’est pas reliée à une plateforme d’achat (Coupa). Relancez la connexion depuis Coupa.',
  forbiddenPostBack: 'L’adresse de retour vers votre plateforme d’achat n’est pas autorisée. Contactez-nous.',
  readOnlyCart: 'Ce panier est en consultation depuis Coupa : il ne peut pas être modifié ici. Utilisez « Retour vers Coupa ».',
  orderNotOpen: 'Cette commande n’est plus modifiable.',
  ordersThroughPlatform:
    'Ce compte commande par sa plateforme d’achat : transférez votre panier depuis une session punch-out, la commande sera passée par votre plateforme. Vous pouvez vider ce panier.',
  invalidTransfer: 'Requête invalide : indiquez la commande à transférer (orderId).',
} as const

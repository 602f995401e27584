/** French text of the punch-out routes answered to the shop's pages (JSON `{ code, message }`). */
export const PUNCHOUT_MESSAGES = {
  notPunchout: 'Votre session n’est pas reliée à une plateforme d’achat (Coupa). Relancez la connexion depuis Coupa.',
  forbiddenPostBack: 'L’adresse de retour vers votre plateforme d’achat n’est pas autorisée. Contactez-nous.',
  readOnlyCart:
    'Ce panier est en consultation depuis Coupa\u00a0: il ne peut pas être modifié ici. Utilisez «\u00a0Retour vers Coupa\u00a0».',
  orderNotOpen: 'Cette commande n’est plus modifiable.',
  ordersThroughPlatform:
    'Ce compte commande par sa plateforme d’achat\u00a0: transférez votre panier depuis une session punch-out, la commande sera passée par votre plateforme. Vous pouvez vider ce panier.',
  invalidTransfer: 'Requête invalide\u00a0: indiquez la commande à transférer (orderId).',
} as const

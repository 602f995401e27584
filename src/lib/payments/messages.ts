/** French texts of card payment, shared by the server's replies and the card step. */
export const PAYMENT_TEXT = {
  account: 'Paiement sur compte',
  card: 'Carte bancaire',
  accountNote: 'Paiement sur compte\u00a0: la facture suit la livraison.',
  cardNote: 'Paiement sécurisé par Stripe\u00a0: vos données de carte ne passent pas par la boutique.',
  methodLegend: 'Mode de paiement',
  toCard: 'Continuer vers le paiement',
  pay: (ttc: string) => `Payer ${ttc}`,
  back: 'Modifier la livraison',
  preparing: 'Préparation du paiement…',
  confirming: 'Paiement en cours de confirmation…',
  loadFailed: 'Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  ht: 'Total H.T',
  tva: 'TVA',
  ttc: 'Total TTC',
  declined: (reason: string) => `Le paiement a été refusé\u00a0: ${reason} Votre panier est conservé.`,
  defaultDecline: 'votre banque n’a pas accepté la transaction.',
  stillPending:
    'Le paiement est accepté, la commande est en cours d’enregistrement. Elle apparaîtra dans «\u00a0Mes commandes\u00a0» dans quelques instants.',
  refunded: 'Remboursée',
} as const

export const PAYMENT_ERRORS = {
  cardUnavailable: 'Le paiement par carte n’est pas proposé.',
  emptyCart: 'Votre panier est vide.',
  stripeUnavailable: 'Le service de paiement est momentanément indisponible. Réessayez dans quelques instants.',
  badSignature: 'Signature du webhook invalide.',
  invalidPayload: 'Événement illisible.',
  notFound: 'Paiement introuvable.',
} as const

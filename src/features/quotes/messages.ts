import { QUOTE_STATUS_LABEL } from '@/lib/quotes/states'

/** French text of /mon-compte/devis. */
export const QUOTES_TEXT = {
  intro:
    'Les devis demandés par les acheteurs de votre société. Acceptez un devis envoyé\u00a0: ses articles arrivent dans votre panier aux prix du devis, jusqu’à sa date de validité.',
  empty: 'Aucun devis pour le moment. Demandez-en un depuis votre panier («\u00a0Demander un devis\u00a0»).',
  status: QUOTE_STATUS_LABEL,
  requestedOn: 'Demandé le',
  requestedBy: 'par',
  validUntil: 'Valable jusqu’au',
  total: 'Total H.T',
  details: 'Voir le devis',
  back: 'Tous mes devis',
  notFound: 'Ce devis est introuvable.',
  title: (number: string) => `Devis ${number}`,
  product: 'Article',
  quantity: 'Quantité',
  unit: 'Prix unitaire H.T',
  lineTotal: 'Montant H.T',
  notPriced: 'En attente',
  withdrawn: 'retiré du catalogue',
  yourMessage: 'Votre message',
  answer: 'Réponse de notre équipe',
  waiting: 'Notre équipe prépare votre devis\u00a0: vous recevrez un e-mail dès qu’il sera prêt.',
  accept: 'Accepter le devis',
  acceptAgain: 'Remettre les articles dans mon panier',
  acceptConfirm:
    'Accepter ce devis\u00a0? Votre panier actuel est remplacé par les articles du devis, à ses prix. Vous passerez ensuite la commande depuis votre panier.',
  confirmAccept: 'Oui, accepter',
  decline: 'Refuser le devis',
  declineConfirm: 'Refuser ce devis\u00a0? Il ne pourra plus être accepté.',
  confirmDecline: 'Oui, refuser',
  cancel: 'Annuler',
  accepted: 'Le devis est dans votre panier, aux prix du devis.',
  skipped: (n: number) =>
    n === 1
      ? ' Un article n’est plus en vente\u00a0: il n’a pas été repris.'
      : ` ${n} articles ne sont plus en vente\u00a0: ils n’ont pas été repris.`,
  goToCart: 'Voir mon panier',
  declined: 'Le devis a été refusé.',
  ordered: (order: string) => `Commandé (commande n° ${order}).`,
  acceptedOn: 'Accepté le',
  quantityRule:
    'Dans votre panier, les prix du devis s’appliquent jusqu’à la quantité du devis et jusqu’à sa date de validité\u00a0; au-delà, vos prix habituels.',
} as const

import { contactPath } from '@/lib/routes'

/** French text of the cart UI (spec §2 Cart, §8). */
export const CART_TEXT = {
  /** spec §8, verbatim; 'nous contacter' links to /contact, with the subject filled in. */
  updateFailed: 'Un problème est survenu lors de la mise à jour du panier. Veuillez réessayer ou nous contacter si le problème persiste.',
  contactLabel: 'nous contacter',
  contactHref: contactPath('Problème de mise à jour du panier'),
  /** spec §2 Cart panel. */
  panelTitle: 'Mon panier',
  /** /panier while the session and then the cart load */
  pageLoading: 'Chargement du panier…',
  viewCart: 'Voir mon panier',
  deliveryCost: 'Coût livraison',
  itemsTotal: 'Total articles H.T',
  total: 'Total H.T',
  addToCart: 'Ajouter au panier',
  /** a card's button (named 'Ajouter au panier : {product}' for screen readers) */
  add: 'Ajouter',
  added: 'Le produit a été ajouté à votre panier.',
  updated: 'Votre panier a été mis à jour.',
  /** toasts confirming a cart change */
  addedMany: 'Les produits ont été ajoutés à votre panier.',
  /** some of several lines could not be added (the others were) */
  linesRefused: (count: number) =>
    count === 1
      ? 'Un produit n’a pas pu être ajouté à votre panier (retiré de la vente ou quantité non autorisée).'
      : `${count} produits n’ont pas pu être ajoutés à votre panier (retirés de la vente ou quantités non autorisées).`,
  removed: 'Le produit a été retiré de votre panier.',
  remove: 'Supprimer',
  emptyCart: 'Vider le panier',
  emptyState: 'Votre panier est vide.',
  browse: 'Voir tous nos produits',
  /** the quick order, from /panier */
  quickOrder: 'Commande rapide\u00a0: collez vos références',
  close: 'Fermer',
  quantity: 'Quantité',
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
  reference: 'Référence',
  /** the buyer's company part number, and the barcode */
  partNumber: 'Ma référence',
  ean: 'EAN',
  credit: 'Total de la commande / plafond de crédit',
  visitorInvite: 'Connectez-vous pour voir votre panier, vos prix et passer commande.',
  login: 'Se connecter',
} as const

/** The confirmation view after checkout (an order placed, or sent for approval). */
export const CONFIRMATION_TEXT = {
  placedTitle: (id: string) => `Commande n° ${id} enregistrée`,
  pendingTitle: 'Commande envoyée pour approbation',
  lines: 'Articles commandés',
  items: 'Total articles H.T',
  delivery: 'Coût livraison',
  total: 'Total H.T',
  deliveredTo: 'Livraison à',
  poReference: 'Votre référence de commande',
  next: 'Et ensuite\u00a0?',
  mail: 'Un e-mail de confirmation vous a été envoyé.',
  viewOrder: 'Voir le détail de la commande',
  allOrders: 'Toutes mes commandes',
  documents: 'Mes factures et documents',
  continue: 'Continuer mes achats',
} as const

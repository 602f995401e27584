import { CART_SERVER_ERROR, DELIVERY_FIELD_MESSAGES, PO_REFERENCE_TOO_LONG } from '@/lib/cart/messages'
import { notMultipleMessage } from '@/lib/cart/quantity'

/** French text of the buyer API routes (cart, orders, products, prices; docs/cart-api.md): one place for every message. */
export const API_MESSAGES = {
  /** spec §5 and §8, verbatim. */
  quantityRequired: 'Veuillez entrer une quantité',
  quantityTooLarge: 'La quantité ne peut pas dépasser 1\u202f000\u202f000.',
  quantityTooSmall: 'La quantité doit être d’au moins 0,01 (indiquez 0 pour retirer l’article).',
  quantityBelowMinimum: (min: number) => `La quantité minimale de commande de ce produit est ${formatQuantity(min)}.`,
  /** 'La quantité de ce produit doit être un multiple de 10 (vendu par boîte de 10).' */
  quantityNotMultiple: notMultipleMessage,
  productRequired: 'Veuillez choisir un produit.',
  linesRequired: 'Indiquez les produits à ajouter\u00a0: { lines: [{ productId, quantity }] }.',
  tooManyLines: 'Ajoutez au plus 500 lignes à la fois.',
  /** POST /api/cart/lines when no line could be added: the one reason, or how many. */
  noLineAdded: (reasons: readonly string[]) =>
    reasons.length === 1 ? reasons[0]! : `Aucun des ${reasons.length} produits n’a pu être ajouté à votre panier.`,
  invalidProductId: 'Identifiant de produit invalide.',
  invalidOrderId: 'Identifiant de commande invalide.',
  invalidIds: 'Indiquez de 1 à 100 identifiants de produits séparés par des virgules (ids=1,2,3).',
  productNotFound: 'Ce produit n’est pas disponible à la vente.',
  orderNotFound: 'Commande introuvable.',
  noOrder: 'Aucune commande en cours.',
  deliveryAddressRequired: 'Veuillez indiquer l’adresse de livraison.',
  deliveryField: DELIVERY_FIELD_MESSAGES,
  poReferenceTooLong: PO_REFERENCE_TOO_LONG,
  invalidBody: 'Requête invalide.',
  invalidJson: 'Requête invalide\u00a0: le corps n’est pas du JSON valide.',
  bodyTooLarge: 'Requête trop volumineuse.',
  unauthenticated: 'Veuillez vous connecter pour accéder à votre panier et à vos commandes.',
  forbiddenOrigin: 'Requête refusée\u00a0: elle ne provient pas de la boutique.',
  methodNotAllowed: 'Méthode non autorisée.',
  rateLimited: 'Trop de modifications en peu de temps. Veuillez patienter quelques secondes puis réessayer.',
  unknownCustomer: 'Votre compte n’est pas encore relié à nos services de commande. Contactez-nous pour l’activer.',
  erpUnavailable: 'Nos services de commande ne répondent pas. Veuillez réessayer dans quelques instants.',
  serverError: CART_SERVER_ERROR,
} as const

function formatQuantity(value: number): string {
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value)
}

/** French messages of the checkout form that the browser (rules/checkout.ts) and POST /api/orders both show. */
export const DELIVERY_FIELD_MESSAGES = {
  name: 'Veuillez indiquer le nom du destinataire.',
  street: 'Veuillez indiquer la rue de l’adresse de livraison.',
  postal_code: 'Veuillez indiquer le code postal de l’adresse de livraison.',
  city: 'Veuillez indiquer la ville de l’adresse de livraison.',
  country: 'La livraison est possible en France (FR) ou en Belgique (BE).',
} as const

export const PO_REFERENCE_TOO_LONG = 'La référence de commande ne peut pas dépasser 64 caractères.'

export const CART_SERVER_ERROR = 'Un problème est survenu. Veuillez réessayer ou nous contacter si le problème persiste.'

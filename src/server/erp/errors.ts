/** What can go wrong at the ERP boundary, with the HTTP status the contract (docs/erp-contract.md) gives each code. */
export const ERP_ERRORS = {
  invalid_input: { status: 400, message: 'Requête invalide.' },
  unknown_product: { status: 400, message: 'Ce produit n’est pas disponible à la vente.' },
  unauthorized: { status: 401, message: 'Accès à l’ERP refusé.' },
  unknown_customer: { status: 404, message: 'Client inconnu de l’ERP.' },
  not_found: { status: 404, message: 'Commande introuvable.' },
  order_not_open: { status: 409, message: 'Cette commande n’est plus modifiable.' },
  empty_cart: { status: 409, message: 'Votre panier est vide.' },
  credit_limit_exceeded: {
    status: 409,
    message: 'Cette commande dépasse votre plafond de crédit. Contactez-nous pour l’augmenter ou réduisez votre panier.',
  },
  unavailable: { status: 503, message: 'L’ERP ne répond pas. Veuillez réessayer dans quelques instants.' },
} as const

export type ErpErrorCode = keyof typeof ERP_ERRORS

export const isErpErrorCode = (code: unknown): code is ErpErrorCode => typeof code === 'string' && code in ERP_ERRORS

export class ErpError extends Error {
  readonly status: number
  constructor(
    readonly code: ErpErrorCode,
    message: string = ERP_ERRORS[code].message,
  ) {
    super(message)
    this.name = 'ErpError'
    this.status = ERP_ERRORS[code].status
  }
}

export const isErpError = (error: unknown): error is ErpError => error instanceof ErpError

/** French text of the quote routes and screens (/panier « Demander un devis », /mon-compte/devis, the mails' subjects). */
import { MAX_QUOTE_MESSAGE } from './api'

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' })

/** A validity date as the buyer reads it (« 15/12/2026 »): the day the quote holds until, as stored (UTC day). */
export const validityDate = (iso: string): string => DATE.format(new Date(iso))

/** « DEV-00012 »: the quote's number, from its id. */
export const quoteNumber = (id: number): string => `DEV-${String(id).padStart(5, '0')}`

export const QUOTE_MESSAGES = {
  messageTooLong: `Votre message ne peut pas dépasser ${MAX_QUOTE_MESSAGE} caractères.`,
  emptyCart: 'Votre panier est vide\u00a0: ajoutez les articles dont vous voulez un devis.',
  tooManyLines: 'Votre panier contient trop de lignes pour une seule demande de devis\u00a0: contactez-nous.',
  notFound: 'Devis introuvable.',
  expired: (date: string) =>
    `Ce devis a expiré le ${date}\u00a0: il ne peut plus être accepté. Demandez un nouveau devis depuis votre panier.`,
  notSent: 'Ce devis n’a pas encore reçu de réponse de notre équipe\u00a0: il ne peut pas encore être accepté.',
  closed: 'Ce devis a été refusé\u00a0: il ne peut plus être accepté.',
  ordered: 'Ce devis a déjà été commandé.',
  notDeclinable: 'Seul un devis envoyé, et encore valable, peut être refusé.',
  nothingToAccept: 'Aucun article de ce devis n’est encore en vente\u00a0: il ne peut pas être accepté. Contactez-nous.',
  requested: (number: string) => `Votre demande de devis ${number} a été envoyée. Notre équipe vous répond au plus vite.`,
} as const

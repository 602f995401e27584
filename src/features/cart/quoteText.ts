import { formatEuros } from '@/lib/money'

/** French text of the quotes in the cart: « Demander un devis » on /panier, quoted lines, expired quotes. */
export const QUOTE_CART_TEXT = {
  title: 'Un devis pour ce panier\u00a0?',
  intro: 'Grandes quantités, quantités au-delà du stock\u00a0: notre équipe vous répond avec ses prix et une date de validité.',
  open: 'Demander un devis',
  messageLabel: 'Message à notre équipe (facultatif)',
  messageHelp: 'Délai souhaité, conditionnement, quantités prévues sur l’année…',
  send: 'Envoyer la demande',
  cancel: 'Annuler',
  sent: (number: string) => `Demande ${number} envoyée\u00a0: notre équipe vous répond par e-mail.`,
  follow: 'Suivre mes devis',
  quotedPrice: (number: string, unit: number, max: string) => `Prix du devis ${number}\u00a0: ${formatEuros(unit)} H.T (jusqu’à ${max})`,
  applied: (number: string, date: string) =>
    `Prix du devis ${number} appliqués jusqu’au ${date}, dans la limite des quantités du devis\u00a0; au-delà, vos prix habituels.`,
  expired: (number: string, date: string) =>
    `Le devis ${number} a expiré le ${date}\u00a0: les articles concernés sont revenus à vos prix habituels.`,
} as const

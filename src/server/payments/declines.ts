/** Why a card payment failed, in French for the buyer (Stripe's own messages are in English). */
import { PAYMENT_TEXT } from '@/lib/payments/messages'

const REASONS: Record<string, string> = {
  card_declined: 'votre banque a refusé la carte.',
  insufficient_funds: 'la provision de la carte est insuffisante.',
  expired_card: 'la carte a expiré.',
  incorrect_cvc: 'le code de sécurité est incorrect.',
  incorrect_number: 'le numéro de carte est incorrect.',
  processing_error: 'une erreur est survenue pendant le traitement de la carte.',
  authentication_required: 'l’authentification de la carte est nécessaire.',
  payment_intent_authentication_failure: 'l’authentification de la carte a échoué.',
}

/** « Le paiement a été refusé : … Votre panier est conservé. » from Stripe's error code and decline code. */
export function declineMessage(error: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  const reason = (error?.decline_code && REASONS[error.decline_code]) || (error?.code && REASONS[error.code]) || PAYMENT_TEXT.defaultDecline
  return PAYMENT_TEXT.declined(reason)
}

import { PREPARER_EMAIL_MESSAGES } from '@/lib/account/messages'
import { API_MESSAGES } from '@/server/http/messages'

/** French text of the account routes (favourites, frequent purchases, preparers): one place for every message. */
export const ACCOUNT_MESSAGES = {
  unauthenticated: 'Veuillez vous connecter pour accéder à votre compte.',
  productNotFound: API_MESSAGES.productNotFound,
  favoriteNotFound: 'Ce produit ne fait pas partie de vos favoris.',
  favoritesLimit: (max: number) => `Vous avez atteint la limite de ${max} favoris. Retirez-en un pour en ajouter un autre.`,
  emailRequired: PREPARER_EMAIL_MESSAGES.required,
  invalidEmail: PREPARER_EMAIL_MESSAGES.invalid,
  noCompany: 'Votre compte n’est rattaché à aucune société\u00a0: contactez-nous pour déclarer vos préparateurs.',
  preparerCannotManage: 'Seuls les acheteurs de votre société gèrent les préparateurs et reprennent leurs paniers.',
  notInCompany: 'Aucun compte client actif de votre société n’utilise cette adresse. Le préparateur doit d’abord avoir un compte client.',
  self: 'Vous ne pouvez pas être votre propre préparateur.',
  alreadyPreparer: 'Cette personne est déjà préparatrice pour votre société.',
  approverCannotPrepare: 'Cette personne est approbatrice de votre société\u00a0: contactez-nous pour changer son rôle.',
  preparerNotFound: 'Préparateur introuvable.',
  preparerNoAccount: 'Ce préparateur n’a pas de compte client\u00a0: il ne peut pas préparer de panier en ligne.',
  nothingToTakeOver: 'Aucun article de ce panier n’est encore en vente\u00a0: rien n’a été repris.',
  emptyPreparerCart: 'Le panier de ce préparateur est vide.',
} as const

/** French text of company roles, spending limits, cost centres and approvals: the routes' refusals and the screens. */
import { formatEuros } from '@/lib/money'

import type { ApprovalStatus, CompanyRole, LimitExceeded, SpendingLimits } from './api'

export const ROLE_LABEL: Record<CompanyRole, string> = { buyer: 'Acheteur', preparer: 'Préparateur', approver: 'Approbateur' }

export const APPROVAL_STATUS_LABEL: Record<ApprovalStatus, string> = {
  pending: 'En attente d’approbation',
  approved: 'Approuvée',
  refused: 'Refusée',
}

/** Refusals of the order, approval and spending routes (`{ code, message }`). */
export const APPROVAL_ERRORS = {
  costCentreRequired: 'Choisissez un centre de coût pour cette commande.',
  costCentreUnknown: 'Ce centre de coût n’existe pas pour votre société.',
  approvalRequiredCard:
    'Cette commande dépasse votre plafond de dépenses\u00a0: elle doit être approuvée. Choisissez le paiement sur compte pour l’envoyer en approbation.',
  noApprover:
    'Cette commande dépasse votre plafond de dépenses et aucun approbateur de votre société ne peut l’approuver. Réduisez votre panier ou contactez-nous.',
  notFound: 'Demande d’approbation introuvable.',
  orderCeiling: (ceiling: number) =>
    `Cette commande dépasse le montant maximal d’une commande sur compte (${formatEuros(ceiling)} H.T). Réduisez votre panier ou contactez-nous.`,
  notApprover: 'Seuls les approbateurs de votre société décident des commandes en attente.',
  ownRequest: 'Vous ne pouvez pas décider de votre propre commande\u00a0: un autre approbateur de votre société en décide.',
  alreadyApproved: 'Cette commande a déjà été approuvée\u00a0: elle ne peut plus être refusée.',
  alreadyRefused: 'Cette commande a déjà été refusée.',
  commentRequired: 'Indiquez le motif du refus\u00a0: l’acheteur le lira.',
  commentTooLong: 'Le commentaire ne doit pas dépasser 1\u202f000 caractères.',
  invalidDecision: 'Choisissez d’approuver ou de refuser la commande.',
  notRefused: 'Seule une commande refusée peut être remise dans le panier.',
  companyOrdersApproverOnly: 'Seuls les approbateurs de votre société voient toutes ses commandes.',
  noCompany: 'Votre compte n’est rattaché à aucune société.',
} as const

/** Longest approver's comment. */
export const MAX_COMMENT = 1000

const limitText = (reason: LimitExceeded, limits: SpendingLimits, spent: number): string =>
  reason === 'per_order'
    ? `votre plafond par commande (${formatEuros(limits.per_order ?? 0)} H.T)`
    : `votre plafond mensuel (${formatEuros(limits.monthly ?? 0)} H.T, dont ${formatEuros(spent)} déjà commandés ce mois-ci)`

/** « votre plafond par commande (300,00 € H.T) et votre plafond mensuel (…) » */
export const exceededText = (exceeded: readonly LimitExceeded[], limits: SpendingLimits, spent: number): string =>
  exceeded.map((r) => limitText(r, limits, spent)).join(' et ')

export const APPROVAL_TEXT = {
  // the cart page
  costCentre: 'Centre de coût',
  costCentrePlaceholder: 'Choisissez un centre de coût',
  submitForApproval: 'Envoyer pour approbation',
  overLimit: (exceeded: readonly LimitExceeded[], limits: SpendingLimits, spent: number) =>
    `Cette commande dépasse ${exceededText(exceeded, limits, spent)}\u00a0: elle sera envoyée pour approbation à un approbateur de votre société. Votre panier sera libéré pour que vous puissiez continuer vos achats.`,
  sent: (total: string) =>
    `Votre commande de ${total} H.T a été envoyée pour approbation. Vous recevrez un e-mail dès qu’un approbateur de votre société l’aura examinée\u00a0; en attendant, votre panier est libre.`,
  follow: 'Suivre mes demandes d’approbation',
  nextSteps:
    'Un approbateur de votre société examine la commande. Approuvée, elle est passée sur votre compte et vous recevez sa confirmation par e-mail\u00a0; refusée, vous êtes prévenu avec son commentaire.',
  // /mon-compte
  spendingTitle: 'Rôle et plafonds de dépenses',
  role: 'Rôle dans la société',
  perOrder: 'Plafond par commande',
  monthly: 'Plafond mensuel',
  // this buyer's orders placed this calendar month (the ERP's), not the company's outstanding
  monthSpent: 'Vos commandes ce mois-ci',
  noLimit: 'Sans plafond',
  limitValue: (amount: number) => `${formatEuros(amount)} H.T`,
  // /mon-compte/approbations
  title: 'Approbations',
  introApprover: 'Les commandes des acheteurs de votre société qui dépassent leur plafond attendent votre décision.',
  introBuyer: 'Vos commandes qui dépassent votre plafond attendent la décision d’un approbateur de votre société.',
  introPreparer: 'En tant que préparateur, vous ne passez pas de commande\u00a0: vous n’avez rien à approuver.',
  toDecide: 'À approuver',
  decided: 'Décisions récentes',
  mine: 'Mes demandes',
  noneToDecide: 'Aucune commande n’attend votre approbation.',
  noneMine: 'Vous n’avez aucune demande d’approbation.',
  noneDecided: 'Aucune décision pour le moment.',
  requestedBy: 'Demandée par',
  requestedOn: 'Demandée le',
  reason: 'Dépasse',
  comment: 'Commentaire',
  commentLabel: 'Commentaire pour l’acheteur (obligatoire pour un refus)',
  approverComment: 'Commentaire de l’approbateur',
  decidedBy: (name: string, date: string) => `Décidée par ${name} le ${date}`,
  approve: 'Approuver',
  refuse: 'Refuser',
  approveConfirm: (buyer: string, total: string) => `Approuver la commande de ${buyer} (${total} H.T)\u00a0? Elle sera passée aussitôt.`,
  refuseConfirm: (buyer: string) => `Refuser la commande de ${buyer}\u00a0? L’acheteur sera prévenu avec votre commentaire.`,
  confirm: 'Confirmer',
  cancel: 'Annuler',
  approved: (orderId: string) => `La commande a été approuvée et passée (n° ${orderId}). L’acheteur est prévenu.`,
  refused: 'La commande a été refusée. L’acheteur est prévenu.',
  orderPlaced: (orderId: string) => `Commande n° ${orderId}`,
  ownPending: 'Votre demande\u00a0: un autre approbateur de votre société en décide.',
  restore: 'Remettre dans mon panier',
  restored: 'Les articles de cette commande sont de retour dans votre panier.',
  companyOrdersLink: 'Voir toutes les commandes de la société',
  // /mon-compte/commandes-societe
  companyOrders: 'Commandes de la société',
  companyOrdersIntro: 'Les commandes de tous les acheteurs de votre société, passées ou en attente d’approbation.',
  companyOrdersEmpty: 'Aucune commande pour votre société.',
  buyer: 'Acheteur',
  lines: (n: number) => (n <= 1 ? `${n} article` : `${n} articles`),
} as const

/** The mails of an order waiting for approval: to the company's approvers, and to the buyer when it is refused. */
import { formatEuros } from '@/lib/money'

import { composeMail, type ComposedMail } from './templates'

export type ApprovalMailInput = {
  buyer: string
  total_ht: number
  lines: number
  /** « votre plafond par commande (300,00 € H.T) » seen from the buyer: rephrased for the approver. */
  exceeded: string
  costCentre: string | null
  poReference: string | null
  url: string
}

const details = (input: ApprovalMailInput): [string, string][] => [
  ['Acheteur', input.buyer],
  ['Montant', `${formatEuros(input.total_ht)} H.T`],
  ['Articles', String(input.lines)],
  ...(input.costCentre ? [['Centre de coût', input.costCentre] as [string, string]] : []),
  ...(input.poReference ? [['Référence de commande', input.poReference] as [string, string]] : []),
]

/** To each approver of the company: an order waits for their decision. */
export function approvalRequestMail(input: ApprovalMailInput & { firstname?: string | null }): ComposedMail {
  return composeMail({
    subject: `Commande à approuver\u00a0: ${input.buyer} — ${formatEuros(input.total_ht)} H.T`,
    greeting: input.firstname ? `Bonjour ${input.firstname},` : 'Bonjour,',
    paragraphs: [
      `${input.buyer} a passé une commande de ${formatEuros(input.total_ht)} H.T qui dépasse ${input.exceeded.replace(/votre plafond/g, 'son plafond')}.`,
      'Elle attend votre décision\u00a0: approuvée, elle est passée aussitôt\u00a0; refusée, l’acheteur lit votre commentaire.',
    ],
    details: details(input),
    action: { label: 'Approuver ou refuser', url: input.url },
  })
}

/** To the buyer: an approver refused the order, and why. */
export function approvalRefusedMail(
  input: Omit<ApprovalMailInput, 'exceeded'> & { firstname?: string | null; approver: string; comment: string },
): ComposedMail {
  return composeMail({
    subject: `Votre commande de ${formatEuros(input.total_ht)} H.T n’a pas été approuvée`,
    greeting: input.firstname ? `Bonjour ${input.firstname},` : 'Bonjour,',
    paragraphs: [
      `${input.approver} a refusé votre commande de ${formatEuros(input.total_ht)} H.T\u00a0: elle n’est pas passée.`,
      `Son commentaire\u00a0: «\u00a0${input.comment}\u00a0»`,
      'Vous pouvez remettre ses articles dans votre panier depuis votre espace pour la corriger et la renvoyer.',
    ],
    details: details({ ...input, exceeded: '' }),
    action: { label: 'Voir mes demandes d’approbation', url: input.url },
  })
}

/**
 * What a buyer may spend and on what: their role, their limits (per order, per calendar month in Paris time, H.T,
 * delivery included; empty = none), what their orders placed this month cost, and their company's cost centres.
 * Read fresh at each checkout: the server decides, whatever the cart page showed.
 */
import type { CostCentre, SpendingLimits, SpendingReply } from '@/lib/approvals/api'
import { APPROVAL_ERRORS as E } from '@/lib/approvals/messages'
import { limitOf, monthSpent } from '@/lib/approvals/spending'
import type { Societe } from '@/payload-types'
import { approversOf, memberOf, type Member } from '@/server/account/roles'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { cms } from '@/server/http/payload'
import { erp } from '@/server/erp'

export type Policy = {
  member: Member
  societe: Societe | null
  limits: SpendingLimits
  monthSpent: number
  costCentres: CostCentre[]
}

export const costCentresOf = (societe: Pick<Societe, 'centres_de_cout'> | null): CostCentre[] =>
  (societe?.centres_de_cout ?? []).map((c) => ({ code: c.code, label: c.libelle }))

export async function policyOf(buyerId: string, now: Date = new Date()): Promise<Policy> {
  const member = await memberOf(buyerId)
  const societe =
    member.societe === null
      ? null
      : await (await cms()).findByID({ collection: 'societes', id: member.societe, overrideAccess: true, depth: 0, disableErrors: true })
  return {
    member,
    societe,
    limits: { per_order: limitOf(member.client.plafond_commande_ht), monthly: limitOf(member.client.plafond_mensuel_ht) },
    monthSpent: monthSpent(await erp().listOrders(buyerId), now),
    costCentres: costCentresOf(societe),
  }
}

/** The cost centre of an order: one of the company's, required when it has any (400 in French otherwise). */
export function resolveCostCentre(policy: Policy, code: string | null | undefined): CostCentre | null {
  if (!code) {
    if (policy.costCentres.length > 0) throw new DomainError(400, 'cost_centre_required', E.costCentreRequired)
    return null
  }
  const found = policy.costCentres.find((c) => c.code.toLowerCase() === code.trim().toLowerCase())
  if (!found) throw new DomainError(400, 'unknown_cost_centre', E.costCentreUnknown)
  return found
}

/** GET /api/spending. */
export async function spendingOf(buyer: Buyer): Promise<SpendingReply> {
  const policy = await policyOf(buyer.id)
  const societe = policy.member.societe
  return {
    code: 'success',
    role: policy.member.role,
    limits: policy.limits,
    month_spent: policy.monthSpent,
    cost_centres: policy.costCentres,
    has_approver: societe !== null && (await approversOf(societe, Number(buyer.id))).length > 0,
  }
}

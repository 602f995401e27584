import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

/** The request as the approval reads it (the stored document with the editor's changes). */
export type RequestToApprove = {
  id?: number | string
  email: string
  firstname: string
  lastname: string
  phone?: string | null
  is_company?: boolean | null
  company?: string | null
  client_number?: string | null
  siret?: string | null
  vat?: string | null
  street?: string | null
  postal_code?: string | null
  city?: string | null
  country?: 'FR' | 'BE' | null
  dimasys_type?: number | null
  dimasys_credit_limit?: number | null
  societe?: number | string | { id: number | string } | null
}

export type Approval = { clientId: number | string; societeId: number | string; created: boolean }

const idOf = (value: RequestToApprove['societe']): number | string | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/**
 * The company of an approved request: the one the editor chose, else the existing client's, else the one with the
 * client number given, else a new `societes` record from the request (an individual's named after them).
 */
async function companyFor(
  req: PayloadRequest,
  request: RequestToApprove,
  existingClientSociete: number | string | null,
): Promise<number | string> {
  const chosen = idOf(request.societe) ?? existingClientSociete
  if (chosen != null) return chosen
  const number = request.client_number?.trim()
  if (number) {
    const { docs } = await req.payload.find({
      collection: 'societes',
      where: { numero_client: { equals: number } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (docs[0]) return docs[0].id
  }
  const societe = await req.payload.create({
    collection: 'societes',
    data: {
      raison_sociale: (request.is_company && request.company) || `${request.firstname} ${request.lastname}`,
      numero_client: number || null,
      siret: request.siret || null,
      tva: request.vat || null,
      adresse: {
        rue: request.street || null,
        code_postal: request.postal_code || null,
        ville: request.city || null,
        pays: request.country ?? 'FR',
      },
      telephone: request.phone || null,
    },
    overrideAccess: true,
    req,
  })
  return societe.id
}

/** A random password nobody knows, within the shop's password rule (it always holds a letter and a digit). */
const unknownPassword = (): string => `${randomBytes(24).toString('base64url')}a1`

/**
 * Approves an account request inside the editor's save (same transaction): creates the `clients` account with the
 * editor's type and credit limit, or reactivates and updates the account of that address if it exists, linked to its
 * company. A new account gets a random password nobody knows: the buyer chooses theirs through the mailed link.
 */
export async function approveAccountRequest(req: PayloadRequest, request: RequestToApprove): Promise<Approval> {
  const email = request.email.trim().toLowerCase()
  const { docs } = await req.payload.find({
    collection: 'clients',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const existing = docs[0]
  const societeId = await companyFor(req, request, idOf(existing?.societe as RequestToApprove['societe']))
  const account = {
    dimasys_type: request.dimasys_type ?? 1,
    dimasys_credit_limit: request.dimasys_credit_limit ?? 0,
    societe: Number.isNaN(Number(societeId)) ? (societeId as number) : Number(societeId),
    compte_desactive: false,
  }
  if (existing) {
    await req.payload.update({
      collection: 'clients',
      id: existing.id,
      data: { ...account, firstname: existing.firstname || request.firstname, lastname: existing.lastname || request.lastname },
      overrideAccess: true,
      req,
    })
    return { clientId: existing.id, societeId, created: false }
  }
  const client = await req.payload.create({
    collection: 'clients',
    data: { ...account, email, firstname: request.firstname, lastname: request.lastname, password: unknownPassword() },
    overrideAccess: true,
    req,
  })
  return { clientId: client.id, societeId, created: true }
}

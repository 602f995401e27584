import type { AccountRequestData } from '@/lib/account-requests/schema'
import { cms } from '@/server/http/payload'
import { vatLookup, type VatCheck } from '@/server/vat'

import type { StoredAccountRequest } from './mails'
import { notifyTeamOfRequest } from './notifications'

export type SubmitOutcome = { ok: true; id: number | string } | { ok: false; field: 'vat'; reason: 'vat_inactive' }

/**
 * Stores a checked account request as pending: the VAT number is looked up first (VIES when configured; its
 * being unavailable stores « à vérifier » and never blocks), a known client number pre-selects the company for the
 * editor, then the team is told through jobs. The same answer whether or not the address already has an account.
 */
export async function submitAccountRequest(data: AccountRequestData, consentAt: Date): Promise<SubmitOutcome> {
  const vat: VatCheck | null = data.vat ? await vatLookup().check(data.vat) : null
  if (vat?.status === 'invalide') return { ok: false, field: 'vat', reason: 'vat_inactive' }

  const payload = await cms()
  let societe: number | null = null
  if (data.clientNumber) {
    const { docs } = await payload.find({
      collection: 'societes',
      where: { numero_client: { equals: data.clientNumber } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    societe = docs[0]?.id ?? null
  }
  const doc = await payload.create({
    collection: 'account-requests',
    data: {
      status: 'en_attente',
      // the editor's defaults (docs/features.md « Création de compte »): type 1, no credit
      dimasys_type: 1,
      dimasys_credit_limit: 0,
      is_new_client: data.isNewClient,
      is_company: data.isCompany,
      civility: data.civility || null,
      firstname: data.firstname,
      lastname: data.lastname,
      email: data.email,
      phone: data.phone,
      company: data.company || null,
      client_number: data.clientNumber || null,
      siret: data.siret || null,
      vat: data.vat || null,
      vat_status: vat?.status ?? null,
      vat_source: vat?.source ?? null,
      vat_name: vat?.name ?? null,
      vat_address: vat?.address ?? null,
      vat_detail: vat?.detail ?? null,
      street: data.street || null,
      postal_code: data.postalCode || null,
      city: data.city || null,
      country: data.country,
      note: data.note || null,
      consent_at: consentAt.toISOString(),
      societe,
    },
    overrideAccess: true,
  })
  await notifyTeamOfRequest(payload, doc as unknown as StoredAccountRequest)
  return { ok: true, id: doc.id }
}

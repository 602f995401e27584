/**
 * Who a document is between: the shop (the seller block of the site settings, with its main phone and contact mail)
 * and the buyer's company (its `societes` record: name, customer number, address, VAT and SIRET numbers).
 */
import type { Buyer } from '@/server/http/buyer'
import { cms } from '@/server/http/payload'

export type Party = { name: string; lines: string[]; ids: string[] }

const COUNTRY: Record<string, string> = { FR: 'France', BE: 'Belgique' }

const present = (values: (string | null | undefined)[]): string[] => values.map((v) => v?.trim() ?? '').filter(Boolean)

export async function sellerParty(): Promise<Party & { terms: string[] }> {
  const payload = await cms()
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const e = s.documents_emetteur
  return {
    name: e?.raison_sociale?.trim() || 'Boutique',
    lines: present([...(e?.adresse ?? '').split('\n'), s.telephone_principal && `Tél. ${s.telephone_principal}`, s.email_contact]),
    ids: present([e?.siret && `SIRET ${e.siret}`, e?.tva && `TVA ${e.tva}`]),
    terms: present([e?.conditions_paiement, ...(e?.mentions ?? '').split('\n')]),
  }
}

/** The buyer's company, or the buyer's own name when the account has none. */
export async function buyerParty(buyer: Buyer): Promise<Party> {
  const payload = await cms()
  const client = await payload.findByID({ collection: 'clients', id: Number(buyer.id), depth: 1, overrideAccess: true })
  const societe = typeof client.societe === 'object' && client.societe ? client.societe : null
  const person = present([client.firstname, client.lastname]).join(' ')
  if (!societe) return { name: person || client.email, lines: [client.email], ids: [] }
  const a = societe.adresse
  return {
    name: societe.raison_sociale,
    lines: present([
      person && `À l’attention de ${person}`,
      a?.rue,
      present([a?.code_postal, a?.ville]).join(' '),
      a?.pays ? (COUNTRY[a.pays] ?? a.pays) : null,
    ]),
    ids: present([
      societe.numero_client && `N° client ${societe.numero_client}`,
      societe.tva && `TVA ${societe.tva}`,
      societe.siret && `SIRET ${societe.siret}`,
    ]),
  }
}

/**
 * The buyer's delivery addresses (/mon-compte/adresses and the checkout): stored per client in
 * `adresses`, read and written for the session's buyer only — another buyer's address id answers 404, as if it did
 * not exist. The company's own address comes from its client record (`societes.adresse`) and is never copied.
 */
import type { Where } from 'payload'

import {
  ADDRESS_MESSAGES as M,
  addressKey,
  addressSchema,
  DELIVERY_COUNTRIES,
  MAX_ADDRESSES,
  type AddressesReply,
  type DeliveryAddress,
  type DeliveryCountry,
  type SavedAddress,
} from '@/lib/account/addresses'
import type { Adresse } from '@/payload-types'
import type { Buyer } from '@/server/http/buyer'
import { DomainError, invalidBody } from '@/server/http/errors'
import { cms } from '@/server/http/payload'

const o = { overrideAccess: true, depth: 0 } as const

type Patch = Partial<DeliveryAddress> & { is_default?: boolean }

const own = (buyer: Buyer, extra?: Where): Where => {
  const mine: Where = { client: { equals: Number(buyer.id) } }
  return extra ? { and: [mine, extra] } : mine
}

const view = (doc: Adresse): SavedAddress => ({
  id: doc.id,
  name: doc.destinataire,
  street: doc.rue,
  postal_code: doc.code_postal,
  city: doc.ville,
  country: doc.pays,
  is_default: doc.par_defaut === true,
  last_used_at: doc.derniere_utilisation ?? null,
  created_at: doc.createdAt,
})

const fields = (a: DeliveryAddress) => ({ destinataire: a.name, rue: a.street, code_postal: a.postal_code, ville: a.city, pays: a.country })

/** Default first, then the most recently used, then the newest. */
const order = (a: SavedAddress, b: SavedAddress) =>
  Number(b.is_default) - Number(a.is_default) ||
  (b.last_used_at ?? '').localeCompare(a.last_used_at ?? '') ||
  b.created_at.localeCompare(a.created_at) ||
  b.id - a.id

/** The delivery address of the buyer's company, when its client record has a complete one in France or Belgium. */
async function companyAddress(buyer: Buyer): Promise<DeliveryAddress | null> {
  const payload = await cms()
  const client = await payload.findByID({
    collection: 'clients',
    id: Number(buyer.id),
    overrideAccess: true,
    depth: 1,
    disableErrors: true,
  })
  const societe = client?.societe
  if (!societe || typeof societe !== 'object') return null
  const a = societe.adresse
  const country = DELIVERY_COUNTRIES.includes(a?.pays as DeliveryCountry) ? (a?.pays as DeliveryCountry) : 'FR'
  const parsed = addressSchema.safeParse({
    name: societe.raison_sociale,
    street: a?.rue ?? '',
    postal_code: a?.code_postal ?? '',
    city: a?.ville ?? '',
    country,
  })
  return parsed.success ? parsed.data : null
}

async function findOwn(buyer: Buyer, where: Where): Promise<Adresse | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'adresses', where: own(buyer, where), limit: 1, ...o })
  return docs[0] ?? null
}

async function ownOr404(buyer: Buyer, id: number): Promise<Adresse> {
  const doc = await findOwn(buyer, { id: { equals: id } })
  if (!doc) throw new DomainError(404, 'not_found', M.notFound)
  return doc
}

/** Only one default per buyer: the others lose it. */
async function clearOtherDefaults(buyer: Buyer, keep: number): Promise<void> {
  const payload = await cms()
  await payload.update({
    collection: 'adresses',
    where: own(buyer, { and: [{ par_defaut: { equals: true } }, { id: { not_equals: keep } }] }),
    data: { par_defaut: false },
    ...o,
  })
}

export async function listAddresses(buyer: Buyer): Promise<AddressesReply> {
  const payload = await cms()
  const [company, { docs }] = await Promise.all([
    companyAddress(buyer),
    payload.find({ collection: 'adresses', where: own(buyer), pagination: false, ...o }),
  ])
  return { code: 'success', company, addresses: docs.map(view).sort(order), max: MAX_ADDRESSES }
}

/**
 * Adds an address (de-duplicated: the same delivery point, written differently, answers the existing one with
 * `created: false`). 409 `addresses_limit` past MAX_ADDRESSES.
 */
export async function createAddress(
  buyer: Buyer,
  input: DeliveryAddress & { is_default?: boolean },
): Promise<{ address: SavedAddress; created: boolean }> {
  const payload = await cms()
  const { is_default, ...address } = input
  let doc = await findOwn(buyer, { cle: { equals: addressKey(address) } })
  const created = !doc
  if (!doc) {
    const { totalDocs } = await payload.count({ collection: 'adresses', where: own(buyer), overrideAccess: true })
    if (totalDocs >= MAX_ADDRESSES) throw new DomainError(409, 'addresses_limit', M.limit(MAX_ADDRESSES))
    try {
      doc = await payload.create({
        collection: 'adresses',
        data: { client: Number(buyer.id), ...fields(address), par_defaut: is_default === true, cle: addressKey(address) },
        ...o,
      })
    } catch (error) {
      // added meanwhile by another tab: the unique (client, cle) index refused the duplicate
      doc = await findOwn(buyer, { cle: { equals: addressKey(address) } })
      if (!doc) throw error
    }
  }
  if (is_default && !doc.par_defaut) doc = await payload.update({ collection: 'adresses', id: doc.id, data: { par_defaut: true }, ...o })
  if (is_default) await clearOtherDefaults(buyer, doc.id)
  return { address: view(doc), created }
}

/** Changes one of the buyer's addresses (404 for anyone else's); 409 `address_exists` when it becomes another of theirs. */
export async function updateAddress(buyer: Buyer, id: number, patch: Patch): Promise<SavedAddress> {
  const current = await ownOr404(buyer, id)
  const merged = addressSchema.safeParse({
    ...view(current),
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  })
  if (!merged.success) throw invalidBody(merged.error.issues[0]?.message ?? M.nothingToChange)
  const address = merged.data
  const twin = await findOwn(buyer, { and: [{ cle: { equals: addressKey(address) } }, { id: { not_equals: id } }] })
  if (twin) throw new DomainError(409, 'address_exists', M.exists)
  const payload = await cms()
  const data = { ...fields(address), cle: addressKey(address), ...(patch.is_default === undefined ? {} : { par_defaut: patch.is_default }) }
  const doc = await payload.update({ collection: 'adresses', id, data, ...o })
  if (patch.is_default) await clearOtherDefaults(buyer, id)
  return view(doc)
}

/** Deletes one of the buyer's addresses; 404 for anyone else's. */
export async function deleteAddress(buyer: Buyer, id: number): Promise<void> {
  const payload = await cms()
  const { docs } = await payload.delete({ collection: 'adresses', where: own(buyer, { id: { equals: id } }), ...o })
  if (docs.length === 0) throw new DomainError(404, 'not_found', M.notFound)
}

/**
 * After a checkout: the address it was delivered to is kept (once per delivery point) and marked as just used, so the
 * next checkout offers it. The company's own address is not copied (it is always offered). At MAX_ADDRESSES, the least
 * recently used address that is not the default makes room.
 */
export async function rememberDeliveryAddress(buyer: Buyer, address: DeliveryAddress): Promise<void> {
  const key = addressKey(address)
  const company = await companyAddress(buyer)
  if (company && addressKey(company) === key) return
  const payload = await cms()
  const now = new Date().toISOString()
  const existing = await findOwn(buyer, { cle: { equals: key } })
  if (existing) {
    await payload.update({ collection: 'adresses', id: existing.id, data: { derniere_utilisation: now }, ...o })
    return
  }
  const { docs } = await payload.find({ collection: 'adresses', where: own(buyer), pagination: false, ...o })
  const surplus = docs.length - MAX_ADDRESSES + 1
  if (surplus > 0) {
    const oldest = docs
      .map(view)
      .filter((a) => !a.is_default)
      .sort(order)
      .slice(-surplus)
    for (const a of oldest) await payload.delete({ collection: 'adresses', id: a.id, ...o })
  }
  try {
    await payload.create({
      collection: 'adresses',
      data: { client: Number(buyer.id), ...fields(address), par_defaut: false, derniere_utilisation: now, cle: key },
      ...o,
    })
  } catch {
    // saved meanwhile by a parallel checkout: the unique index kept one record, which is what we want
  }
}

/**
 * « Ma référence » (collection `references-clients`): a company's part number for a product. Every function takes the
 * session's buyer and works on their company's rows only: another company's part numbers are never read, and a buyer
 * without a company has none. Editors manage all of them in the admin.
 */
import type { Where } from 'payload'

import type { PartNumber, PartNumberHit } from '@/lib/part-numbers/api'
import { PART_NUMBER_TEXT as T } from '@/lib/part-numbers/api'
import { referenceKey } from '@/lib/product/references'
import type { Buyer } from '@/server/http/buyer'
import { DomainError } from '@/server/http/errors'
import { productNotFound } from '@/server/http/errors'
import { toProductView } from '@/server/catalogue/productView'
import { isDisplayedProduct, readPartNumberProducts } from '@/server/catalogue/reads'
import { cms } from '@/server/http/payload'

const o = { overrideAccess: true, depth: 0 } as const
const COLLECTION = 'references-clients'
const idOf = (rel: unknown): number => (typeof rel === 'object' && rel !== null ? (rel as { id: number }).id : (rel as number))

/** The buyer's company id, or null (a buyer without company has no part numbers). */
export async function companyOf(buyer: Buyer): Promise<number | null> {
  const payload = await cms()
  const client = await payload.findByID({
    collection: 'clients',
    id: Number(buyer.id),
    select: { societe: true },
    ...o,
    disableErrors: true,
  })
  return client?.societe == null ? null : idOf(client.societe)
}

/** The company's part numbers of these products, by product id. */
export async function partNumbersOf(company: number | null, productIds: readonly number[]): Promise<Map<number, string>> {
  if (company === null || productIds.length === 0) return new Map()
  const payload = await cms()
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ societe: { equals: company } }, { produit: { in: [...new Set(productIds)] } }] },
    select: { produit: true, reference: true },
    pagination: false,
    ...o,
  })
  return new Map(docs.map((d) => [idOf(d.produit), d.reference]))
}

/** The buyer's company part number of one product (null when none, or no company). */
export async function partNumberFor(buyer: Buyer, productId: number): Promise<PartNumber | null> {
  const reference = (await partNumbersOf(await companyOf(buyer), [productId])).get(productId)
  return reference === undefined ? null : { productId, reference }
}

async function displayed(productId: number): Promise<boolean> {
  return isDisplayedProduct(await cms(), productId)
}

/**
 * Sets (or, with an empty text, removes) the buyer's company part number of a displayed product; one per product and
 * company, whoever of its buyers wrote it last.
 */
export async function setPartNumber(buyer: Buyer, productId: number, reference: string): Promise<PartNumber | null> {
  if (!(await displayed(productId))) throw productNotFound()
  const company = await companyOf(buyer)
  if (company === null) throw new DomainError(409, 'no_company', T.noCompany)
  const payload = await cms()
  const where: Where = { and: [{ societe: { equals: company } }, { produit: { equals: productId } }] }
  if (reference === '') {
    await payload.delete({ collection: COLLECTION, where, ...o })
    return null
  }
  const data = { reference, modifie_par: Number(buyer.id) }
  const { docs } = await payload.update({ collection: COLLECTION, where, data, ...o })
  if (docs.length === 0) {
    try {
      await payload.create({ collection: COLLECTION, data: { ...data, societe: company, produit: productId }, ...o })
    } catch (error) {
      // created meanwhile by a colleague: the unique (company, product) index refused a second row
      if ((await payload.update({ collection: COLLECTION, where, data, ...o })).docs.length === 0) throw error
    }
  }
  return { productId, reference }
}

/** Products whose company part number is exactly one of `keys` (referenceKey), by key. */
export async function productsByPartNumber(company: number | null, keys: readonly string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>()
  const wanted = [...new Set(keys.filter(Boolean))]
  if (company === null || wanted.length === 0) return out
  const payload = await cms()
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ societe: { equals: company } }, { reference_cle: { in: wanted } }] },
    select: { produit: true, reference_cle: true },
    pagination: false,
    ...o,
  })
  for (const d of docs) {
    const key = d.reference_cle ?? ''
    out.set(key, [...(out.get(key) ?? []), idOf(d.produit)])
  }
  return out
}

/**
 * The buyer's company part numbers that begin with `text` (compared as referenceKey), exact matches first, with
 * their displayed product: what the search merges above its hits for this buyer only.
 */
export async function searchPartNumbers(buyer: Buyer, text: string, limit: number): Promise<PartNumberHit[]> {
  const key = referenceKey(text)
  if (key === '') return []
  const company = await companyOf(buyer)
  if (company === null) return []
  const payload = await cms()
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ societe: { equals: company } }, { reference_cle: { like: key } }] },
    select: { produit: true, reference: true, reference_cle: true },
    // a prefix beats a match inside the text, a short part number (the exact one) beats longer ones
    sort: 'reference_cle',
    limit: 50,
    ...o,
  })
  const matches = docs
    .filter((d) => (d.reference_cle ?? '').includes(key))
    .sort((a, b) => rank(a.reference_cle ?? '', key) - rank(b.reference_cle ?? '', key))
    .slice(0, limit)
  const products = await readPartNumberProducts(
    payload,
    matches.map((d) => idOf(d.produit)),
  )
  const byId = new Map(products.docs.map((d) => [d.id, toProductView(d)]))
  return matches.flatMap((d) => {
    const view = byId.get(idOf(d.produit))
    if (!view) return []
    const image = view.image ? (view.image.thumbnailUrl ?? view.image.url) : null
    return [{ partNumber: d.reference, product: { id: view.id, title: view.title, reference: view.reference, href: view.href, image } }]
  })
}

/** 0 exact, 1 prefix, 2 inside; shorter first within a rank. */
const rank = (candidate: string, key: string): number =>
  (candidate === key ? 0 : candidate.startsWith(key) ? 1 : 2) * 1000 + Math.min(candidate.length, 999)

/**
 * Demo identifiers buyers use: the products' EAN (given at creation by the generator; filled in here for a database
 * seeded before the field existed) and a few « Ma référence » of the demo companies, on the first displayed products
 * (the seed's anchors: SKF-6204-2RS, the FACOM set, the Lincoln torch…). Idempotent: only what is missing is written.
 */
import type { Payload, Where } from 'payload'

import { referenceKey } from '@/lib/product/references'

import { CLIENT_SOCIETE, SOCIETES } from './data/site'
import type { ProductSeed } from './products'

const base = { overrideAccess: true, depth: 0, context: { seed: true, disableRevalidate: true } } as const

/** A company's part number of a displayed product (by its position among the displayed products of the seed). */
type PartNumberSeed = { societe: string; product: number; reference: string }

const PART_NUMBERS: readonly PartNumberSeed[] = [
  // Chaudronnerie du Nord (acheteur@demo.fr)
  { societe: CLIENT_SOCIETE.type1 as string, product: 0, reference: 'CDN-ROUL-6204' },
  { societe: CLIENT_SOCIETE.type1 as string, product: 2, reference: 'CDN-TORCHE-250' },
  { societe: CLIENT_SOCIETE.type1 as string, product: 3, reference: 'CDN-ROUL-6305' },
  // Usinage Rhône-Alpes (credit@demo.fr, the préparatrice)
  { societe: CLIENT_SOCIETE.credit as string, product: 0, reference: 'URA-000412' },
  { societe: CLIENT_SOCIETE.credit as string, product: 1, reference: 'URA-CLES-10' },
]

export async function seedIdentifiers(
  payload: Payload,
  products: readonly ProductSeed[],
  log: (msg: string) => void,
): Promise<{ eans: number; partNumbers: number }> {
  const byReference = new Map(products.map((p) => [p.reference, p]))
  const missing = await payload.find({
    collection: 'produits',
    where: { or: [{ ean: { exists: false } }, { ean: { equals: null } }] },
    select: { dimasys_reference: true },
    pagination: false,
    ...base,
  })
  let eans = 0
  for (const doc of missing.docs) {
    const seeded = byReference.get(doc.dimasys_reference)
    if (!seeded) continue // an editor's product: its EAN is theirs to give
    await payload.update({ collection: 'produits', id: doc.id, data: { ean: seeded.ean }, ...base })
    eans++
  }

  let partNumbers = 0
  const shown = products.filter((p) => p.should_be_displayed)
  const societes = new Map(
    (await payload.find({ collection: 'societes', pagination: false, select: { raison_sociale: true }, ...base })).docs.map((s) => [
      SOCIETES.find((x) => x.raison_sociale === s.raison_sociale)?.key,
      s.id,
    ]),
  )
  for (const row of PART_NUMBERS) {
    const societe = societes.get(row.societe)
    const reference = shown[row.product]?.reference
    if (societe === undefined || reference === undefined) continue
    const product = (await payload.find({ collection: 'produits', where: { dimasys_reference: { equals: reference } }, limit: 1, ...base }))
      .docs[0]
    if (!product) continue
    const where: Where = { and: [{ societe: { equals: societe } }, { produit: { equals: product.id } }] }
    if ((await payload.count({ collection: 'references-clients', where, ...base })).totalDocs > 0) continue
    await payload.create({
      collection: 'references-clients',
      data: { societe, produit: product.id, reference: row.reference, reference_cle: referenceKey(row.reference) },
      ...base,
    })
    partNumbers++
  }
  log(`identifiants : ${eans} EAN complétés, ${partNumbers} références client créées`)
  return { eans, partNumbers }
}

/**
 * Demo data of the documents and substitutes: the seller printed on invoices and delivery notes, the shipping of the
 * seeded shipped orders (date and delivery note number), safety data sheets (FDS) and declarations of conformity on
 * some products, two products « remplacés par » another, and compatible consumables on power tools and welders.
 * Deterministic (products picked by family and position in the generated list) and idempotent (a value already set is
 * left alone).
 */
import type { Payload } from 'payload'

import { DEMO_CLIENTS } from './accounts'
import { ERP_ORDERS } from './erp'
import type { ProductSeed } from './products'

const base = { overrideAccess: true, depth: 0, context: { seed: true, disableRevalidate: true } } as const

/** Makes (once) a one-page PDF of the media collection and gives its id. */
export type PdfMaker = (name: string, alt: string, title: string, subtitle: string, lines: string[]) => Promise<number>

const DOCUMENTS_SELLER = {
  raison_sociale: 'Intégrateur Industrie Services SAS',
  siret: '81234567600025',
  tva: 'FR19812345676',
  adresse: '12 rue des Frères Lumière\n69960 Corbas\nFrance',
  conditions_paiement: 'Paiement à 30 jours fin de mois, par virement',
  mentions:
    'SAS au capital de 1\u202f200\u202f000\u00a0€ – RCS Lyon 812\u00a0345\u00a0676\nPénalités de retard\u00a0: 3 fois le taux d’intérêt légal\u00a0; indemnité forfaitaire pour frais de recouvrement\u00a0: 40\u00a0€',
}

/** Families whose products get a safety data sheet, and those that get a declaration of conformity (first ones each). */
const FDS_FAMILIES = ['lubrification', 'chimie'] as const
const CONFORMITY_FAMILIES = ['meuleuses', 'perceuses', 'mig', 'tig', 'multimetres'] as const
const WITH_DOCUMENTS = 8

/** Power tools and welders, and the consumables that go with them (the first few of each family). */
const COMPATIBLE: Record<string, readonly [family: string, count: number][]> = {
  meuleuses: [
    ['lamelles', 4],
    ['tronconner', 2],
  ],
  perceuses: [['forets-hss', 4]],
  mig: [['fils', 3]],
  tig: [['electrodes', 3]],
}
const WITH_COMPATIBLES = 6

/** Families where one product is replaced by the next (neither among the ERP demo's products nor on promotion). */
const REPLACED_FAMILIES = ['meuleuses', 'multimetres'] as const

const FDS_TEXT = [
  '1. Identification du produit et de la société',
  '2. Identification des dangers',
  '3. Composition / informations sur les composants',
  '4. Premiers secours',
  '7. Manipulation et stockage',
  '8. Contrôle de l’exposition / protection individuelle',
  'Fiche de données de sécurité conforme au règlement (CE) n° 1907/2006 (REACH), annexe II.',
]

const CONFORMITY_TEXT = [
  'Nous déclarons sous notre seule responsabilité que les produits désignés ci-dessus sont conformes aux',
  'dispositions des directives 2006/42/CE (machines), 2014/30/UE (compatibilité électromagnétique)',
  'et 2011/65/UE (RoHS), et aux normes harmonisées applicables.',
  'Documentation technique tenue à disposition par le fabricant.',
]

export async function seedDocumentsAndSubstitutes(
  payload: Payload,
  products: readonly ProductSeed[],
  pdf: PdfMaker,
  log: (msg: string) => void,
): Promise<{ products: number; orders: number }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', ...base })
  if (!settings.documents_emetteur?.raison_sociale) {
    await payload.updateGlobal({ slug: 'site-settings', data: { documents_emetteur: DOCUMENTS_SELLER }, ...base })
  }

  const orders = await shipSeededOrders(payload)

  const shown = products.filter((p) => p.should_be_displayed)
  const erpProducts = new Set(shown.slice(0, 8).map((p) => p.reference))
  const ofFamily = (family: string) => shown.filter((p) => p.family === family)
  const ids = new Map(
    (
      await payload.find({
        collection: 'produits',
        where: { dimasys_reference: { in: shown.map((p) => p.reference) } },
        pagination: false,
        select: { dimasys_reference: true, fiches_securite: true, declarations_conformite: true, compatibles: true, remplace_par: true },
        ...base,
      })
    ).docs.map((d) => [d.dimasys_reference, d]),
  )
  const changes = new Map<number, Record<string, unknown>>()
  const change = (p: ProductSeed, data: Record<string, unknown>) => {
    const doc = ids.get(p.reference)
    if (doc) changes.set(doc.id, { ...changes.get(doc.id), ...data })
  }
  const unset = (p: ProductSeed, field: 'fiches_securite' | 'declarations_conformite' | 'compatibles' | 'remplace_par') => {
    const value = ids.get(p.reference)?.[field]
    return value === null || value === undefined || (Array.isArray(value) && value.length === 0)
  }

  for (const family of FDS_FAMILIES) {
    const list = ofFamily(family).slice(0, WITH_DOCUMENTS)
    if (list.length === 0) continue
    const label = family === 'chimie' ? 'Produits chimiques et adhésifs' : 'Graisses et lubrifiants'
    const file = await pdf(`fds-${family}`, `FDS – ${label}`, `Fiche de données de sécurité – ${label}`, 'Version 3.1 – 2026', FDS_TEXT)
    for (const p of list) if (unset(p, 'fiches_securite')) change(p, { fiches_securite: [file] })
  }
  for (const family of CONFORMITY_FAMILIES) {
    const list = ofFamily(family).slice(0, WITH_DOCUMENTS)
    if (list.length === 0) continue
    const file = await pdf(
      `declaration-conformite-${family}`,
      `Déclaration UE de conformité – ${list[0]?.titre.split(' ').slice(0, 3).join(' ')}`,
      'Déclaration UE de conformité',
      list.map((p) => p.reference).join(', '),
      CONFORMITY_TEXT,
    )
    for (const p of list) if (unset(p, 'declarations_conformite')) change(p, { declarations_conformite: [file] })
  }
  for (const [family, consumables] of Object.entries(COMPATIBLE)) {
    const compatible = consumables.flatMap(([f, count]) => ofFamily(f).slice(0, count)).flatMap((p) => ids.get(p.reference)?.id ?? [])
    if (compatible.length === 0) continue
    for (const p of ofFamily(family).slice(0, WITH_COMPATIBLES)) if (unset(p, 'compatibles')) change(p, { compatibles: compatible })
  }
  for (const family of REPLACED_FAMILIES) {
    const [old, replacement] = ofFamily(family).filter((p) => !erpProducts.has(p.reference) && !p.prix.promotion_type)
    const by = replacement && ids.get(replacement.reference)?.id
    if (old && by && unset(old, 'remplace_par')) change(old, { remplace_par: by })
  }

  for (const [id, data] of changes) await payload.update({ collection: 'produits', id, data, ...base })
  log(`documents : ${changes.size} produits (FDS, déclarations, compatibles, remplacements), ${orders} expéditions`)
  return { products: changes.size, orders }
}

const DAY = 86_400_000

/** The seeded shipped and invoiced orders get their shipping date (two days after the order) and delivery note number. */
async function shipSeededOrders(payload: Payload): Promise<number> {
  const clients = new Map(
    (
      await payload.find({
        collection: 'clients',
        where: { email: { in: DEMO_CLIENTS.map((c) => c.email) } },
        pagination: false,
        select: { email: true },
        ...base,
      })
    ).docs.map((c) => [DEMO_CLIENTS.find((d) => d.email === c.email)?.key, c.id]),
  )
  let shipped = 0
  for (const [i, order] of ERP_ORDERS.entries()) {
    const client = clients.get(order.client)
    if (order.status === 'placed' || client === undefined) continue
    const { docs } = await payload.find({
      collection: 'erp-orders',
      where: { and: [{ client: { equals: client } }, { po_reference: { equals: order.po_reference } }, { shipped_at: { exists: false } }] },
      limit: 1,
      ...base,
    })
    const doc = docs[0]
    if (!doc) continue
    const day = new Date(Date.parse(order.placed_at) + 2 * DAY).toISOString().slice(0, 10)
    await payload.update({
      collection: 'erp-orders',
      id: doc.id,
      data: { shipped_at: `${day}T14:00:00.000Z`, delivery_note_number: `BL-2026-${String(4100 + i).padStart(5, '0')}` },
      ...base,
    })
    shipped++
  }
  return shipped
}

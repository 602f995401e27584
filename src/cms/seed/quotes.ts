/**
 * Demo quotes and shopping lists: for each demo company, quotes in every state a buyer meets (asked, sent and valid, sent
 * and expired, refused) and shared lists (« Liste atelier », « Réassort mensuel »). Deterministic (products picked by
 * position among the displayed ones, quantities in their buying rules, fixed 2026–2027 dates) and idempotent (a quote is
 * looked up by its buyer and message, a list by its company and name).
 */
import type { Payload } from 'payload'

import { listNameKey } from '@/lib/lists/api'
import type { QuoteStatus } from '@/lib/quotes/states'
import { QUOTE_SERVER_WRITE } from '@/server/quotes/serverWrite'

import type { DemoClient } from './accounts'
import { demoRefs } from './demoRefs'
import type { ProductSeed } from './products'

const base = { overrideAccess: true, depth: 0, context: { seed: true, disableRevalidate: true, ...QUOTE_SERVER_WRITE } } as const

type QuoteSeed = {
  client: DemoClient['key']
  status: QuoteStatus
  message: string
  answer?: string
  requested_at: string
  sent_at?: string
  refused_at?: string
  valid_until?: string
  /** Position among the displayed products, quantity in multiples of its minimum, quoted price as a share of the catalogue price H.T. */
  lines: { product: number; packs: number; factor: number }[]
}

const DEMO_QUOTES: readonly QuoteSeed[] = [
  {
    client: 'credit',
    status: 'envoye',
    message: 'Commande groupée pour l’atelier de Vénissieux, livraison en une fois.',
    answer: 'Prix valables pour une livraison en une fois à Lyon.',
    requested_at: '2026-11-18T09:10:00.000Z',
    sent_at: '2026-11-20T15:30:00.000Z',
    valid_until: '2027-06-30T12:00:00.000Z',
    lines: [
      { product: 0, packs: 50, factor: 0.72 },
      { product: 5, packs: 20, factor: 0.8 },
    ],
  },
  {
    client: 'credit',
    status: 'demande',
    message: 'Il nous en faut 100, au-delà de votre stock\u00a0: quel délai et quel prix\u00a0?',
    requested_at: '2026-11-25T08:05:00.000Z',
    lines: [{ product: 7, packs: 100, factor: 1 }],
  },
  {
    client: 'type1',
    status: 'envoye',
    message: 'Réassort trimestriel de la chaudronnerie.',
    answer: 'Remise accordée pour ces quantités\u00a0; franco de port.',
    requested_at: '2026-11-16T10:00:00.000Z',
    sent_at: '2026-11-17T11:45:00.000Z',
    valid_until: '2027-06-30T12:00:00.000Z',
    lines: [
      { product: 1, packs: 30, factor: 0.78 },
      { product: 3, packs: 40, factor: 0.75 },
    ],
  },
  {
    client: 'type1',
    status: 'expire',
    message: 'Prix pour 200 pièces\u00a0?',
    answer: 'Prix valables jusqu’à fin octobre.',
    requested_at: '2026-09-22T14:20:00.000Z',
    sent_at: '2026-09-24T09:00:00.000Z',
    valid_until: '2026-10-31T12:00:00.000Z',
    lines: [{ product: 2, packs: 200, factor: 0.7 }],
  },
  {
    client: 'type1',
    status: 'refuse',
    message: 'Pouvez-vous nous faire un prix sur 500 unités\u00a0?',
    answer: 'Ce produit n’est plus fabriqué en série\u00a0: nous ne pouvons pas nous engager sur cette quantité.',
    requested_at: '2026-10-05T07:40:00.000Z',
    refused_at: '2026-10-06T16:00:00.000Z',
    lines: [{ product: 6, packs: 500, factor: 1 }],
  },
]

type ListSeed = { client: DemoClient['key']; name: string; lines: { product: number; packs: number }[] }

const DEMO_LISTS: readonly ListSeed[] = [
  {
    client: 'credit',
    name: 'Liste atelier',
    lines: [
      { product: 0, packs: 10 },
      { product: 4, packs: 5 },
      { product: 5, packs: 2 },
    ],
  },
  {
    client: 'preparateur',
    name: 'Réassort mensuel',
    lines: [
      { product: 7, packs: 20 },
      { product: 0, packs: 6 },
    ],
  },
  {
    client: 'type1',
    name: 'Liste atelier',
    lines: [
      { product: 1, packs: 4 },
      { product: 3, packs: 12 },
    ],
  },
]

const round2 = (n: number) => Math.round(n * 100) / 100

export async function seedQuotesAndLists(payload: Payload, products: readonly ProductSeed[]): Promise<{ quotes: number; lists: number }> {
  const refs = await demoRefs(payload, products)
  if (!refs) return { quotes: 0, lists: 0 } // too small a catalogue for the demo data
  const { product, productId, clients } = refs
  // a quantity the cart accepts: a whole number of the product's minimum, rounded up to its step
  const quantity = (i: number, packs: number) => {
    const p = product(i)
    return round2(Math.ceil((p.quantity_min_to_buy * packs) / p.cart_increment) * p.cart_increment)
  }
  const societeOf = (rel: unknown) =>
    typeof rel === 'object' && rel !== null ? (rel as { id: number }).id : ((rel as number | null) ?? null)

  let quotes = 0
  for (const q of DEMO_QUOTES) {
    const client = clients.get(q.client)
    if (!client) continue
    const exists = await payload.count({
      collection: 'devis',
      where: { and: [{ client: { equals: client.id } }, { message: { equals: q.message } }] },
      ...base,
    })
    if (exists.totalDocs > 0) continue
    const priced = q.status !== 'demande' && q.status !== 'refuse'
    await payload.create({
      collection: 'devis',
      data: {
        statut: q.status,
        societe: societeOf(client.societe),
        client: client.id,
        message: q.message,
        reponse: q.answer ?? null,
        valide_jusqu_au: q.valid_until ?? null,
        envoye_le: q.sent_at ?? null,
        refuse_le: q.refused_at ?? null,
        createdAt: q.requested_at,
        lignes: q.lines.map((l) => {
          const p = product(l.product)
          const catalogueHt = p.prix.base_with_taxes / (1 + p.taxes / 100)
          return {
            produit: productId(l.product),
            reference: p.reference,
            titre: p.titre,
            quantite: quantity(l.product, l.packs),
            prix_boutique_ht: round2(catalogueHt),
            prix_unitaire_ht: priced ? round2(catalogueHt * l.factor) : null,
          }
        }),
      },
      ...base,
    })
    quotes++
  }

  let lists = 0
  for (const list of DEMO_LISTS) {
    const client = clients.get(list.client)
    if (!client) continue
    const societe = societeOf(client.societe)
    const exists = await payload.find({
      collection: 'listes-achat',
      where: {
        and: [
          { societe: societe === null ? { exists: false } : { equals: societe } },
          { nom_normalise: { equals: listNameKey(list.name) } },
        ],
      },
      limit: 1,
      ...base,
    })
    if (exists.docs[0]) continue
    const doc = await payload.create({
      collection: 'listes-achat',
      data: { nom: list.name, nom_normalise: listNameKey(list.name), societe, client: client.id },
      ...base,
    })
    for (const line of list.lines)
      await payload.create({
        collection: 'listes-achat-lignes',
        data: { liste: doc.id, produit: productId(line.product), quantite: quantity(line.product, line.packs), ajoute_par: client.id },
        ...base,
      })
    lists++
  }
  return { quotes, lists }
}

/**
 * Demo data of company roles and approvals: one company shows the whole path — a buyer with a low spending limit
 * (plafond@demo.fr), an approver (approbateur@demo.fr), cost centres, one order waiting for approval and one refused
 * with its comment. Deterministic (fixed dates, products by position) and idempotent: the company is found by name, the
 * accounts' role and limits are set when they differ, the requests are created only when the buyer has none.
 *
 * It also brings databases seeded before roles existed up to date: every client listed in the preparers has the role
 * « préparateur » (preparateur@demo.fr).
 */
import type { Payload } from 'payload'

import { exceededLimits } from '@/lib/approvals/spending'

import type { ProductSeed } from './products'
import { DEMO_CLIENTS, type DemoClient } from './accounts'

const base = { overrideAccess: true, depth: 0, context: { seed: true, disableRevalidate: true } } as const

const APPROVALS_SOCIETE = {
  raison_sociale: 'Mécanique de Précision Bourgogne SAS',
  numero_client: 'C011532',
  siret: '79412365800017',
  tva: 'FR35794123658',
  adresse: { rue: '14 rue de l’Industrie', code_postal: '21000', ville: 'Dijon', pays: 'FR' as const },
  telephone: '+33 3 80 41 27 90',
  centres_de_cout: [
    { code: 'ATELIER', libelle: 'Atelier de maintenance' },
    { code: 'USINAGE', libelle: 'Ligne d’usinage' },
    { code: 'BE', libelle: 'Bureau d’études' },
  ],
}

type RoleSeed = {
  key: DemoClient['key']
  role: 'acheteur' | 'approbateur'
  plafond_commande_ht: number | null
  plafond_mensuel_ht: number | null
}

/** plafond@demo.fr's limits, € H.T. */
const LIMITS = { per_order: 300, monthly: 1500 }

const APPROVAL_ACCOUNTS: readonly RoleSeed[] = [
  { key: 'approbateur', role: 'approbateur', plafond_commande_ht: null, plafond_mensuel_ht: null },
  { key: 'plafond', role: 'acheteur', plafond_commande_ht: LIMITS.per_order, plafond_mensuel_ht: LIMITS.monthly },
]

/** Two requests of plafond@demo.fr: one waiting, one refused (positions among the displayed products of the seed). */
const REQUESTS = [
  {
    createdAt: '2026-11-24T08:40:00.000Z',
    statut: 'en_attente' as const,
    centre: 'USINAGE',
    reference: 'MPB-2026-311',
    lines: [
      { product: 2, quantity: 12 },
      { product: 6, quantity: 4 },
    ],
  },
  {
    createdAt: '2026-11-18T14:10:00.000Z',
    statut: 'refusee' as const,
    centre: 'ATELIER',
    reference: 'MPB-2026-297',
    lines: [{ product: 5, quantity: 40 }],
    commentaire: 'Quantité trop élevée pour ce mois-ci\u00a0: commandez 10 pièces, le reste en janvier.',
    decide_le: '2026-11-19T09:05:00.000Z',
  },
]

const round2 = (n: number) => Math.round(n * 100) / 100

export async function seedApprovals(payload: Payload, products: readonly ProductSeed[], log: (msg: string) => void): Promise<number> {
  let changes = 0
  // --- databases seeded before roles: a client listed as a preparer is one
  const { docs: rows } = await payload.find({ collection: 'preparateurs', where: { client: { exists: true } }, pagination: false, ...base })
  for (const row of rows) {
    const client = typeof row.client === 'object' && row.client ? row.client.id : row.client
    if (typeof client !== 'number') continue
    const doc = await payload.findByID({ collection: 'clients', id: client, ...base })
    if (doc.role === 'preparateur') continue
    await payload.update({ collection: 'clients', id: client, data: { role: 'preparateur' }, ...base })
    changes++
  }

  // --- the company, its cost centres, its approver and its buyer with limits
  const found = await payload.find({
    collection: 'societes',
    where: { raison_sociale: { equals: APPROVALS_SOCIETE.raison_sociale } },
    limit: 1,
    ...base,
  })
  const societe = found.docs[0] ?? (await payload.create({ collection: 'societes', data: APPROVALS_SOCIETE, ...base }))
  if (found.docs[0] && found.docs[0].centres_de_cout?.length !== APPROVALS_SOCIETE.centres_de_cout.length) {
    await payload.update({ collection: 'societes', id: societe.id, data: { centres_de_cout: APPROVALS_SOCIETE.centres_de_cout }, ...base })
    changes++
  }
  const ids = new Map<DemoClient['key'], number>()
  for (const account of APPROVAL_ACCOUNTS) {
    const email = DEMO_CLIENTS.find((c) => c.key === account.key)?.email
    const { docs } = await payload.find({ collection: 'clients', where: { email: { equals: email } }, limit: 1, ...base })
    const client = docs[0]
    if (!client) continue
    ids.set(account.key, client.id)
    const societeId = typeof client.societe === 'object' && client.societe ? client.societe.id : client.societe
    const { key: _key, ...wanted } = account
    if (
      societeId === societe.id &&
      client.role === wanted.role &&
      (client.plafond_commande_ht ?? null) === wanted.plafond_commande_ht &&
      (client.plafond_mensuel_ht ?? null) === wanted.plafond_mensuel_ht
    )
      continue
    await payload.update({ collection: 'clients', id: client.id, data: { ...wanted, societe: societe.id }, ...base })
    changes++
  }

  // --- an order waiting for the approver and a refused one, priced at the catalogue price H.T
  const buyer = ids.get('plafond')
  const approver = ids.get('approbateur')
  const shown = products.filter((p) => p.should_be_displayed)
  if (buyer === undefined || approver === undefined || shown.length < 8) return changes
  if ((await payload.count({ collection: 'approbations', where: { client: { equals: buyer } }, ...base })).totalDocs > 0) return changes
  const refs = new Map(
    (
      await payload.find({
        collection: 'produits',
        where: { dimasys_reference: { in: shown.slice(0, 8).map((p) => p.reference) } },
        select: { dimasys_reference: true },
        pagination: false,
        ...base,
      })
    ).docs.map((d) => [d.dimasys_reference, d.id]),
  )
  const a = APPROVALS_SOCIETE.adresse
  for (const request of REQUESTS) {
    const lignes = request.lines.map((l, i) => {
      const p = shown[l.product] as ProductSeed
      const unit = round2(p.prix.base_with_taxes / (1 + p.taxes / 100))
      // over the per-order limit whatever the catalogue's prices: the first line grows when needed
      const quantite = i === 0 ? Math.max(l.quantity, Math.ceil(LIMITS.per_order / unit) + 1) : l.quantity
      return { produit: refs.get(p.reference) as number, quantite, prix_unitaire_ht: unit, montant_ht: round2(unit * quantite) }
    })
    const montant = round2(lignes.reduce((sum, l) => sum + l.montant_ht, 0))
    const livraison = montant >= 300 ? 0 : 15
    const depasses = exceededLimits(LIMITS, 0, montant + livraison).map((e): 'par_commande' | 'mensuel' =>
      e === 'per_order' ? 'par_commande' : 'mensuel',
    )
    const centre = APPROVALS_SOCIETE.centres_de_cout.find((c) => c.code === request.centre)!
    await payload.create({
      collection: 'approbations',
      data: {
        client: buyer,
        societe: societe.id,
        statut: request.statut,
        montant_ht: montant,
        livraison_ht: livraison,
        total_ht: round2(montant + livraison),
        lignes,
        centre_de_cout: centre.code,
        centre_de_cout_libelle: centre.libelle,
        reference_commande: request.reference,
        adresse_livraison: {
          name: APPROVALS_SOCIETE.raison_sociale,
          street: a.rue,
          postal_code: a.code_postal,
          city: a.ville,
          country: a.pays,
        },
        plafonds: { par_commande_ht: LIMITS.per_order, mensuel_ht: LIMITS.monthly, depense_mois_ht: 0, depasses },
        ...(request.statut === 'refusee' ? { commentaire: request.commentaire, decide_par: approver, decide_le: request.decide_le } : {}),
        createdAt: request.createdAt,
      },
      ...base,
    })
    changes++
  }
  log(`approbations\u00a0: ${REQUESTS.length} demandes de démonstration`)
  return changes
}

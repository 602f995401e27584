import type { Brochure, Faq, Job } from '@/payload-types'
import type { BrochureView, ClientCaseView, EventView, FaqItem, JobView } from '@/lib/content/types'
import { mediaPath, toImage } from '@/lib/media'
import { safeLinkOrNull } from '@/lib/safe-link'
import { cms } from '@/server/cms/payload'

import { demoteH1 } from './richtext'

// Editorial collections are draft-enabled: public access (overrideAccess: false) returns published documents only.
const PUBLIC = { overrideAccess: false, pagination: false } as const

/** Every published event; the page splits upcoming and past (features/content/events.ts). */
export async function getEvents(): Promise<EventView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'evenements', depth: 1, sort: 'date_debut', ...PUBLIC })
  return docs.map((e) => ({
    slug: e.slug,
    titre: e.titre,
    dateDebut: e.date_debut,
    dateFin: e.date_fin ?? null,
    lieu: e.lieu ?? '',
    description: e.description ?? '',
    image: toImage(e.image),
    lien: safeLinkOrNull(e.lien),
  }))
}

/** Client cases shown on /articles ('Cas clients'), newest first. */
export async function getClientCases(): Promise<ClientCaseView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'articles', depth: 1, sort: '-date', ...PUBLIC })
  return docs.map((a) => ({
    slug: a.slug,
    titre: a.titre,
    date: a.date,
    client: a.client ?? '',
    extrait: a.extrait ?? '',
    image: toImage(a.image),
    contenu: demoteH1(a.contenu ?? null),
  }))
}

function toFile(fichier: Brochure['fichier']): BrochureView['fichier'] {
  if (typeof fichier !== 'object' || !fichier?.url) return null
  return { url: mediaPath(fichier.url), filename: fichier.filename ?? '', filesize: fichier.filesize ?? null }
}

export async function getBrochures(): Promise<BrochureView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'brochures', depth: 1, sort: 'titre', ...PUBLIC })
  return docs.map((b) => ({
    slug: b.slug,
    titre: b.titre,
    description: b.description ?? '',
    image: toImage(b.image),
    fichier: toFile(b.fichier),
  }))
}

export async function getJobs(): Promise<JobView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'jobs', depth: 0, sort: 'titre', ...PUBLIC })
  return docs.map((j: Job) => ({
    slug: j.slug,
    titre: j.titre,
    lieu: j.lieu ?? '',
    typeContrat: j.type_contrat ?? '',
    description: demoteH1(j.description ?? null),
  }))
}

export async function getFaqItems(): Promise<FaqItem[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'faq', depth: 0, sort: 'ordre', ...PUBLIC })
  return docs.map((f: Faq) => ({
    id: f.id,
    question: f.question,
    reponse: demoteH1(f.reponse),
    categorie: f.categorie ?? '',
    ordre: f.ordre ?? 0,
  }))
}

import type { Article, Brochure, Evenement, Faq, Job } from '@/payload-types'
import type { BrochureView, ClientCaseView, EventView, FaqItem, JobView } from '@/lib/content/types'
import { mediaPath, toImage } from '@/lib/media'
import { safeLinkOrNull } from '@/lib/safe-link'
import { cms } from '@/server/http/payload'

import { demoteH1 } from './richtext'

// Editorial collections are draft-enabled: public access (overrideAccess: false) returns published documents only.
const PUBLIC = { overrideAccess: false, pagination: false } as const

/** The one mapping from an event (`evenements`: titre, date_debut, date_fin, lieu, lien) to the events page's view. */
function toEventView(e: Evenement): EventView {
  return {
    slug: e.slug,
    title: e.titre,
    startDate: e.date_debut,
    endDate: e.date_fin ?? null,
    location: e.lieu ?? '',
    description: e.description ?? '',
    image: toImage(e.image),
    link: safeLinkOrNull(e.lien),
  }
}

/** The one mapping from a client case (`articles`: titre, extrait, contenu) to the /articles view. */
function toClientCaseView(a: Article): ClientCaseView {
  return {
    slug: a.slug,
    title: a.titre,
    date: a.date,
    client: a.client ?? '',
    excerpt: a.extrait ?? '',
    image: toImage(a.image),
    body: demoteH1(a.contenu ?? null),
  }
}

/** Every published event; the page splits upcoming and past (features/content/events.ts). */
export async function getEvents(): Promise<EventView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'evenements', depth: 1, sort: 'date_debut', ...PUBLIC })
  return docs.map(toEventView)
}

/** Client cases shown on /articles ('Cas clients'), newest first. */
export async function getClientCases(): Promise<ClientCaseView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'articles', depth: 1, sort: '-date', ...PUBLIC })
  return docs.map(toClientCaseView)
}

function toFile(fichier: Brochure['fichier']): BrochureView['file'] {
  if (typeof fichier !== 'object' || !fichier?.url) return null
  return { url: mediaPath(fichier.url), filename: fichier.filename ?? '', filesize: fichier.filesize ?? null }
}

/** The one mapping from a brochure (`brochures`: titre, fichier) to the /brochures view. */
function toBrochureView(b: Brochure): BrochureView {
  return {
    slug: b.slug,
    title: b.titre,
    description: b.description ?? '',
    image: toImage(b.image),
    file: toFile(b.fichier),
  }
}

export async function getBrochures(): Promise<BrochureView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'brochures', depth: 1, sort: 'titre', ...PUBLIC })
  return docs.map(toBrochureView)
}

/** The one mapping from a job offer (`jobs`: titre, lieu, type_contrat) to the /jobs view. */
function toJobView(j: Job): JobView {
  return {
    slug: j.slug,
    title: j.titre,
    location: j.lieu ?? '',
    contractType: j.type_contrat ?? '',
    description: demoteH1(j.description ?? null),
  }
}

export async function getJobs(): Promise<JobView[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'jobs', depth: 0, sort: 'titre', ...PUBLIC })
  return docs.map(toJobView)
}

/** The one mapping from a question (`faq`: question, reponse, categorie, ordre) to the /faq view. */
function toFaqItem(f: Faq): FaqItem {
  return {
    id: f.id,
    question: f.question,
    answer: demoteH1(f.reponse),
    category: f.categorie ?? '',
    order: f.ordre ?? 0,
  }
}

export async function getFaqItems(): Promise<FaqItem[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'faq', depth: 0, sort: 'ordre', ...PUBLIC })
  return docs.map(toFaqItem)
}

import type { Expertise, Service, Solution } from '@/payload-types'
import type { ExpertiseCard, ExpertiseDetail, ExpertiseOption } from '@/lib/expertise/types'
import { toImage } from '@/lib/media'
import { cms } from '@/server/http/payload'

import { getCaseStudies } from './case-studies'
import { populated } from './expertise-map'
import { demoteH1 } from './richtext'

const toCard = (e: Expertise): ExpertiseCard => ({
  slug: e.slug,
  title: e.title,
  description: e.description ?? '',
  image: toImage(e.image),
})

/** The expertises in their editorial order (spec §2: three of them). */
export async function getExpertiseCards(): Promise<ExpertiseCard[]> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'expertises', depth: 1, sort: 'ordre', pagination: false, overrideAccess: false })
  return docs.map(toCard)
}

/** Slugs and titles only: filter options and getStaticPaths. */
export async function getExpertiseOptions(): Promise<ExpertiseOption[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'expertises',
    depth: 0,
    sort: 'ordre',
    pagination: false,
    overrideAccess: false,
    select: { slug: true, title: true },
  })
  return docs.map((e) => ({ slug: e.slug, title: e.title }))
}

/** An expertise with its solutions, their related services ('Services liés') and its case studies; null if unknown. */
export async function getExpertiseBySlug(slug: string): Promise<ExpertiseDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'expertises',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const expertise = docs[0]
  if (!expertise) return null
  const [solutions, caseStudies] = await Promise.all([
    payload.find({
      collection: 'solutions',
      where: { expertise: { equals: expertise.id } },
      depth: 1,
      sort: 'ordre',
      pagination: false,
      overrideAccess: false,
      populate: { services: { title: true, slug: true } },
    }),
    getCaseStudies(expertise.id),
  ])
  return {
    ...toCard(expertise),
    body: demoteH1(expertise.contenu ?? null),
    solutions: solutions.docs.map((s: Solution) => ({
      slug: s.slug,
      title: s.title,
      description: s.description ?? '',
      services: populated<Service>(s.services).map((x) => ({ slug: x.slug, title: x.title })),
    })),
    caseStudies,
  }
}

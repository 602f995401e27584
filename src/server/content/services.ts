import type { Expertise, Service } from '@/payload-types'
import type { ServiceCard, ServiceDetail } from '@/lib/expertise/types'
import { toImage } from '@/lib/media'
import { cms } from '@/server/http/payload'

import { expertisesByService } from './expertise-map'
import { demoteH1 } from './richtext'

/** Every service (by title) with the slugs of the expertises whose solutions link it (the /services filter). */
export async function getServiceCards(): Promise<ServiceCard[]> {
  const payload = await cms()
  const [services, solutions, expertises] = await Promise.all([
    payload.find({ collection: 'services', depth: 1, sort: 'title', pagination: false, overrideAccess: false, select: { contenu: false } }),
    payload.find({
      collection: 'solutions',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { expertise: true, services: true },
    }),
    payload.find({ collection: 'expertises', depth: 0, pagination: false, overrideAccess: false, select: { slug: true } }),
  ])
  const byService = expertisesByService(solutions.docs, new Map(expertises.docs.map((e) => [e.id, e.slug])))
  return services.docs.map((s) => ({
    slug: s.slug,
    title: s.title,
    description: s.description ?? '',
    image: toImage(s.image),
    expertises: byService.get(s.id) ?? [],
  }))
}

export async function getServiceSlugs(): Promise<string[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'services',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs.map((d) => d.slug)
}

/** A service with the solutions (and their expertises) that link it; null if unknown. */
export async function getServiceBySlug(slug: string): Promise<ServiceDetail | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'services',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const service: Service | undefined = docs[0]
  if (!service) return null
  const solutions = await payload.find({
    collection: 'solutions',
    where: { services: { in: [service.id] } },
    depth: 1,
    sort: 'ordre',
    pagination: false,
    overrideAccess: false,
    select: { title: true, slug: true, expertise: true },
    populate: { expertises: { title: true, slug: true } },
  })
  return {
    slug: service.slug,
    title: service.title,
    description: service.description ?? '',
    image: toImage(service.image),
    body: demoteH1(service.contenu ?? null),
    solutions: solutions.docs.flatMap((s) => {
      const e = s.expertise as number | Pick<Expertise, 'slug' | 'title'>
      return typeof e === 'object' && e ? [{ slug: s.slug, title: s.title, expertise: { slug: e.slug, title: e.title } }] : []
    }),
  }
}

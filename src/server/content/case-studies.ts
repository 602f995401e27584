import type { CaseStudy } from '@/payload-types'
import type { CaseStudyView } from '@/lib/content/types'
import { toImage } from '@/lib/media'
import { brandPath } from '@/lib/routes'
import { cms } from '@/server/cms/payload'

import { demoteH1 } from './richtext'

export function toCaseStudyView(doc: CaseStudy): CaseStudyView {
  const expertise = typeof doc.expertise === 'object' && doc.expertise ? doc.expertise : null
  const marque = typeof doc.marque === 'object' && doc.marque ? doc.marque : null
  return {
    slug: doc.slug,
    title: doc.title,
    sousTitre: doc.sous_titre ?? '',
    image: toImage(doc.image),
    expertise: expertise ? { slug: expertise.slug, title: expertise.title } : null,
    // spec §2: a brand page is linked only when the brand has a single page
    marque: marque ? { titre: marque.titre, href: marque.has_single_page ? brandPath(marque.slug) : null } : null,
    contenu: demoteH1(doc.contenu ?? null),
  }
}

/** Published case studies (all of them, or those of one expertise), newest first. */
export async function getCaseStudies(expertiseId?: number): Promise<CaseStudyView[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'case-studies',
    where: expertiseId === undefined ? undefined : { expertise: { equals: expertiseId } },
    depth: 1,
    sort: '-createdAt',
    pagination: false,
    overrideAccess: false,
  })
  return docs.map(toCaseStudyView)
}

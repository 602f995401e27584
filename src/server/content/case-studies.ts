import type { CaseStudy } from '@/payload-types'
import type { CaseStudyView } from '@/lib/content/types'
import { toImage } from '@/lib/media'
import { toBrandCardView } from '@/server/catalogue/brands'
import { cms } from '@/server/http/payload'

import { demoteH1 } from './richtext'

/** The one mapping from a case study (`case-studies`: sous_titre, marque, contenu) to its card's view. */
function toCaseStudyView(doc: CaseStudy): CaseStudyView {
  const expertise = typeof doc.expertise === 'object' && doc.expertise ? doc.expertise : null
  const brand = typeof doc.marque === 'object' && doc.marque ? toBrandCardView(doc.marque) : null
  return {
    slug: doc.slug,
    title: doc.title,
    subtitle: doc.sous_titre ?? '',
    image: toImage(doc.image),
    expertise: expertise ? { slug: expertise.slug, title: expertise.title } : null,
    // spec §2: a brand page is linked only when the brand has a single page (toBrandCardView's href)
    brand: brand ? { title: brand.title, href: brand.href } : null,
    body: demoteH1(doc.contenu ?? null),
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

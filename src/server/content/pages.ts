import type { Page } from '@/payload-types'
import type { ContentPageData } from '@/lib/content/types'
import { REVALIDATE } from '@/lib/routes'
import { cms } from '@/server/http/payload'
import { withLayout } from '@/server/layout/layout'

import { demoteH1 } from './richtext'

/** The one mapping from a page of the `pages` collection (titre, chapeau, contenu, meta) to the content page's view. */
function toContentPageView(page: Page): ContentPageData {
  return {
    slug: page.slug,
    title: page.titre,
    intro: page.chapeau ?? '',
    body: demoteH1(page.contenu ?? null),
    metaTitle: page.meta?.title || page.titre,
    metaDescription: page.meta?.description || page.chapeau || '',
  }
}

/** A published page of the `pages` collection (/a-propos, legal pages); null when missing or unpublished. */
async function getPageBySlug(slug: string): Promise<ContentPageData | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    // depth 1: internal rich-text links need their target's slug
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const page = docs[0]
  if (!page) return null
  return toContentPageView(page)
}

export type CmsPageProps = { page: ContentPageData }

/** getStaticProps of a route that shows one page of the `pages` collection (about and legal pages). */
export const cmsPageStaticProps = (slug: string) =>
  withLayout<CmsPageProps>(async () => {
    const page = await getPageBySlug(slug)
    if (!page) return { notFound: true, revalidate: REVALIDATE.content }
    return { props: { page }, revalidate: REVALIDATE.content }
  })

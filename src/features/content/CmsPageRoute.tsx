import { Seo } from '@/features/layout/Seo'

import { ContentPage } from './ContentPage'
import type { ContentPageData } from './types'

/** The whole route of a CMS page (about and legal pages): SEO tags and the page. */
export function CmsPageRoute({ page }: { page: ContentPageData }) {
  return (
    <>
      <Seo title={page.metaTitle} description={page.metaDescription} />
      <ContentPage page={page} />
    </>
  )
}

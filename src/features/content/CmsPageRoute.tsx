import type { ReactNode } from 'react'

import { Seo } from '@/features/ui/Seo'
import type { ContentPageData } from '@/lib/content/types'

import { ContentPage } from './ContentPage'

/** The whole route of a CMS page (about and legal pages): SEO tags and the page, `children` after its text. */
export function CmsPageRoute({ page, children }: { page: ContentPageData; children?: ReactNode }) {
  return (
    <>
      <Seo title={page.metaTitle} description={page.metaDescription} />
      <ContentPage page={page}>{children}</ContentPage>
    </>
  )
}

import { ConsentSettings } from '@/features/consent'
import { CmsPageRoute } from '@/features/content/CmsPageRoute'
import type { ContentPageData } from '@/lib/content/types'
import { cmsPageStaticProps } from '@/server/content/pages'

export const getStaticProps = cmsPageStaticProps('cookies')

/** The CMS's cookie page and, when a tracker needing consent is built in (CONSENT_BANNER), « Gérer mes cookies ». */
export default function CookiesPage({ page }: { page: ContentPageData }) {
  return <CmsPageRoute page={page}>{process.env.CONSENT_BANNER === '1' ? <ConsentSettings /> : null}</CmsPageRoute>
}

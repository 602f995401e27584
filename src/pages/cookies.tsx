import { CmsPageRoute } from '@/features/content/CmsPageRoute'
import { cmsPageStaticProps } from '@/server/content/pages'

export const getStaticProps = cmsPageStaticProps('cookies')

export default CmsPageRoute

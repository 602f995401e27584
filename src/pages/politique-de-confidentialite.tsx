import { CmsPageRoute } from '@/features/content/CmsPageRoute'
import { cmsPageStaticProps } from '@/server/content/pages'

export const getStaticProps = cmsPageStaticProps('politique-de-confidentialite')

export default CmsPageRoute

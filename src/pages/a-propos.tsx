import type { GetStaticProps } from 'next'

import { ContentPage } from '@/features/content/ContentPage'
import type { ContentPageData } from '@/features/content/types'
import { Seo } from '@/features/layout/Seo'
import { REVALIDATE } from '@/lib/seo'
import { getPageBySlug } from '@/server/content/pages'

type Props = { page: ContentPageData }

export const getStaticProps: GetStaticProps<Props> = async () => {
  const page = await getPageBySlug('a-propos')
  if (!page) return { notFound: true, revalidate: REVALIDATE.content }
  return { props: { page }, revalidate: REVALIDATE.content }
}

export default function AboutRoute({ page }: Props) {
  return (
    <>
      <Seo title={page.metaTitle} description={page.metaDescription} />
      <ContentPage page={page} />
    </>
  )
}

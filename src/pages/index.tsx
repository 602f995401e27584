import type { GetStaticProps } from 'next'

import { HomePage } from '@/features/home/HomePage'
import { Seo } from '@/features/ui/Seo'
import { organizationJsonLd } from '@/lib/jsonld'
import { REVALIDATE } from '@/lib/routes'
import { appOrigin } from '@/lib/site-url'
import type { HomeData } from '@/lib/home/types'
import { getHomeData } from '@/server/catalogue/home'
import { withLayout } from '@/server/layout/layout'

type Props = { data: HomeData }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { data: await getHomeData() },
  revalidate: REVALIDATE.home,
})

export const getStaticProps = withLayout(getPageProps)

export default function Home({ data }: Props) {
  return (
    <>
      <Seo description={data.subtitle} jsonLd={organizationJsonLd(appOrigin())} />
      <HomePage data={data} />
    </>
  )
}

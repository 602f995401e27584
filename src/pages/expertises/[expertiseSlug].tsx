import type { GetStaticPaths, GetStaticProps } from 'next'

import { ExpertisePage } from '@/features/expertise/ExpertisePage'
import type { ExpertiseDetail } from '@/lib/expertise/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getExpertiseBySlug, getExpertiseOptions } from '@/server/content/expertises'
import { withLayout } from '@/server/layout/layout'

type Props = { expertise: ExpertiseDetail }
type Params = { expertiseSlug: string }

// Three expertises: all built ahead; a new one renders on its first request.
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await getExpertiseOptions()).map((e) => ({ params: { expertiseSlug: e.slug } })),
  fallback: 'blocking',
})

const getPageProps: GetStaticProps<Props, Params> = async ({ params }) => {
  const expertise = params?.expertiseSlug ? await getExpertiseBySlug(params.expertiseSlug) : null
  if (!expertise) return { notFound: true, revalidate: REVALIDATE.content }
  return { props: { expertise }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function ExpertiseRoute({ expertise }: Props) {
  return (
    <>
      <Seo title={expertise.title} description={expertise.description} />
      <ExpertisePage expertise={expertise} />
    </>
  )
}

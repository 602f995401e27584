import type { GetStaticPaths, GetStaticProps } from 'next'

import { ServicePage } from '@/features/expertise/ServicePage'
import type { ServiceDetail } from '@/lib/expertise/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getServiceBySlug, getServiceSlugs } from '@/server/content/services'
import { withLayout } from '@/server/layout/layout'

type Props = { service: ServiceDetail }
type Params = { serviceSlug: string }

// Few services: all built ahead; a new one renders on its first request.
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await getServiceSlugs()).map((serviceSlug) => ({ params: { serviceSlug } })),
  fallback: 'blocking',
})

const getPageProps: GetStaticProps<Props, Params> = async ({ params }) => {
  const service = params?.serviceSlug ? await getServiceBySlug(params.serviceSlug) : null
  if (!service) return { notFound: true, revalidate: REVALIDATE.content }
  return { props: { service }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function ServiceRoute({ service }: Props) {
  return (
    <>
      <Seo title={service.title} description={service.description} />
      <ServicePage service={service} />
    </>
  )
}

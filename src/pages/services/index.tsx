import type { GetStaticProps } from 'next'

import { ServicesPage } from '@/features/expertise/ServicesPage'
import type { ExpertiseOption, ServiceCard } from '@/lib/expertise/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getExpertiseOptions } from '@/server/content/expertises'
import { getServiceCards } from '@/server/content/services'
import { withLayout } from '@/server/layout/layout'

type Props = { services: ServiceCard[]; expertises: ExpertiseOption[] }

const getPageProps: GetStaticProps<Props> = async () => {
  const [services, expertises] = await Promise.all([getServiceCards(), getExpertiseOptions()])
  return { props: { services, expertises }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function ServicesRoute({ services, expertises }: Props) {
  return (
    <>
      <Seo
        title="Nos services"
        description={
          'Installation, maintenance, analyse vibratoire, formation\u00a0: les services de nos techniciens sur vos sites industriels.'
        }
      />
      <ServicesPage services={services} expertises={expertises} />
    </>
  )
}

import type { GetStaticProps } from 'next'

import { ExpertisesPage } from '@/features/expertise/ExpertisesPage'
import type { ExpertiseCard } from '@/lib/expertise/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getExpertiseCards } from '@/server/content/expertises'
import { withLayout } from '@/server/layout/layout'

type Props = { expertises: ExpertiseCard[] }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { expertises: await getExpertiseCards() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function ExpertisesRoute({ expertises }: Props) {
  return (
    <>
      <Seo
        title="Nos expertises"
        description={
          'Maintenance industrielle, travail du métal, équipement professionnel\u00a0: nos expertises, nos solutions et nos services pour l’industrie.'
        }
      />
      <ExpertisesPage expertises={expertises} />
    </>
  )
}

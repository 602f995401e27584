import type { GetStaticProps } from 'next'

import { CaseStudiesPage } from '@/features/expertise/CaseStudiesPage'
import type { CaseStudyView } from '@/lib/content/types'
import type { ExpertiseOption } from '@/lib/expertise/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getCaseStudies } from '@/server/content/case-studies'
import { getExpertiseOptions } from '@/server/content/expertises'
import { withLayout } from '@/server/layout/layout'

type Props = { studies: CaseStudyView[]; expertises: ExpertiseOption[] }

const getPageProps: GetStaticProps<Props> = async () => {
  const [studies, expertises] = await Promise.all([getCaseStudies(), getExpertiseOptions()])
  return { props: { studies, expertises }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function CaseStudiesRoute({ studies, expertises }: Props) {
  return (
    <>
      <Seo
        title="Études de cas"
        description="Nos études de cas en maintenance industrielle, travail du métal et équipement professionnel."
      />
      <CaseStudiesPage studies={studies} expertises={expertises} />
    </>
  )
}

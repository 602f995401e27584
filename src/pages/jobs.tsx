import type { GetStaticProps } from 'next'

import { JobsPage } from '@/features/content/JobsPage'
import type { JobView } from '@/lib/content/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getJobs } from '@/server/content/editorial'
import { withLayout } from '@/server/layout/layout'

type Props = { jobs: JobView[] }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { jobs: await getJobs() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function JobsRoute({ jobs }: Props) {
  return (
    <>
      <Seo
        title="Offres d’emploi"
        description={'Techniciens, technico-commerciaux, logisticiens\u00a0: nos offres d’emploi et d’alternance.'}
      />
      <JobsPage jobs={jobs} />
    </>
  )
}

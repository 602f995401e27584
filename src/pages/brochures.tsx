import type { GetStaticProps } from 'next'

import { BrochuresPage } from '@/features/content/BrochuresPage'
import type { BrochureView } from '@/lib/content/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getBrochures } from '@/server/content/editorial'
import { withLayout } from '@/server/layout/layout'

type Props = { brochures: BrochureView[] }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { brochures: await getBrochures() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function BrochuresRoute({ brochures }: Props) {
  return (
    <>
      <Seo title="Brochures" description="Téléchargez nos catalogues et guides techniques au format PDF." />
      <BrochuresPage brochures={brochures} />
    </>
  )
}

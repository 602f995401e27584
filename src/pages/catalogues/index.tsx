import type { GetStaticProps } from 'next'

import { CataloguesPage } from '@/features/catalogue/CataloguesPage'
import type { CatalogueCardView } from '@/lib/catalogue/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getCatalogueCards } from '@/server/catalogue/catalogues'
import { withLayout } from '@/server/layout/layout'

type Props = { catalogues: CatalogueCardView[] }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { catalogues: await getCatalogueCards() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function CataloguesRoute({ catalogues }: Props) {
  return (
    <>
      <Seo
        title="Nos catalogues"
        description={
          'Roulements, transmission, outillage, usinage, équipements de protection\u00a0: parcourez nos catalogues de fournitures industrielles par famille de produits.'
        }
      />
      <CataloguesPage catalogues={catalogues} />
    </>
  )
}

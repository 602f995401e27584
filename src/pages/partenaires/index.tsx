import type { GetStaticProps } from 'next'

import { BrandsPage } from '@/features/catalogue/BrandsPage'
import type { BrandCardView } from '@/lib/catalogue/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getBrandCards } from '@/server/catalogue/brands'
import { withLayout } from '@/server/layout/layout'

type Props = { brands: BrandCardView[] }

const getPageProps: GetStaticProps<Props> = async () => ({
  props: { brands: await getBrandCards() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function BrandsRoute({ brands }: Props) {
  return (
    <>
      <Seo
        title="Nos partenaires"
        description="Les marques et fabricants partenaires dont nous distribuons les produits pour la maintenance industrielle, le travail du métal et l’équipement professionnel."
      />
      <BrandsPage brands={brands} />
    </>
  )
}

import type { GetStaticProps } from 'next'

import { AllProductsPage } from '@/features/catalogue/AllProductsPage'
import type { ProductListing } from '@/features/catalogue/types'
import { Seo } from '@/features/layout/Seo'
import { REVALIDATE } from '@/lib/seo'
import { listProducts } from '@/server/catalogue/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'

type Props = { listing: ProductListing; threshold: number }

const getPageProps: GetStaticProps<Props> = async () => {
  const [listing, threshold] = await Promise.all([listProducts({}), getLowStockThreshold()])
  if (!listing) throw new Error('tous-nos-produits: the unscoped listing cannot be missing')
  return { props: { listing, threshold }, revalidate: REVALIDATE.product }
}

export const getStaticProps = withLayout(getPageProps)

export default function AllProductsRoute({ listing, threshold }: Props) {
  return (
    <>
      <Seo
        title="Tous nos produits"
        description="Toutes nos références de fournitures industrielles : roulements, transmission, outillage, usinage et équipement professionnel."
      />
      <AllProductsPage listing={listing} threshold={threshold} />
    </>
  )
}

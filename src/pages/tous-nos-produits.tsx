import type { GetStaticProps } from 'next'

import { AllProductsPage } from '@/features/catalogue/AllProductsPage'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import type { ListingFirstPage } from '@/lib/search/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'
import { listingFirstPage } from '@/server/search/listing'

type Props = { firstPage: ListingFirstPage | null; threshold: number }

const getPageProps: GetStaticProps<Props> = async () => {
  // the first page, searched here, is in the HTML: the search in the browser starts from it
  const [firstPage, threshold] = await Promise.all([listingFirstPage({}), getLowStockThreshold()])
  return { props: { firstPage, threshold }, revalidate: REVALIDATE.product }
}

export const getStaticProps = withLayout(getPageProps)

export default function AllProductsRoute({ firstPage, threshold }: Props) {
  return (
    <>
      <Seo
        title="Tous nos produits"
        description={
          'Toutes nos références de fournitures industrielles\u00a0: roulements, transmission, outillage, usinage et équipement professionnel.'
        }
      />
      <AllProductsPage firstPage={firstPage} threshold={threshold} />
    </>
  )
}

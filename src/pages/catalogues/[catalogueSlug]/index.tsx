import type { GetStaticPaths, GetStaticProps } from 'next'

import { CataloguePage } from '@/features/catalogue/CataloguePage'
import type { CataloguePageData, ProductListing } from '@/features/catalogue/types'
import { Seo } from '@/features/layout/Seo'
import { REVALIDATE } from '@/lib/seo'
import { getCataloguePage, getCatalogueSlugs } from '@/server/catalogue/catalogues'
import { listProducts } from '@/server/catalogue/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'

type Props = { catalogue: CataloguePageData; listing: ProductListing; threshold: number }

// Every catalogue is built ahead (a handful, editor-bounded); a new one renders on its first request.
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getCatalogueSlugs()).map((catalogueSlug) => ({ params: { catalogueSlug } })),
  fallback: 'blocking',
})

const getPageProps: GetStaticProps<Props, { catalogueSlug: string }> = async ({ params }) => {
  const slug = params?.catalogueSlug ?? ''
  const [catalogue, listing, threshold] = await Promise.all([
    getCataloguePage(slug),
    listProducts({ catalogue: slug }),
    getLowStockThreshold(),
  ])
  if (!catalogue || !listing) return { notFound: true, revalidate: REVALIDATE.content }
  return { props: { catalogue, listing, threshold }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function CatalogueRoute({ catalogue, listing, threshold }: Props) {
  return (
    <>
      <Seo
        title={`${catalogue.titre} : catalogue`}
        description={catalogue.description || `Catalogue ${catalogue.titre} : catégories et produits pour l’industrie.`}
      />
      <CataloguePage catalogue={catalogue} listing={listing} threshold={threshold} />
    </>
  )
}

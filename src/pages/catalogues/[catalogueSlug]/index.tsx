import type { GetStaticPaths, GetStaticProps } from 'next'

import { CataloguePage } from '@/features/catalogue/CataloguePage'
import type { CataloguePageData } from '@/lib/catalogue/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getCataloguePage, getCatalogueSlugs } from '@/server/catalogue/catalogues'
import type { ListingFirstPage } from '@/lib/search/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'
import { listingFirstPage } from '@/server/search/listing'

type Props = { catalogue: CataloguePageData; firstPage: ListingFirstPage | null; threshold: number }

// Every catalogue is built ahead (a handful, editor-bounded); a new one renders on its first request.
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getCatalogueSlugs()).map((catalogueSlug) => ({ params: { catalogueSlug } })),
  fallback: 'blocking',
})

const getPageProps: GetStaticProps<Props, { catalogueSlug: string }> = async ({ params }) => {
  const slug = params?.catalogueSlug ?? ''
  const catalogue = await getCataloguePage(slug)
  if (!catalogue) return { notFound: true, revalidate: REVALIDATE.content }
  const [firstPage, threshold] = await Promise.all([listingFirstPage({ catalogue: slug }), getLowStockThreshold()])
  return { props: { catalogue, firstPage, threshold }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function CatalogueRoute({ catalogue, firstPage, threshold }: Props) {
  return (
    <>
      <Seo
        title={`${catalogue.title}\u00a0: catalogue`}
        description={catalogue.description || `Catalogue ${catalogue.title}\u00a0: catégories et produits pour l’industrie.`}
      />
      <CataloguePage catalogue={catalogue} firstPage={firstPage} threshold={threshold} />
    </>
  )
}

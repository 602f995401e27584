import type { GetStaticPaths, GetStaticProps } from 'next'

import { CategoryPage } from '@/features/catalogue/CategoryPage'
import type { CategoryPageData, ProductListing } from '@/features/catalogue/types'
import { Seo } from '@/features/layout/Seo'
import { REVALIDATE } from '@/lib/seo'
import { getCategoryPage } from '@/server/catalogue/catalogues'
import { listProducts } from '@/server/catalogue/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'

type Props = { category: CategoryPageData; listing: ProductListing; threshold: number }
type Params = { catalogueSlug: string; categorySlug: string }

// No category is built ahead: each renders on its first request and is then cached (build time stays flat).
export const getStaticPaths: GetStaticPaths<Params> = async () => ({ paths: [], fallback: 'blocking' })

const getPageProps: GetStaticProps<Props, Params> = async ({ params }) => {
  const catalogueSlug = params?.catalogueSlug ?? ''
  const categorySlug = params?.categorySlug ?? ''
  // getCategoryPage checks the category belongs to the catalogue; so does listProducts with both slugs
  const [category, listing, threshold] = await Promise.all([
    getCategoryPage(catalogueSlug, categorySlug),
    listProducts({ catalogue: catalogueSlug, categorie: categorySlug }),
    getLowStockThreshold(),
  ])
  if (!category || !listing) return { notFound: true, revalidate: REVALIDATE.product }
  return { props: { category, listing, threshold }, revalidate: REVALIDATE.product }
}

export const getStaticProps = withLayout(getPageProps)

export default function CategoryRoute({ category, listing, threshold }: Props) {
  return (
    <>
      <Seo
        title={`${category.titre} : ${category.catalogue.titre}`}
        description={category.description || `${category.titre} : nos produits et références pour l’industrie, catalogue ${category.catalogue.titre}.`}
      />
      <CategoryPage category={category} listing={listing} threshold={threshold} />
    </>
  )
}

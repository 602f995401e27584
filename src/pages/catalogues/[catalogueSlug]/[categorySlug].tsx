import type { GetStaticPaths, GetStaticProps } from 'next'

import { CategoryPage } from '@/features/catalogue/CategoryPage'
import type { CategoryPageData } from '@/lib/catalogue/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getCategoryPage } from '@/server/catalogue/catalogues'
import type { ListingFirstPage } from '@/lib/search/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'
import { listingFirstPage } from '@/server/search/listing'

type Props = { category: CategoryPageData; firstPage: ListingFirstPage | null; threshold: number }
type Params = { catalogueSlug: string; categorySlug: string }

// No category is built ahead: each renders on its first request and is then cached (build time stays flat).
export const getStaticPaths: GetStaticPaths<Params> = async () => ({ paths: [], fallback: 'blocking' })

const getPageProps: GetStaticProps<Props, Params> = async ({ params }) => {
  const catalogueSlug = params?.catalogueSlug ?? ''
  const categorySlug = params?.categorySlug ?? ''
  // getCategoryPage checks the category belongs to the catalogue
  const category = await getCategoryPage(catalogueSlug, categorySlug)
  if (!category) return { notFound: true, revalidate: REVALIDATE.product }
  const [firstPage, threshold] = await Promise.all([
    listingFirstPage({ catalogue: catalogueSlug, categorie: categorySlug }),
    getLowStockThreshold(),
  ])
  return { props: { category, firstPage, threshold }, revalidate: REVALIDATE.product }
}

export const getStaticProps = withLayout(getPageProps)

export default function CategoryRoute({ category, firstPage, threshold }: Props) {
  return (
    <>
      <Seo
        title={`${category.title}\u00a0: ${category.catalogue.title}`}
        description={
          category.description ||
          `${category.title}\u00a0: nos produits et références pour l’industrie, catalogue ${category.catalogue.title}.`
        }
      />
      <CategoryPage category={category} firstPage={firstPage} threshold={threshold} />
    </>
  )
}

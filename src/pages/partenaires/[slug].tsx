import type { GetStaticPaths, GetStaticProps } from 'next'

import { BrandPage } from '@/features/catalogue/BrandPage'
import type { BrandPageData } from '@/lib/catalogue/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getBrandPage, getSingleBrandSlugs } from '@/server/catalogue/brands'
import type { ListingFirstPage } from '@/lib/search/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'
import { listingFirstPage } from '@/server/search/listing'

type Props = { brand: BrandPageData; firstPage: ListingFirstPage | null; threshold: number }

// Brand pages exist only for brands with a single page (spec §2): those, bounded, are built ahead.
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getSingleBrandSlugs()).map((slug) => ({ params: { slug } })),
  fallback: 'blocking',
})

const getPageProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const slug = params?.slug ?? ''
  const brand = await getBrandPage(slug)
  if (!brand) return { notFound: true, revalidate: REVALIDATE.content }
  const [firstPage, threshold] = await Promise.all([listingFirstPage({ marque: slug }), getLowStockThreshold()])
  return { props: { brand, firstPage, threshold }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function BrandRoute({ brand, firstPage, threshold }: Props) {
  return (
    <>
      <Seo
        title={`${brand.title}, partenaire`}
        description={brand.description || `${brand.title}\u00a0: produits et solutions de notre partenaire.`}
      />
      <BrandPage brand={brand} firstPage={firstPage} threshold={threshold} />
    </>
  )
}

import type { GetStaticPaths, GetStaticProps } from 'next'

import { BrandPage } from '@/features/catalogue/BrandPage'
import type { BrandPageData, ProductListing } from '@/features/catalogue/types'
import { Seo } from '@/features/layout/Seo'
import { REVALIDATE } from '@/lib/seo'
import { getBrandPage, getSingleBrandSlugs } from '@/server/catalogue/brands'
import { listProducts } from '@/server/catalogue/listing'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'

type Props = { brand: BrandPageData; listing: ProductListing; threshold: number }

// Brand pages exist only for brands with a single page (spec §2): those, bounded, are built ahead.
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getSingleBrandSlugs()).map((slug) => ({ params: { slug } })),
  fallback: 'blocking',
})

const getPageProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const slug = params?.slug ?? ''
  const brand = await getBrandPage(slug)
  if (!brand) return { notFound: true, revalidate: REVALIDATE.content }
  const [listing, threshold] = await Promise.all([listProducts({ marque: slug }), getLowStockThreshold()])
  if (!listing) return { notFound: true, revalidate: REVALIDATE.content }
  return { props: { brand, listing, threshold }, revalidate: REVALIDATE.content }
}

export const getStaticProps = withLayout(getPageProps)

export default function BrandRoute({ brand, listing, threshold }: Props) {
  return (
    <>
      <Seo title={`${brand.titre}, partenaire`} description={brand.description || `${brand.titre} : produits et solutions de notre partenaire.`} />
      <BrandPage brand={brand} listing={listing} threshold={threshold} />
    </>
  )
}

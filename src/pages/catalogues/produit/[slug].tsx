import type { GetStaticPaths, GetStaticProps } from 'next'

import { Seo } from '@/features/ui/Seo'
import { ProductPage } from '@/features/product/ProductPage'
import { breadcrumbJsonLd, productJsonLd } from '@/lib/jsonld'
import { REVALIDATE } from '@/lib/routes'
import { appOrigin } from '@/lib/site-url'
import type { ProductPageData } from '@/lib/product/types'
import { getPrerenderedProductSlugs, getProductBySlug } from '@/server/catalogue/products'
import { getLowStockThreshold } from '@/server/catalogue/settings'
import { withLayout } from '@/server/layout/layout'

type Props = { product: ProductPageData; threshold: number }

// Only a bounded set is built ahead; every other product renders on its first request and is then cached.
export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getPrerenderedProductSlugs()).map((slug) => ({ params: { slug } })),
  fallback: 'blocking',
})

const getPageProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const [product, threshold] = await Promise.all([params?.slug ? getProductBySlug(params.slug) : null, getLowStockThreshold()])
  if (!product) return { notFound: true, revalidate: REVALIDATE.product }
  return { props: { product, threshold }, revalidate: REVALIDATE.product }
}

export const getStaticProps = withLayout(getPageProps)

export default function ProductRoute({ product, threshold }: Props) {
  const origin = appOrigin()
  return (
    <>
      <Seo
        title={product.metaTitle}
        description={product.metaDescription}
        type="product"
        jsonLd={[productJsonLd(product, origin), breadcrumbJsonLd([...product.breadcrumb, { label: product.title }], origin)]}
      />
      <ProductPage product={product} threshold={threshold} />
    </>
  )
}

import type { Crumb } from '@/lib/layout/types'
import type { ProductPageData } from '@/lib/product/types'
import { productPath } from '@/lib/routes'
import { SITE_NAME } from '@/lib/seo'
import { absoluteUrl, siteCardUrl } from '@/lib/site-url'

/** schema.org JSON-LD builders (spec §1 SEO). Pure: the origin is passed in. */
export type JsonLd = Record<string, unknown>

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    // no logo file ships with the shop: the brand card drawn by /api/og stands in for it
    logo: siteCardUrl(origin),
  }
}

/** Accueil › crumbs…; a crumb without href (the current page) has no `item`. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): JsonLd {
  const all: Crumb[] = [{ label: 'Accueil', href: '/' }, ...crumbs]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(crumb.href, origin) } : {}),
    })),
  }
}

export type ProductJsonLdInput = Pick<ProductPageData, 'title' | 'reference' | 'slug' | 'descriptionText' | 'images' | 'brand'>

/** spec §6: visitors never see prices, so no `offers` here. */
export function productJsonLd(product: ProductJsonLdInput, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.reference,
    url: `${origin}${productPath(product.slug)}`,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    ...(product.images.length ? { image: product.images.map((img) => absoluteUrl(img.url, origin)) } : {}),
    ...(product.descriptionText ? { description: product.descriptionText } : {}),
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so CMS text cannot close the script. */
export const serializeJsonLd = (data: JsonLd | JsonLd[]): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

import type { GetServerSideProps } from 'next'

import { appOrigin } from '@/lib/site-url'
import { cms } from '@/server/http/payload'
import { buildSitemapXml, loadSitemapPages, loadSitemapProducts, parseSitemapFile } from '@/server/seo/sitemap'

// The files of the sitemap index: /sitemaps/pages.xml and /sitemaps/produits-N.xml (SITEMAP_PRODUCTS_PER_FILE each).
export const getServerSideProps: GetServerSideProps<Record<string, never>, { file: string }> = async ({ params, res }) => {
  const file = parseSitemapFile(params?.file ?? '')
  if (file === null) return { notFound: true }
  const payload = await cms()
  const entries = file === 'pages' ? await loadSitemapPages(payload) : await loadSitemapProducts(payload, file)
  if (entries === null) return { notFound: true }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8')
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400')
  res.end(buildSitemapXml(entries, appOrigin()))
  return { props: {} }
}

export default function SitemapFile() {
  return null
}

import type { GetServerSideProps } from 'next'

import { appOrigin } from '@/lib/site-url'
import { cms } from '@/server/http/payload'
import { buildSitemapIndexXml, loadSitemapFiles } from '@/server/seo/sitemap'

// A sitemap index (its files: src/pages/sitemaps/[file].tsx): one count here, one bounded page of slugs per file there,
// whatever the catalogue's size. The XML is written by getServerSideProps; the page itself never renders.
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = buildSitemapIndexXml(await loadSitemapFiles(await cms()), appOrigin())
  res.setHeader('Content-Type', 'application/xml; charset=utf-8')
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400')
  res.end(xml)
  return { props: {} }
}

export default function SitemapIndex() {
  return null
}

import type { GetServerSideProps } from 'next'

import { appOrigin } from '@/lib/site-url'
import { buildSitemapXml, loadSitemapEntries } from '@/server/seo/sitemap'

// The XML is written by getServerSideProps; the page itself never renders.
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = buildSitemapXml(await loadSitemapEntries(), appOrigin())
  res.setHeader('Content-Type', 'application/xml; charset=utf-8')
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400')
  res.end(xml)
  return { props: {} }
}

export default function Sitemap() {
  return null
}

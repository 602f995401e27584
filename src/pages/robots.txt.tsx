import type { GetServerSideProps } from 'next'

import { appOrigin } from '@/lib/site-url'

/** robots.txt: private areas (admin, CMS API, account, cart) are not crawled. */
const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms/',
    'Disallow: /api/',
    'Disallow: /mon-compte',
    'Disallow: /panier',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400')
  res.end(robotsTxt(appOrigin()))
  return { props: {} }
}

export default function Robots() {
  return null
}

import Head from 'next/head'
import { useRouter } from 'next/router'

import { serializeJsonLd, type JsonLd } from '@/lib/jsonld'
import { pageTitle, SITE_NAME } from '@/lib/seo'
import { appOrigin, pathOnly } from '@/lib/site-url'

type Props = {
  title?: string
  description?: string
  /** og:type: 'product' on product pages */
  type?: 'website' | 'product'
  /** schema.org data rendered as application/ld+json */
  jsonLd?: JsonLd | JsonLd[]
  /** Keeps the page out of search engines (login, account pages). */
  noindex?: boolean
}

export function Seo({ title, description, type = 'website', jsonLd, noindex = false }: Props) {
  const { asPath } = useRouter()
  const origin = appOrigin()
  const url = `${origin}${pathOnly(asPath)}`
  const ogTitle = title ?? SITE_NAME
  return (
    <Head>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={ogTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={SITE_NAME} />
      {/* og:image: the page's document adds it, its title and description signed with a server secret (pages/_document.tsx) */}
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} /> : null}
    </Head>
  )
}

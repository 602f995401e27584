import Head from 'next/head'

import { pageTitle } from '@/lib/seo'

type Props = { title?: string; description?: string }

export function Seo({ title, description }: Props) {
  return (
    <Head>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  )
}

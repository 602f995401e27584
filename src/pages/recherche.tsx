import type { GetServerSideProps } from 'next'

import { Seo } from '@/features/ui/Seo'
import { SEARCH_MESSAGES } from '@/features/search/messages'
import { SearchResultsPage } from '@/features/search/results/SearchResultsPage'
import { firstPageQuery, type ResultsFirstPage } from '@/lib/search/results'
import { getLayoutData, type WithLayout } from '@/server/layout/layout'
import { resultsFirstPage } from '@/server/search/listing'

type Props = WithLayout<{ firstPage: ResultsFirstPage | null }>

/**
 * Rendered per request: /recherche?q=… has its first page of results in the HTML (searched here; the browser's search
 * takes over from it without asking again). Any other address (facets, a later page, no query) is the page's frame,
 * searched in the browser. Shared caches may keep a page a minute: it holds nothing of a buyer's.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  const q = firstPageQuery(query)
  const [layout, firstPage] = await Promise.all([getLayoutData(), q ? resultsFirstPage(q) : Promise.resolve(null)])
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  return { props: { layout, firstPage } }
}

export default function SearchRoute({ firstPage }: Props) {
  return (
    <>
      <Seo
        title={SEARCH_MESSAGES.resultsTitle}
        description="Recherchez une référence, un produit, une marque, un service ou une brochure."
        noindex
      />
      <SearchResultsPage firstPage={firstPage} />
    </>
  )
}

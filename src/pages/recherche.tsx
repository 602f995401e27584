import { Seo } from '@/features/layout/Seo'
import { SEARCH_MESSAGES } from '@/features/search/messages'
import { SearchResultsPage } from '@/features/search/results/SearchResultsPage'
import { REVALIDATE } from '@/lib/seo'
import { withLayout } from '@/server/layout/layout'

// A static shell (header, footer, search settings): the query is read and searched in the browser.
export const getStaticProps = withLayout(async () => ({ props: {}, revalidate: REVALIDATE.content }))

export default function SearchRoute() {
  return (
    <>
      <Seo title={SEARCH_MESSAGES.resultsTitle} description="Recherchez une référence, un produit, une marque, un service ou une brochure." noindex />
      <SearchResultsPage />
    </>
  )
}

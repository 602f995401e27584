// @vitest-environment jsdom
/**
 * /recherche over the server's first page: the search code is fetched only when a buyer reaches for the page (or at
 * once without a first page), and until then the static results act by themselves (a followed hit is reported to
 * Insights, a facet value goes through the address).
 */
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SearchResultsPage } from '@/features/search/results/SearchResultsPage'
import { LayoutProvider } from '@/features/ui/LayoutContext'
import { EMPTY_LAYOUT } from '@/lib/layout/types'
import type { ResultsFirstPage } from '@/lib/search/results'
import type { SearchClientConfig } from '@/lib/search/types'

const push = vi.fn(() => Promise.resolve(true))
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/recherche', asPath: '/recherche?q=pompe', push }) }))

const loaded = vi.hoisted(() => ({ app: 0 }))
vi.mock('@/features/search/results/ResultsApp', () => {
  loaded.app += 1
  return { default: () => <p data-testid="results-app">la recherche</p> }
})

const insights = vi.hoisted(() => ({ clicked: vi.fn(), converted: vi.fn() }))
vi.mock('@/features/search/insights', () => ({ sendHitClicked: insights.clicked, sendHitConverted: insights.converted }))

const CONFIG: SearchClientConfig = {
  appId: 'local',
  searchKey: 'search',
  indexName: 'all-fr',
  localPath: '/api/search',
  insightsPath: '/api/insights',
} as SearchClientConfig

const service = (n: number) => ({
  objectID: `service-${n}`,
  algolia_type: 'service',
  type_rank: 3,
  label: `Pompe service ${n}`,
  title: `Pompe service ${n}`,
  description: 'Entretien',
  url: `/services/pompe-${n}`,
})

const FIRST_PAGE: ResultsFirstPage = {
  hits: [service(1), service(2)],
  nbHits: 2,
  page: 0,
  nbPages: 1,
  hitsPerPage: 20,
  processingTimeMS: 1,
  facets: { algolia_type: { service: 2 } },
  query: 'pompe',
  queryID: 'a'.repeat(32),
}

function renderPage(firstPage: ResultsFirstPage | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <LayoutProvider value={{ ...EMPTY_LAYOUT, search: CONFIG }}>{children}</LayoutProvider>
    </QueryClientProvider>
  )
  return render(<SearchResultsPage firstPage={firstPage} />, { wrapper })
}

beforeEach(() => {
  loaded.app = 0
  push.mockClear()
  insights.clicked.mockClear()
  window.history.replaceState(null, '', '/recherche?q=pompe')
})
afterEach(cleanup)

describe('the results page over the server’s first page', () => {
  it('does not fetch the search code until the buyer reaches for the page, then hands over to it', async () => {
    renderPage(FIRST_PAGE)
    expect(screen.getByTestId('results-static-form')).toBeTruthy()
    // let any import started by mounting settle: none may have been
    await act(() => Promise.resolve())
    expect(loaded.app).toBe(0)
    expect(screen.queryByTestId('results-app')).toBeNull()

    fireEvent.pointerMove(window)
    await screen.findByTestId('results-app')
    expect(loaded.app).toBe(1)
  })

  it('fetches it at once without a first page from the server', async () => {
    renderPage(null)
    await screen.findByTestId('results-app')
  })

  it('a followed hit is reported as clicked after its search, with its position', async () => {
    renderPage(FIRST_PAGE)
    const second = screen.getAllByTestId('search-hit')[1]!
    second.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(second)
    await waitFor(() => expect(insights.clicked).toHaveBeenCalledTimes(1))
    expect(insights.clicked).toHaveBeenCalledWith(CONFIG, { objectID: 'service-2', queryID: 'a'.repeat(32), position: 2 })
  })

  it('a facet value chosen before the search has loaded goes to the address, shown checked', async () => {
    renderPage(FIRST_PAGE)
    const box = screen.getByTestId('facet-algolia_type').querySelector<HTMLInputElement>('input[data-value="service"]')!
    fireEvent.click(box)
    expect(push).toHaveBeenCalledWith('/recherche?q=pompe&type=service', undefined, { shallow: true, scroll: false })
    await screen.findByTestId('results-app')
  })
})

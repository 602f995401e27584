import { describe, expect, it } from 'vitest'

import { firstPageQuery, resultsInitialResults, resultsRequestParams } from '@/lib/search/results'
import { RESULTS_PAGE_SIZE } from '@/lib/search/types'

// For Lighthouse on /recherche: the server searches the first page of the address's query only, with the
// parameters the results page's widgets send, and hands InstantSearch that answer as its initial results.

describe('firstPageQuery', () => {
  it('is the trimmed query of an address holding only q', () => {
    expect(firstPageQuery({ q: '  roulement ' })).toBe('roulement')
    expect(firstPageQuery({ q: ['skf', 'fag'] })).toBe('skf')
  })
  it('is null without a query, or when the address asks for a facet or a page (the browser searches)', () => {
    expect(firstPageQuery({})).toBeNull()
    expect(firstPageQuery({ q: '   ' })).toBeNull()
    expect(firstPageQuery({ q: 'roulement', marque: 'SKF' })).toBeNull()
    expect(firstPageQuery({ q: 'roulement', page: '2' })).toBeNull()
  })
  it('keeps at most 512 characters (spec §5)', () => {
    expect(firstPageQuery({ q: 'a'.repeat(600) })).toHaveLength(512)
  })
})

describe('resultsRequestParams / resultsInitialResults', () => {
  it('asks for the page size and facets of the results page, and keys the answer by the shop index', () => {
    const params = resultsRequestParams('roulement')
    expect(params).toMatchObject({
      query: 'roulement',
      hitsPerPage: RESULTS_PAGE_SIZE,
      page: 0,
      facets: ['algolia_type', 'marque', 'catalogue'],
      maxValuesPerFacet: 20,
    })
    const answer = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: RESULTS_PAGE_SIZE, processingTimeMS: 1, query: 'roulement' }
    const initial = resultsInitialResults('all-fr', answer)
    expect(initial['all-fr']?.state).toMatchObject({
      index: 'all-fr',
      query: 'roulement',
      hitsPerPage: RESULTS_PAGE_SIZE,
      disjunctiveFacets: params.facets,
    })
    expect(initial['all-fr']?.results[0]).toMatchObject({ index: 'all-fr', query: 'roulement' })
  })
})

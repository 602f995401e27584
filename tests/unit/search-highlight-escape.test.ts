/**
 * Highlights of the embedded engine are HTML-escaped apart from their tags, as Algolia sends them (issue 29, item 8):
 * a client inserting `_highlightResult` / `_snippetResult` / a facet hit's `highlighted` as HTML gets text, never
 * markup from a record. The shop renders them as text: hitView decodes the entities, so nothing shows `&amp;`.
 */
import { describe, expect, it } from 'vitest'

import { highlightParts } from '@/features/search/hitView'
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, SEARCH_INDEX } from '@/lib/search/types'
import { createLocalEngine } from '@/server/search/local'

const TITLE = `<img src=x onerror="alert('x')"> Roulement & joint`

function engine() {
  const e = createLocalEngine(SEARCH_INDEX)
  e.saveRecords(SEARCH_INDEX, [
    {
      objectID: 'product-1',
      algolia_type: 'product',
      type_rank: 5,
      titre: TITLE,
      label: TITLE,
      reference: 'R-1',
      marque: 'Dupont <b>&</b> fils',
      description: `Un roulement <script>alert(1)</script> & un joint, ${'mot '.repeat(40)}`,
    },
  ])
  return e
}

type Hit = { _highlightResult: Record<string, { value: string }>; _snippetResult: Record<string, { value: string }> }

describe('highlights are HTML-escaped apart from the tags', () => {
  it('escapes _highlightResult and _snippetResult values around the highlight tags', () => {
    const answer = engine().search(SEARCH_INDEX, { query: 'roulement', attributesToSnippet: ['description:6'] })
    const hit = answer.hits[0] as unknown as Hit
    expect(hit._highlightResult.titre?.value).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; <em>Roulement</em> &amp; joint',
    )
    expect(hit._highlightResult.marque?.value).toBe('Dupont &lt;b&gt;&amp;&lt;/b&gt; fils')
    expect(hit._snippetResult.description?.value).toContain('<em>roulement</em> &lt;script&gt;alert')
    expect(hit._snippetResult.description?.value).not.toContain('<script>')
    // the record itself is unchanged
    expect((hit as unknown as { titre: string }).titre).toBe(TITLE)
  })

  it('escapes a facet hit’s highlighted value (its value stays as stored)', () => {
    const answer = engine().searchForFacetValues(SEARCH_INDEX, 'marque', { facetQuery: 'dup' })
    expect(answer.facetHits[0]).toEqual({
      value: 'Dupont <b>&</b> fils',
      highlighted: '<em>Dup</em>ont &lt;b&gt;&amp;&lt;/b&gt; fils',
      count: 1,
    })
  })

  it('the shop shows the same text as before: the parts are decoded', () => {
    const answer = engine().search(SEARCH_INDEX, {
      query: 'roulement',
      highlightPreTag: HIGHLIGHT_PRE_TAG,
      highlightPostTag: HIGHLIGHT_POST_TAG,
    })
    const value = (answer.hits[0] as unknown as Hit)._highlightResult.titre?.value as string
    expect(highlightParts(value)).toEqual([
      { text: `<img src=x onerror="alert('x')"> `, highlighted: false },
      { text: 'Roulement', highlighted: true },
      { text: ' & joint', highlighted: false },
    ])
  })
})

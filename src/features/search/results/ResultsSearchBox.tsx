import { useEffect, useState } from 'react'
import { useSearchBox } from 'react-instantsearch'

import { SearchField } from '../SearchField'

/**
 * The results page's own field (the only one below 1024px, and on /search before scrolling): search as you type,
 * 512 characters. A change of the query from elsewhere (the header's box, back/forward) shows here too. `typed`: what
 * the buyer had typed in the server page's field before this one came (searched at once, not lost).
 */
export function ResultsSearchBox({ typed = null }: { typed?: string | null }) {
  const { query, refine } = useSearchBox()
  const [value, setValue] = useState(typed ?? query)
  const [seen, setSeen] = useState(typed ?? query)
  useEffect(() => {
    if (typed !== null && typed !== query) refine(typed)
    // once, on mount: the hand-over from the static field
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // the query changed outside this field: show it (adjusting state while rendering, as React recommends)
  if (query !== seen) {
    setSeen(query)
    if (query !== value) setValue(query)
  }
  return (
    <form role="search" className="flex gap-2" onSubmit={(event) => event.preventDefault()} noValidate>
      <SearchField
        id="results-search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          setSeen(event.target.value)
          refine(event.target.value)
        }}
        className="py-3"
      />
    </form>
  )
}

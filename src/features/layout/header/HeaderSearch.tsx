import { useRouter } from 'next/compat/router'

import { SearchBar } from '@/features/search/SearchBar'
import { SEARCH_BOX_SCROLL_PX, searchBoxWaitsForScroll } from '@/features/search/routes'

import { useLayoutData } from '@/features/ui/LayoutContext'
import { useScrolledPast } from './useScrolledPast'

/**
 * The desktop header's search row (spec §2 Top search bar): hidden below the large breakpoint (the mobile menu has
 * its own box); on / and /search it appears only after scrolling past 150px, floating under the header so that the
 * page does not move, and it follows the header when that hides on scroll.
 */
export function HeaderSearch({ headerHidden }: { headerHidden: boolean }) {
  // the app router's 404 shell has no pages router: the box shows as elsewhere
  const pathname = useRouter()?.pathname ?? ''
  const config = useLayoutData().search
  const waits = searchBoxWaitsForScroll(pathname)
  const scrolled = useScrolledPast(SEARCH_BOX_SCROLL_PX, waits)
  const shown = !waits || scrolled
  const position = waits ? `absolute inset-x-0 top-full shadow-md ${headerHidden ? 'invisible' : ''}` : ''
  return (
    <div
      data-testid="header-search"
      data-shown={shown ? 'true' : 'false'}
      className={`border-t border-white/10 bg-inherit ${position} ${shown ? 'hidden lg:block' : 'hidden'}`}
    >
      <div className="mx-auto max-w-3xl px-4 py-2">
        <SearchBar id="header-search-input" config={config} />
      </div>
    </div>
  )
}

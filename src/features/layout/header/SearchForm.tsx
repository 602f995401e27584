import { SearchBar } from '@/features/search/SearchBar'
import { useUiStore } from '@/stores/ui'

import { useLayoutData } from '@/features/ui/LayoutContext'

/**
 * The mobile menu's search box: the top search bar (spec §2: GET /recherche?q=… without JavaScript, dropdown of hits,
 * 512 characters) whose submit also closes the menu.
 */
export function SearchForm({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  const config = useLayoutData().search
  const closeMenu = useUiStore((s) => s.closeMenu)
  return <SearchBar id={id} config={config} autoFocus={autoFocus} onSubmitted={closeMenu} />
}

import { useUiStore } from '@/stores/ui'

import { MOBILE_MENU_ID } from './headerState'

const loadPanel = () => import('./MobileMenuPanel')

/**
 * The mobile header's search button (below 1024px): opens the mobile menu with its search shown and
 * the field focused (MobileMenuPanel), in one tap.
 */
export function MobileSearchButton() {
  const isOpen = useUiStore((s) => s.isMenuOpen)
  const searchOpen = useUiStore((s) => s.isMobileSearchOpen)
  const openMenu = useUiStore((s) => s.openMenu)
  const setSearchOpen = useUiStore((s) => s.setMobileSearchOpen)
  const expanded = isOpen && searchOpen
  return (
    <button
      type="button"
      className="flex h-11 w-11 items-center justify-center rounded text-white hover:bg-white/10 lg:hidden"
      aria-label="Rechercher"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? MOBILE_MENU_ID : undefined}
      data-testid="mobile-search-button"
      onPointerEnter={() => void loadPanel()}
      onTouchStart={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => {
        setSearchOpen(true)
        openMenu()
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  )
}

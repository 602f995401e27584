import { useRef, useState } from 'react'
import dynamic from 'next/dynamic'

import type { ClientSession } from '@/features/session/useClientSession'
import { useUiStore } from '@/stores/ui'

import type { MainMenuData } from '@/lib/layout/types'
import { MOBILE_MENU_ID } from './headerState'

const loadPanel = () => import('./MobileMenuPanel')
const MobileMenuPanel = dynamic(loadPanel, { ssr: false })

/**
 * The burger (below 1024px) and the mobile menu it opens. The panel (Radix Dialog, three levels) is loaded the first
 * time the menu may be wanted (the finger or the focus reaches the burger, or the menu opens): the pages' first
 * JavaScript carries only this button.
 */
export function MobileMenu({ menu, user }: { menu: MainMenuData; user: ClientSession | null }) {
  const isOpen = useUiStore((s) => s.isMenuOpen)
  const openMenu = useUiStore((s) => s.openMenu)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [wanted, setWanted] = useState(false)
  const want = () => {
    if (!wanted) void loadPanel()
  }

  // once opened, the panel stays mounted (Radix then closes it and gives the focus back)
  if (isOpen && !wanted) setWanted(true)

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="flex h-11 w-11 items-center justify-center rounded text-white hover:bg-white/10 lg:hidden"
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? MOBILE_MENU_ID : undefined}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onClick={openMenu}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {wanted ? <MobileMenuPanel menu={menu} user={user} triggerRef={triggerRef} /> : null}
    </>
  )
}

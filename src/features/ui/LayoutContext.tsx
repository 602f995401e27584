import { createContext, useContext, type ReactNode } from 'react'

import { EMPTY_LAYOUT, type LayoutData } from '@/lib/layout/types'

const LayoutContext = createContext<LayoutData>(EMPTY_LAYOUT)

export function LayoutProvider({ value, children }: { value: LayoutData | undefined; children: ReactNode }) {
  return <LayoutContext.Provider value={value ?? EMPTY_LAYOUT}>{children}</LayoutContext.Provider>
}

/** The menus, footer and newsletter data of the current page (empty trees when a page has none). */
export function useLayoutData(): LayoutData {
  return useContext(LayoutContext)
}

'use client'

import type { ReactNode } from 'react'

import { LayoutProvider } from '@/features/ui/LayoutContext'
import type { LayoutData } from '@/lib/layout/types'

import { AppProviders } from './AppProviders'
import { SiteFooter } from './footer/SiteFooter'
import { SiteHeader } from './header/SiteHeader'
import { SkipLink } from './SkipLink'
import { useMenuLock } from './useMenuBehaviour'

/**
 * The pages-router shell (_app) for the app router's global 404: same providers, header and footer; the footer is
 * the reduced one of error pages. Nothing here may use next/router, which the app router does not mount (hence
 * `useMenuLock` without the route-change part: a link here is a full navigation anyway).
 */
export function AppRouterShell({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  useMenuLock()
  return (
    <AppProviders>
      <LayoutProvider value={layout}>
        <SkipLink />
        <div className="flex min-h-dvh flex-col">
          <SiteHeader menu={layout.menu} variant="default" />
          <div className="flex-1">{children}</div>
          <SiteFooter data={layout.footer} reduced />
        </div>
      </LayoutProvider>
    </AppProviders>
  )
}

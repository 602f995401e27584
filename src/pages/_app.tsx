import '@/styles/globals.css'

import type { AppProps, NextWebVitalsMetric } from 'next/app'
import { useRouter } from 'next/router'
import { useEffect } from 'react'

import { ConsentSlot } from '@/features/consent/ConsentSlot'
import { AppProviders } from '@/features/layout/AppProviders'
import { HydrateLater } from '@/features/layout/HydrateLater'
import { isReducedFooter } from '@/features/layout/footer/footerState'
import { SiteFooter } from '@/features/layout/footer/SiteFooter'
import { headerVariant } from '@/features/layout/header/headerState'
import { SiteHeader } from '@/features/layout/header/SiteHeader'
import { LayoutProvider } from '@/features/ui/LayoutContext'
import { SkipLink } from '@/features/layout/SkipLink'
import { TagManager } from '@/features/layout/TagManager'
import { EMPTY_LAYOUT, type LayoutData } from '@/lib/layout/types'
import { useMenuBehaviour } from '@/features/layout/useMenuBehaviour'
import { useRouteChangeEffects } from '@/features/layout/useRouteChangeEffects'
import { useSentryBrowser } from '@/features/layout/useSentryBrowser'
import { publicEnv } from '@/lib/publicEnv'
import { takeOver } from '@/lib/paintFirst'

export default function App({ Component, pageProps }: AppProps<{ layout?: LayoutData }>) {
  const { pathname } = useRouter()
  useRouteChangeEffects()
  useMenuBehaviour()
  // with NEXT_PUBLIC_SENTRY_DSN: the browser's Sentry, loaded after hydration when idle (never in the first JavaScript)
  useSentryBrowser()
  // hydrated: what the buyer typed or sent before (kept by the page's script loader) is React's now
  useEffect(() => takeOver(true), [])
  const layout = pageProps.layout ?? EMPTY_LAYOUT
  return (
    <AppProviders>
      <LayoutProvider value={layout}>
        <TagManager id={publicEnv.NEXT_PUBLIC_GTM_ID} />
        <SkipLink />
        <div className="flex min-h-dvh flex-col">
          {/* header, page and footer hydrate one after the other, in slices, after the first paint */}
          <HydrateLater>
            <SiteHeader menu={layout.menu} variant={headerVariant(pathname)} />
          </HydrateLater>
          <div className="flex-1">
            <HydrateLater>
              <Component {...pageProps} />
            </HydrateLater>
          </div>
          <HydrateLater>
            <SiteFooter data={layout.footer} reduced={isReducedFooter(pathname)} />
          </HydrateLater>
        </div>
        {/* with GTM or HubSpot built in: the consent bar, after hydration */}
        <ConsentSlot />
      </LayoutProvider>
    </AppProviders>
  )
}

/**
 * Web vitals to Axiom, only in a build made with AXIOM_ORG_ID + AXIOM_TOKEN (next.config.mjs sets AXIOM_BROWSER_REPORTING):
 * Next hands each metric here after hydration and the reporter (src/lib/axiom/reporter.ts, no package) is loaded with
 * the first one. Without Axiom the export is `undefined` and the dead branch, its import included, leaves the build.
 */
export const reportWebVitals =
  process.env.AXIOM_BROWSER_REPORTING === '1'
    ? (metric: NextWebVitalsMetric) => {
        void import('@/lib/axiom/reporter').then(({ queueWebVital }) => queueWebVital(metric))
      }
    : undefined

import '@/styles/globals.css'

import type { AppProps } from 'next/app'

import { AppProviders } from '@/features/layout/AppProviders'
import { PlaceholderFooter } from '@/features/layout/PlaceholderFooter'
import { PlaceholderHeader } from '@/features/layout/PlaceholderHeader'
import { TagManager } from '@/features/layout/TagManager'
import { useRouteChangeEffects } from '@/features/layout/useRouteChangeEffects'

export default function App({ Component, pageProps }: AppProps) {
  useRouteChangeEffects()
  return (
    <AppProviders>
      <TagManager id={process.env.NEXT_PUBLIC_GTM_ID} />
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        Aller au contenu
      </a>
      <PlaceholderHeader />
      <Component {...pageProps} />
      <PlaceholderFooter />
    </AppProviders>
  )
}

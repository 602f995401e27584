import '@/styles/globals.css'

import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { AppRouterShell } from '@/features/layout/AppRouterShell'
import { NotFoundContent } from '@/features/layout/NotFoundContent'
import { EMPTY_LAYOUT, type LayoutData } from '@/lib/layout/types'
import { pageTitle } from '@/lib/seo'
import { getLayoutData } from '@/server/layout/layout'

// Unmatched URLs and pages-router `notFound` land here because the app has app-router routes (Payload's admin).
export const metadata: Metadata = { title: pageTitle('Page introuvable'), robots: { index: false } }

export default async function GlobalNotFound() {
  // Rendered for each request (reading its headers): the app router then puts the response's CSP nonce (src/proxy.ts)
  // on its inline scripts. A page rendered once without the request would carry no nonce and its scripts be blocked.
  await headers()
  // A 404 must render even when the CMS cannot answer: the menus are then empty.
  const layout: LayoutData = await getLayoutData().catch(() => EMPTY_LAYOUT)
  return (
    <html lang="fr">
      <body>
        <AppRouterShell layout={layout}>
          <NotFoundContent />
        </AppRouterShell>
      </body>
    </html>
  )
}

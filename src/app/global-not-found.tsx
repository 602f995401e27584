import '@/styles/globals.css'

import type { Metadata } from 'next'

import { NotFoundContent } from '@/features/layout/NotFoundContent'
import { PlaceholderFooter } from '@/features/layout/PlaceholderFooter'
import { PlaceholderHeader } from '@/features/layout/PlaceholderHeader'
import { pageTitle } from '@/lib/seo'

// Unmatched URLs and pages-router `notFound` land here because the app has app-router routes (Payload's admin).
export const metadata: Metadata = { title: pageTitle('Page introuvable'), robots: { index: false } }

export default function GlobalNotFound() {
  return (
    <html lang="fr">
      <body>
        <PlaceholderHeader />
        <NotFoundContent />
        <PlaceholderFooter />
      </body>
    </html>
  )
}

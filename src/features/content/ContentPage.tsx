import type { ReactNode } from 'react'

import { ContentShell } from './ContentShell'
import { Prose } from './Prose'
import type { ContentPageData } from '@/lib/content/types'

/** /a-propos and the legal pages: titre, chapeau and rich contenu from the `pages` collection; `children` after it. */
export function ContentPage({ page, children }: { page: ContentPageData; children?: ReactNode }) {
  return (
    <ContentShell title={page.titre} crumbs={[{ label: page.titre }]} intro={page.chapeau ? <p>{page.chapeau}</p> : null}>
      <article className="max-w-3xl">
        <Prose content={page.contenu} />
      </article>
      {children}
    </ContentShell>
  )
}

import type { ReactNode } from 'react'

import { ContentShell } from './ContentShell'
import { Prose } from './Prose'
import type { ContentPageData } from '@/lib/content/types'

/** /a-propos and the legal pages: title, intro and rich body of a page of the `pages` collection; `children` after it. */
export function ContentPage({ page, children }: { page: ContentPageData; children?: ReactNode }) {
  return (
    <ContentShell title={page.title} crumbs={[{ label: page.title }]} intro={page.intro ? <p>{page.intro}</p> : null}>
      <article className="max-w-3xl">
        <Prose content={page.body} />
      </article>
      {children}
    </ContentShell>
  )
}

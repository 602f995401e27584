import Link from 'next/link'

import { CardImage, GRID_3_SIZES } from './CardImage'
import { Prose } from './Prose'
import type { CaseStudyView } from '@/lib/content/types'

/** A case study: picture, title, sub-title, expertise, brand page link and the full text in a disclosure. */
export function CaseStudyCard({ study, headingLevel = 2, eager = false }: { study: CaseStudyView; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li id={study.slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <CardImage image={study.image} sizes={GRID_3_SIZES} eager={eager} />
      <article className="flex flex-1 flex-col gap-2 p-4">
        {study.expertise ? <p className="text-xs font-semibold uppercase tracking-wide text-brand">{study.expertise.title}</p> : null}
        <Heading className="text-lg font-semibold text-brand-ink">{study.title}</Heading>
        {study.subtitle ? <p className="text-slate-700">{study.subtitle}</p> : null}
        {study.brand ? (
          <p className="text-sm text-slate-600">
            Partenaire&nbsp;:{' '}
            {study.brand.href ? (
              <Link href={study.brand.href} className="font-medium text-brand hover:underline">
                {study.brand.title}
              </Link>
            ) : (
              <span className="font-medium text-brand-ink">{study.brand.title}</span>
            )}
          </p>
        ) : null}
        <details className="mt-auto pt-2">
          <summary className="cursor-pointer font-semibold text-brand hover:underline">
            Lire l’étude de cas<span className="sr-only">&nbsp;: {study.title}</span>
          </summary>
          <Prose content={study.body} className="mt-3 text-sm" />
        </details>
      </article>
    </li>
  )
}

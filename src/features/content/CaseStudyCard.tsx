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
        {study.sousTitre ? <p className="text-slate-700">{study.sousTitre}</p> : null}
        {study.marque ? (
          <p className="text-sm text-slate-600">
            Partenaire :{' '}
            {study.marque.href ? (
              <Link href={study.marque.href} className="font-medium text-brand hover:underline">
                {study.marque.titre}
              </Link>
            ) : (
              <span className="font-medium text-brand-ink">{study.marque.titre}</span>
            )}
          </p>
        ) : null}
        <details className="mt-auto pt-2">
          <summary className="cursor-pointer font-semibold text-brand hover:underline">
            Lire l’étude de cas<span className="sr-only"> : {study.title}</span>
          </summary>
          <Prose content={study.contenu} className="mt-3 text-sm" />
        </details>
      </article>
    </li>
  )
}

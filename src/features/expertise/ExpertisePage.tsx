import Link from 'next/link'

import { CaseStudyCard } from '@/features/content/CaseStudyCard'
import { ContentShell } from '@/features/content/ContentShell'
import { EmptyState } from '@/features/content/EmptyState'
import { Prose } from '@/features/content/Prose'
import { ROUTES, servicePath } from '@/lib/routes'

import { SideImage } from './SideImage'
import type { ExpertiseDetail } from '@/lib/expertise/types'

/** /expertises/{slug}: the expertise, its solutions with their related services ('Services liés'), its case studies. */
export function ExpertisePage({ expertise }: { expertise: ExpertiseDetail }) {
  return (
    <ContentShell
      title={expertise.title}
      crumbs={[{ label: 'Nos expertises', href: ROUTES.expertises }, { label: expertise.title }]}
      intro={expertise.description ? <p>{expertise.description}</p> : null}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Prose content={expertise.body} />
        <SideImage image={expertise.image} />
      </div>

      <section aria-labelledby="solutions" className="mt-12">
        <h2 id="solutions" className="mb-6 text-2xl font-bold text-brand-ink">
          Nos solutions
        </h2>
        {expertise.solutions.length === 0 ? (
          <EmptyState>Aucune solution pour cette expertise.</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="solutions">
            {expertise.solutions.map((s) => (
              <li key={s.slug} id={s.slug} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-brand-ink">{s.title}</h3>
                {s.description ? <p className="text-slate-600">{s.description}</p> : null}
                {s.services.length > 0 ? (
                  <div className="mt-auto border-t border-slate-100 pt-3">
                    <h4 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Services liés</h4>
                    <ul className="flex flex-col gap-1" data-testid="services-lies">
                      {s.services.map((x) => (
                        <li key={x.slug}>
                          <Link href={servicePath(x.slug)} className="font-medium text-brand hover:underline">
                            {x.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6">
          <Link
            href={{ pathname: ROUTES.services, query: { expertise: expertise.slug } }}
            className="font-semibold text-brand hover:underline"
          >
            Voir les services de l’expertise {expertise.title}
          </Link>
        </p>
      </section>

      <section aria-labelledby="etudes-de-cas" className="mt-12">
        <h2 id="etudes-de-cas" className="mb-6 text-2xl font-bold text-brand-ink">
          Études de cas
        </h2>
        {expertise.caseStudies.length === 0 ? (
          <EmptyState>Aucune étude de cas pour cette expertise.</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {expertise.caseStudies.map((s) => (
              <CaseStudyCard key={s.slug} study={s} headingLevel={3} />
            ))}
          </ul>
        )}
      </section>
    </ContentShell>
  )
}

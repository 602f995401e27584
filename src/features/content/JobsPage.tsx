import Link from 'next/link'

import { ROUTES } from '@/lib/routes'

import { ContentShell } from './ContentShell'
import { EmptyState } from './EmptyState'
import { Prose } from './Prose'
import type { JobView } from '@/lib/content/types'

/** /jobs: the open positions with place, contract type and rich description. */
export function JobsPage({ jobs }: { jobs: JobView[] }) {
  return (
    <ContentShell
      title="Offres d’emploi"
      crumbs={[{ label: 'Offres d’emploi' }]}
      intro={<p>Rejoignez nos équipes à Lyon, Lille et Liège.</p>}
    >
      {jobs.length === 0 ? (
        <EmptyState>Aucune offre d’emploi ouverte pour le moment.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-6" data-testid="offres">
          {jobs.map((job) => (
            <li key={job.slug} id={job.slug} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <article>
                <h2 className="text-xl font-semibold text-brand-ink">{job.title}</h2>
                <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
                  {job.location ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">Lieu&nbsp;:</dt>
                      <dd>{job.location}</dd>
                    </div>
                  ) : null}
                  {job.contractType ? (
                    <div className="flex gap-1">
                      <dt className="font-medium">Type de contrat&nbsp;:</dt>
                      <dd>{job.contractType}</dd>
                    </div>
                  ) : null}
                </dl>
                <Prose content={job.description} className="mt-4" />
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10 text-slate-700">
        Une candidature spontanée&nbsp;?{' '}
        <Link href={ROUTES.contact} className="font-semibold text-brand hover:underline">
          Contactez-nous
        </Link>
      </p>
    </ContentShell>
  )
}

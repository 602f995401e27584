import Link from 'next/link'

import { CardImage, GRID_3_SIZES } from '@/features/content/CardImage'
import { ContentShell } from '@/features/content/ContentShell'
import { EmptyState } from '@/features/content/EmptyState'
import { expertisePath, ROUTES } from '@/lib/routes'

import type { ExpertiseCard } from '@/lib/expertise/types'

/** /expertises: one card per expertise. */
export function ExpertisesPage({ expertises }: { expertises: ExpertiseCard[] }) {
  return (
    <ContentShell
      title="Nos expertises"
      crumbs={[{ label: 'Nos expertises' }]}
      intro={<p>Trois métiers pour accompagner vos équipes de production et de maintenance.</p>}
    >
      {expertises.length === 0 ? (
        <EmptyState>Aucune expertise pour le moment.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="expertises">
          {expertises.map((e, i) => (
            <li key={e.slug}>
              <Link
                href={expertisePath(e.slug)}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
              >
                <CardImage image={e.image} sizes={GRID_3_SIZES} eager={i === 0} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="text-xl font-semibold text-brand-ink group-hover:text-brand">{e.title}</h2>
                  {e.description ? <p className="text-slate-600">{e.description}</p> : null}
                  <span className="mt-auto pt-2 text-sm font-semibold text-brand">Découvrir l’expertise →</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10">
        <Link href={ROUTES.services} className="font-semibold text-brand hover:underline">
          Voir tous nos services
        </Link>
      </p>
    </ContentShell>
  )
}

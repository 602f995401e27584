import Link from 'next/link'

import { CardImage, GRID_3_SIZES } from '@/features/content/CardImage'
import { ContentShell } from '@/features/content/ContentShell'
import { EmptyState } from '@/features/content/EmptyState'
import { ROUTES, servicePath } from '@/lib/routes'

import { ExpertiseFilter } from './ExpertiseFilter'
import { filterByExpertise } from './filter'
import type { ExpertiseOption, ServiceCard } from '@/lib/expertise/types'
import { useExpertiseFilter } from './useExpertiseFilter'

type Props = { services: ServiceCard[]; expertises: ExpertiseOption[] }

/** /services: every service, filtered by expertise through the solutions linking them (UI store ⇄ `?expertise=`). */
export function ServicesPage({ services, expertises }: Props) {
  const { active, choose } = useExpertiseFilter(
    'service',
    expertises.map((e) => e.slug),
  )
  const shown = filterByExpertise(services, active, (s) => s.expertises)
  const activeTitle = expertises.find((e) => e.slug === active)?.title
  return (
    <ContentShell
      title="Nos services"
      crumbs={[{ label: 'Nos services' }]}
      intro={<p>Installation, maintenance, formation&nbsp;: nos équipes interviennent sur vos sites.</p>}
    >
      <ExpertiseFilter pathname={ROUTES.services} options={expertises} active={active} onChoose={choose} label="Filtrer par expertise" />
      <p className="sr-only" aria-live="polite">
        {shown.length} service{shown.length > 1 ? 's' : ''}
        {activeTitle ? ` en ${activeTitle}` : ''}
      </p>
      {shown.length === 0 ? (
        <EmptyState>Aucun service pour cette expertise.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="services">
          {shown.map((s, i) => (
            <li key={s.slug}>
              <Link
                href={servicePath(s.slug)}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
              >
                <CardImage image={s.image} sizes={GRID_3_SIZES} eager={i === 0} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="text-lg font-semibold text-brand-ink group-hover:text-brand">{s.title}</h2>
                  {s.description ? <p className="line-clamp-3 text-sm text-slate-600">{s.description}</p> : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ContentShell>
  )
}

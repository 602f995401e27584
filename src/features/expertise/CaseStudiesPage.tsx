import { CaseStudyCard } from '@/features/content/CaseStudyCard'
import { ContentShell } from '@/features/content/ContentShell'
import { EmptyState } from '@/features/content/EmptyState'
import type { CaseStudyView } from '@/lib/content/types'
import type { ExpertiseOption } from '@/lib/expertise/types'
import { ROUTES } from '@/lib/routes'

import { ExpertiseFilter } from './ExpertiseFilter'
import { filterByExpertise } from './filter'
import { useExpertiseFilter } from './useExpertiseFilter'

type Props = { studies: CaseStudyView[]; expertises: ExpertiseOption[] }

/** /case-studies, filtered by expertise (UI store activeCaseStudyExpertise ⇄ `?expertise=`). */
export function CaseStudiesPage({ studies, expertises }: Props) {
  const { active, choose } = useExpertiseFilter(
    'caseStudy',
    expertises.map((e) => e.slug),
  )
  const shown = filterByExpertise(studies, active, (s) => (s.expertise ? [s.expertise.slug] : []))
  const activeTitle = expertises.find((e) => e.slug === active)?.title
  return (
    <ContentShell
      title="Études de cas"
      crumbs={[{ label: 'Études de cas' }]}
      intro={<p>Nos réalisations sur les sites de nos clients, expertise par expertise.</p>}
    >
      <ExpertiseFilter pathname={ROUTES.caseStudies} options={expertises} active={active} onChoose={choose} label="Filtrer par expertise" />
      <p className="sr-only" aria-live="polite">
        {shown.length} étude{shown.length > 1 ? 's' : ''} de cas{activeTitle ? ` en ${activeTitle}` : ''}
      </p>
      {shown.length === 0 ? (
        <EmptyState>Aucune étude de cas pour cette expertise.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="etudes-de-cas">
          {shown.map((s, i) => (
            <CaseStudyCard key={s.slug} study={s} eager={i === 0} />
          ))}
        </ul>
      )}
    </ContentShell>
  )
}

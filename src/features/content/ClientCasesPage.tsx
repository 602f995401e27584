import { CardImage, GRID_3_SIZES } from './CardImage'
import { ContentShell } from './ContentShell'
import { formatDate } from './dates'
import { EmptyState } from './EmptyState'
import { Prose } from './Prose'
import type { ClientCaseView } from '@/lib/content/types'

/** /articles, shown as client cases ('Cas clients', spec §2): a card per case, its full text in a disclosure. */
export function ClientCasesPage({ cases }: { cases: ClientCaseView[] }) {
  return (
    <ContentShell
      title="Cas clients"
      crumbs={[{ label: 'Actualités' }, { label: 'Cas clients' }]}
      intro={<p>Comment nos clients industriels ont gagné en fiabilité, en productivité et en sécurité.</p>}
    >
      {cases.length === 0 ? (
        <EmptyState>Aucun cas client publié pour le moment.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="cas-clients">
          {cases.map((c, i) => (
            <li key={c.slug} id={c.slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
              <CardImage image={c.image} sizes={GRID_3_SIZES} eager={i === 0} />
              <article className="flex flex-1 flex-col gap-2 p-4">
                <p className="text-sm text-slate-600">
                  <time dateTime={c.date}>{formatDate(c.date)}</time>
                  {c.client ? (
                    <>
                      {' '}
                      · <span className="font-medium text-brand-ink">{c.client}</span>
                    </>
                  ) : null}
                </p>
                <h2 className="text-lg font-semibold text-brand-ink">{c.title}</h2>
                {c.excerpt ? <p className="text-slate-700">{c.excerpt}</p> : null}
                <details className="group mt-auto pt-2">
                  <summary className="cursor-pointer font-semibold text-brand hover:underline">
                    Lire le cas client<span className="sr-only">&nbsp;: {c.title}</span>
                  </summary>
                  <Prose content={c.body} className="mt-3 text-sm" />
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentShell>
  )
}

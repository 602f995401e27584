import { CardImage } from './CardImage'
import { ContentShell } from './ContentShell'
import { formatDateRange } from './dates'
import { EmptyState } from './EmptyState'
import { splitEvents } from './events'
import type { EventView } from '@/lib/content/types'

function EventCard({ event, past, eager = false }: { event: EventView; past: boolean; eager?: boolean }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm sm:flex-row">
      <div className="sm:w-64 sm:shrink-0">
        <CardImage image={event.image} sizes="(min-width: 640px) 256px, 100vw" eager={eager} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-6">
        <p className="text-sm font-semibold text-brand">
          <time dateTime={event.startDate}>{formatDateRange(event.startDate, event.endDate)}</time>
        </p>
        <h3 className="text-xl font-semibold text-brand-ink">{event.title}</h3>
        {event.location ? (
          <p className="text-sm text-slate-600">
            <span className="font-medium">Lieu&nbsp;:</span> {event.location}
          </p>
        ) : null}
        {event.description ? <p className="text-slate-700">{event.description}</p> : null}
        {event.link && !past ? (
          <p className="mt-auto pt-2">
            <a
              href={event.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              S’inscrire<span className="sr-only"> à {event.title} (nouvel onglet)</span>
            </a>
          </p>
        ) : event.link ? (
          <p className="mt-auto pt-2">
            <a href={event.link} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand hover:underline">
              En savoir plus<span className="sr-only"> sur {event.title} (nouvel onglet)</span>
            </a>
          </p>
        ) : null}
      </div>
    </li>
  )
}

/** /evenements: upcoming events first (soonest first), then past ones. `now` comes from the props: stable hydration. */
export function EventsPage({ events, now }: { events: EventView[]; now: string }) {
  const { upcoming, past } = splitEvents(events, new Date(now))
  return (
    <ContentShell
      title="Événements"
      crumbs={[{ label: 'Actualités' }, { label: 'Événements' }]}
      intro={<p>Salons, journées techniques et portes ouvertes&nbsp;: venez nous rencontrer.</p>}
    >
      <section aria-labelledby="evenements-a-venir" className="mb-12">
        <h2 id="evenements-a-venir" className="mb-4 text-2xl font-bold text-brand-ink">
          À venir
        </h2>
        {upcoming.length > 0 ? (
          <ul className="flex flex-col gap-6" data-testid="evenements-a-venir">
            {upcoming.map((e, i) => (
              <EventCard key={e.slug} event={e} past={false} eager={i === 0} />
            ))}
          </ul>
        ) : (
          <EmptyState>Aucun événement à venir pour le moment.</EmptyState>
        )}
      </section>
      <section aria-labelledby="evenements-passes">
        <h2 id="evenements-passes" className="mb-4 text-2xl font-bold text-brand-ink">
          Événements passés
        </h2>
        {past.length > 0 ? (
          <ul className="flex flex-col gap-6" data-testid="evenements-passes">
            {past.map((e) => (
              <EventCard key={e.slug} event={e} past />
            ))}
          </ul>
        ) : (
          <EmptyState>Aucun événement passé.</EmptyState>
        )}
      </section>
    </ContentShell>
  )
}

import type { GetStaticProps } from 'next'

import { EventsPage } from '@/features/content/EventsPage'
import type { EventView } from '@/lib/content/types'
import { Seo } from '@/features/ui/Seo'
import { REVALIDATE } from '@/lib/routes'
import { getEvents } from '@/server/content/editorial'
import { withLayout } from '@/server/layout/layout'

type Props = { events: EventView[]; now: string }

// `now` is fixed when the page is rendered (then every REVALIDATE.content seconds): the upcoming / past split is the
// same on the server and in the browser.
const getPageProps: GetStaticProps<Props> = async () => ({
  props: { events: await getEvents(), now: new Date().toISOString() },
  revalidate: REVALIDATE.content,
})

export const getStaticProps = withLayout(getPageProps)

export default function EventsRoute({ events, now }: Props) {
  return (
    <>
      <Seo
        title="Événements"
        description={'Salons, journées techniques et portes ouvertes\u00a0: nos prochains événements et les précédents.'}
      />
      <EventsPage events={events} now={now} />
    </>
  )
}

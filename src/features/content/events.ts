import type { EventView } from '@/lib/content/types'

const time = (iso: string | null | undefined): number => (iso ? new Date(iso).getTime() : Number.NaN)

/** An event is upcoming until it ends (its end date, or its start date when it has none). */
export function isUpcoming(event: Pick<EventView, 'startDate' | 'endDate'>, now: Date): boolean {
  const end = time(event.endDate)
  const last = Number.isNaN(end) ? time(event.startDate) : end
  return last >= now.getTime()
}

/** Upcoming events soonest first, then past events most recent first. */
export function splitEvents<T extends Pick<EventView, 'startDate' | 'endDate'>>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((e) => isUpcoming(e, now)).sort((a, b) => time(a.startDate) - time(b.startDate))
  const past = events.filter((e) => !isUpcoming(e, now)).sort((a, b) => time(b.startDate) - time(a.startDate))
  return { upcoming, past }
}

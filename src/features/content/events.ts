import type { EventView } from '@/lib/content/types'

const time = (iso: string | null | undefined): number => (iso ? new Date(iso).getTime() : Number.NaN)

/** An event is upcoming until it ends (its end date, or its start date when it has none). */
export function isUpcoming(event: Pick<EventView, 'dateDebut' | 'dateFin'>, now: Date): boolean {
  const end = time(event.dateFin)
  const last = Number.isNaN(end) ? time(event.dateDebut) : end
  return last >= now.getTime()
}

/** Upcoming events soonest first, then past events most recent first. */
export function splitEvents<T extends Pick<EventView, 'dateDebut' | 'dateFin'>>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((e) => isUpcoming(e, now)).sort((a, b) => time(a.dateDebut) - time(b.dateDebut))
  const past = events.filter((e) => !isUpcoming(e, now)).sort((a, b) => time(b.dateDebut) - time(a.dateDebut))
  return { upcoming, past }
}

/** French dates of the content pages. The time zone is fixed so the server and the browser print the same text. */
const TIME_ZONE = 'Europe/Paris'

// built on first use (see src/lib/money.ts)
let dayFormatter: Intl.DateTimeFormat | undefined
const dayFormat = () =>
  (dayFormatter ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }))

/** '10 mars 2026'; an empty string for an invalid date. */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dayFormat().format(d)
}

/** '10 mars 2026', or a range '10–13 mars 2026' when the event lasts several days. */
export function formatDateRange(startIso: string, endIso?: string | null): string {
  const start = new Date(startIso)
  if (Number.isNaN(start.getTime())) return ''
  const end = endIso ? new Date(endIso) : null
  if (!end || Number.isNaN(end.getTime()) || dayFormat().format(start) === dayFormat().format(end) || end < start) {
    return dayFormat().format(start)
  }
  return dayFormat().formatRange(start, end)
}

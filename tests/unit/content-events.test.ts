import { describe, expect, it } from 'vitest'

import { formatDate, formatDateRange } from '@/features/content/dates'
import { isUpcoming, splitEvents } from '@/features/content/events'

const now = new Date('2026-11-22T12:00:00.000Z')
const ev = (slug: string, startDate: string, endDate: string | null = null) => ({ slug, startDate, endDate })

describe('events: upcoming first, then past', () => {
  it('puts upcoming events soonest first and past events most recent first', () => {
    const { upcoming, past } = splitEvents(
      [
        ev('salon-2027', '2027-03-23T08:00:00.000Z'),
        ev('salon-2026', '2026-03-10T08:00:00.000Z'),
        ev('jpo-2027', '2027-01-05T08:00:00.000Z'),
        ev('petit-dejeuner', '2026-10-08T07:30:00.000Z'),
      ],
      now,
    )
    expect(upcoming.map((e) => e.slug)).toEqual(['jpo-2027', 'salon-2027'])
    expect(past.map((e) => e.slug)).toEqual(['petit-dejeuner', 'salon-2026'])
  })

  it('keeps an event that has started but not ended among the upcoming ones', () => {
    const running = ev('en-cours', '2026-11-21T08:00:00.000Z', '2026-11-23T17:00:00.000Z')
    expect(isUpcoming(running, now)).toBe(true)
    expect(splitEvents([running], now).upcoming).toHaveLength(1)
  })

  it('an event without an end date is past once its start is past', () => {
    expect(isUpcoming(ev('hier', '2026-11-21T08:00:00.000Z'), now)).toBe(false)
    expect(isUpcoming(ev('maintenant', now.toISOString()), now)).toBe(true)
  })

  it('gives two empty lists for no events', () => {
    expect(splitEvents([], now)).toEqual({ upcoming: [], past: [] })
  })
})

describe('French dates (Intl fr-FR, Paris time)', () => {
  it('formats a day in French', () => {
    expect(formatDate('2026-03-10T08:00:00.000Z')).toBe('10 mars 2026')
    expect(formatDate('2026-01-20T09:00:00.000Z')).toBe('20 janvier 2026')
  })

  it('uses the Paris calendar day, not UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris
    expect(formatDate('2026-12-31T23:30:00.000Z')).toBe('1 janvier 2027')
  })

  it('formats a several-day event as a range and a one-day event as a day', () => {
    expect(formatDateRange('2026-03-10T08:00:00.000Z', '2026-03-13T17:00:00.000Z')).toMatch(/^10\s?[–-]\s?13 mars 2026$/)
    expect(formatDateRange('2026-06-18T08:30:00.000Z', '2026-06-18T17:00:00.000Z')).toBe('18 juin 2026')
    expect(formatDateRange('2026-06-18T08:30:00.000Z', null)).toBe('18 juin 2026')
  })

  it('prints nothing for an invalid date and ignores an end before the start', () => {
    expect(formatDate('pas une date')).toBe('')
    expect(formatDateRange('2026-06-18T08:30:00.000Z', '2026-06-01T08:30:00.000Z')).toBe('18 juin 2026')
  })
})

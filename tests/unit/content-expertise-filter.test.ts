import { describe, expect, it } from 'vitest'

import { expertiseFilterHref, filterByExpertise, firstQueryValue, resolveExpertiseFilter } from '@/features/expertise/filter'
import { expertisesByService, populated } from '@/server/content/expertise-map'

const KNOWN = ['maintenance-industrielle', 'travail-du-metal', 'equipement-professionnel']

describe('services belong to the expertises of the solutions that link them', () => {
  const slugs = new Map([
    [1, 'maintenance-industrielle'],
    [2, 'travail-du-metal'],
  ])

  it('collects each service’s expertises once, from ids or populated documents', () => {
    const map = expertisesByService(
      [
        { expertise: 1, services: [10, 11] },
        { expertise: { id: 1 }, services: [{ id: 11 }] },
        { expertise: 2, services: [11, 12] },
      ],
      slugs,
    )
    expect(map.get(10)).toEqual(['maintenance-industrielle'])
    expect(map.get(11)).toEqual(['maintenance-industrielle', 'travail-du-metal'])
    expect(map.get(12)).toEqual(['travail-du-metal'])
  })

  it('skips solutions of an unknown expertise and empty service lists', () => {
    const map = expertisesByService([{ expertise: 99, services: [10] }, { expertise: 1, services: null }, { expertise: null }], slugs)
    expect(map.size).toBe(0)
  })

  it('keeps populated relationship values only', () => {
    expect(populated([1, { id: 2 }, null, { id: 3 }])).toEqual([{ id: 2 }, { id: 3 }])
  })
})

describe('expertise filter of services and case studies', () => {
  const services = [
    { slug: 'analyse-vibratoire', expertises: ['maintenance-industrielle'] },
    { slug: 'affutage', expertises: ['travail-du-metal'] },
    { slug: 'formation', expertises: ['maintenance-industrielle', 'travail-du-metal'] },
    { slug: 'orphelin', expertises: [] },
  ]

  it("'Tout' (no expertise) shows every item", () => {
    expect(filterByExpertise(services, null, (s) => s.expertises)).toHaveLength(4)
  })

  it('an expertise shows the items linked to it, a service of two expertises in both', () => {
    expect(filterByExpertise(services, 'travail-du-metal', (s) => s.expertises).map((s) => s.slug)).toEqual(['affutage', 'formation'])
    expect(filterByExpertise(services, 'equipement-professionnel', (s) => s.expertises)).toEqual([])
  })

  it('filters case studies by their single expertise', () => {
    const studies = [{ e: 'travail-du-metal' }, { e: null }, { e: 'maintenance-industrielle' }]
    expect(filterByExpertise(studies, 'maintenance-industrielle', (s) => (s.e ? [s.e] : []))).toEqual([{ e: 'maintenance-industrielle' }])
  })
})

describe('URL ⇄ UI store', () => {
  it('the URL wins when it names a known expertise', () => {
    expect(resolveExpertiseFilter('travail-du-metal', 'maintenance-industrielle', KNOWN)).toEqual({
      active: 'travail-du-metal',
      urlExpertise: null,
    })
  })

  it('an unknown slug in the URL means Tout', () => {
    expect(resolveExpertiseFilter('inconnue', 'travail-du-metal', KNOWN)).toEqual({ active: null, urlExpertise: null })
  })

  it('without a query the stored expertise stays and is written into the URL (shareable)', () => {
    expect(resolveExpertiseFilter(undefined, 'travail-du-metal', KNOWN)).toEqual({
      active: 'travail-du-metal',
      urlExpertise: 'travail-du-metal',
    })
    expect(resolveExpertiseFilter(undefined, null, KNOWN)).toEqual({ active: null, urlExpertise: null })
    expect(resolveExpertiseFilter(undefined, 'disparue', KNOWN)).toEqual({ active: null, urlExpertise: null })
  })

  it('reads the first value of a repeated parameter and builds filter links', () => {
    expect(firstQueryValue(['a', 'b'])).toBe('a')
    expect(firstQueryValue(undefined)).toBeUndefined()
    expect(expertiseFilterHref('/services', 'travail-du-metal')).toEqual({
      pathname: '/services',
      query: { expertise: 'travail-du-metal' },
    })
    expect(expertiseFilterHref('/services', null)).toEqual({ pathname: '/services', query: {} })
  })
})

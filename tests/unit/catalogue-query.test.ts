import { describe, expect, it } from 'vitest'

import { parseListingQuery } from '@/lib/catalogue/query'

describe('GET /api/catalogue/products query', () => {
  it('applies the defaults: A-Z, page 1, 24 per page', () => {
    expect(parseListingQuery({})).toEqual({ ok: true, query: { tri: 'a-z', page: 1, limite: 24 } })
  })

  it('accepts a full, valid query', () => {
    expect(
      parseListingQuery({
        catalogue: 'roulements-et-transmission',
        categorie: 'roulements',
        marque: 'skf',
        tri: 'reference',
        page: '3',
        limite: '48',
      }),
    ).toEqual({
      ok: true,
      query: { catalogue: 'roulements-et-transmission', categorie: 'roulements', marque: 'skf', tri: 'reference', page: 3, limite: 48 },
    })
  })

  it('ignores unknown parameters', () => {
    expect(parseListingQuery({ utm_source: 'x' })).toMatchObject({ ok: true })
  })

  it.each([
    [{ page: '0' }, 'Le paramètre «\u00a0page\u00a0» doit être un entier supérieur ou égal à 1.'],
    [{ page: '-1' }, 'Le paramètre «\u00a0page\u00a0» doit être un nombre entier.'],
    [{ page: 'deux' }, 'Le paramètre «\u00a0page\u00a0» doit être un nombre entier.'],
    [{ page: '1.5' }, 'Le paramètre «\u00a0page\u00a0» doit être un nombre entier.'],
    [{ limite: '49' }, 'Le paramètre «\u00a0limite\u00a0» doit être un entier entre 1 et 48.'],
    [{ limite: '0' }, 'Le paramètre «\u00a0limite\u00a0» doit être un entier entre 1 et 48.'],
    [{ tri: 'prix' }, 'Le paramètre «\u00a0tri\u00a0» doit valoir «\u00a0a-z\u00a0», «\u00a0z-a\u00a0», «\u00a0reference\u00a0».'],
    [{ catalogue: '<script>' }, 'Le paramètre «\u00a0catalogue\u00a0» doit être un identifiant (slug) valide.'],
    [{ categorie: 'Roulements' }, 'Le paramètre «\u00a0categorie\u00a0» doit être un identifiant (slug) valide.'],
    [{ marque: 'a'.repeat(201) }, 'Le paramètre «\u00a0marque\u00a0» est trop long.'],
    [{ page: ['1', '2'] }, 'Le paramètre «\u00a0page\u00a0» ne doit apparaître qu’une fois.'],
  ] as const)('%j → 400 « %s »', (query, message) => {
    expect(parseListingQuery(query as Record<string, string | string[]>)).toEqual({ ok: false, code: 'invalid_query', message })
  })
})

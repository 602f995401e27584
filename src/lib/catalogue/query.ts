import { z } from 'zod'

import { DEFAULT_SORT_PARAM, MAX_PAGE_SIZE, PAGE_SIZE, SORT_PARAMS } from '@/lib/catalogue/listing'

const slug = (name: string) =>
  z
    .string({ error: `Le paramètre «\u00a0${name}\u00a0» doit être une chaîne.` })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: `Le paramètre «\u00a0${name}\u00a0» doit être un identifiant (slug) valide.` })
    .max(200, { error: `Le paramètre «\u00a0${name}\u00a0» est trop long.` })

const wholeNumber = (name: string, min: number, max: number, message: string) =>
  z
    .string({ error: `Le paramètre «\u00a0${name}\u00a0» doit être un nombre entier.` })
    .regex(/^\d{1,6}$/, { error: `Le paramètre «\u00a0${name}\u00a0» doit être un nombre entier.` })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))

/** Query of GET /api/catalogue/products (every value arrives as a string; a repeated parameter is refused). */
const listingQuerySchema = z.object({
  catalogue: slug('catalogue').optional(),
  categorie: slug('categorie').optional(),
  marque: slug('marque').optional(),
  tri: z
    .enum(SORT_PARAMS, { error: `Le paramètre «\u00a0tri\u00a0» doit valoir ${SORT_PARAMS.map((p) => `«\u00a0${p}\u00a0»`).join(', ')}.` })
    .default(DEFAULT_SORT_PARAM),
  page: wholeNumber('page', 1, 100_000, 'Le paramètre «\u00a0page\u00a0» doit être un entier supérieur ou égal à 1.').default(1),
  limite: wholeNumber(
    'limite',
    1,
    MAX_PAGE_SIZE,
    `Le paramètre «\u00a0limite\u00a0» doit être un entier entre 1 et ${MAX_PAGE_SIZE}.`,
  ).default(PAGE_SIZE),
})

type ListingQuery = z.output<typeof listingQuerySchema>

export type ListingQueryResult = { ok: true; query: ListingQuery } | { ok: false; code: 'invalid_query'; message: string }

/** Parses a Next.js query object; the message is the first problem found, in French. */
export function parseListingQuery(raw: Record<string, string | string[] | undefined>): ListingQueryResult {
  const repeated = Object.entries(raw).find(([, v]) => Array.isArray(v))
  if (repeated)
    return { ok: false, code: 'invalid_query', message: `Le paramètre «\u00a0${repeated[0]}\u00a0» ne doit apparaître qu’une fois.` }
  const parsed = listingQuerySchema.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  return { ok: false, code: 'invalid_query', message: parsed.error.issues[0]?.message ?? 'Paramètres invalides.' }
}

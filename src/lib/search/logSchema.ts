/**
 * The server's check of a search log entry (POST /api/search-log): query ≤ 512 characters and not empty once
 * normalised, at most 20 filters `attribute:value` of 200 characters, a known source, and no other field (a buyer id
 * or an address sent by the client is refused, never stored).
 */
import { z } from 'zod'

import { MAX_LOG_FILTER_LENGTH, MAX_LOG_FILTERS, normaliseQuery, SEARCH_LOG_SOURCES } from './log'
import { MAX_QUERY_LENGTH } from './types'

const filter = z
  .string()
  .max(MAX_LOG_FILTER_LENGTH)
  .regex(/^[A-Za-z0-9_-]{1,64}:[^\u0000-\u001f]+$/u, 'filtre : « attribut:valeur »')

export const searchLogEntrySchema = z.strictObject({
  query: z
    .string()
    .max(MAX_QUERY_LENGTH, `${MAX_QUERY_LENGTH} caractères au plus`)
    .refine((query) => normaliseQuery(query) !== '', 'recherche vide'),
  nbHits: z.number().int().min(0).max(1_000_000_000),
  filters: z.array(filter).max(MAX_LOG_FILTERS).default([]),
  index: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'index : 1 à 64 lettres, chiffres, _ . -'),
  queryID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'queryID : lettres et chiffres')
    .optional(),
  source: z.enum(SEARCH_LOG_SOURCES),
})

export type CheckedSearchLogEntry = z.output<typeof searchLogEntrySchema>

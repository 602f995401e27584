import type { NextApiRequest, NextApiResponse } from 'next'
import { z } from 'zod'

import { BROWSER_LOG_LEVELS, MAX_AXIOM_EVENTS, MAX_LOG_FIELDS, MAX_LOG_MESSAGE_LENGTH, WEB_VITAL_NAMES } from '@/lib/axiom/paths'
import { acceptFormPost } from '@/server/http/formPost'
import { readJsonPost } from '@/server/http/jsonBody'
import { createRateLimiter } from '@/server/http/rateLimit'

import { axiomEnabled, sendToAxiom, type AxiomEvent } from './axiom'

/**
 * The proxied paths of the browser (/_axiom/web-vitals, /_axiom/logs, rewritten to src/pages/api/axiom/*): a JSON array
 * of events from a page of the shop, checked here, then queued for Axiom's ingest with the server's client (the token
 * never reaches the browser). Without AXIOM_ORG_ID + AXIOM_TOKEN both answer 404 and the browser posts nothing.
 *
 * 202 { code: 'accepted' }; 400 { code: 'invalid_json' | 'invalid_body', message } (not an array, empty, more than 50
 * events, unknown metric or field), 403 foreign origin, 404 without Axiom, 405, 413 over 16 KB, 429 over 60 posts a
 * minute from one address.
 */
const AXIOM_MESSAGES = {
  notFound: 'Cette adresse n’existe pas.',
  invalidJson: 'Le corps de la requête n’est pas du JSON valide.',
  invalidBody: 'Événements invalides\u00a0:',
  bodyTooLarge: 'Requête trop volumineuse.',
  methodNotAllowed: 'Méthode non autorisée.',
  forbiddenOrigin: 'Requête refusée\u00a0: origine non autorisée.',
  rateLimited: 'Trop de requêtes. Réessayez dans un instant.',
} as const
const M = AXIOM_MESSAGES

/** Posts per address and minute on each path: a page sends one when it is hidden or left, a few more while navigating. */
export const AXIOM_POST_RATE_LIMIT = 60
/** 50 metrics or log lines of a few hundred bytes. */
const MAX_AXIOM_BODY_BYTES = 16 * 1024

const pagePath = z.string().min(1).max(512).startsWith('/')

const webVital = z.strictObject({
  id: z.string().min(1).max(128),
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().min(0).max(3_600_000),
  startTime: z.number().finite().min(0).optional(),
  label: z.enum(['web-vital', 'custom']).optional(),
  path: pagePath,
})

const fieldValue = z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()])
const browserLog = z.strictObject({
  level: z.enum(BROWSER_LOG_LEVELS),
  message: z.string().min(1).max(MAX_LOG_MESSAGE_LENGTH),
  path: pagePath.optional(),
  fields: z
    .record(z.string().regex(/^[A-Za-z][\w.-]{0,63}$/), fieldValue)
    .refine((fields) => Object.keys(fields).length <= MAX_LOG_FIELDS, `${MAX_LOG_FIELDS} champs au plus`)
    .optional(),
})

const arrayOf = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(MAX_AXIOM_EVENTS)

type Kind<T extends z.ZodType> = { name: string; schema: T; toEvent: (item: z.infer<T>) => AxiomEvent }

function axiomRoute<T extends z.ZodType>({ name, schema, toEvent }: Kind<T>) {
  const allow = createRateLimiter({ name: `axiom-${name}-address`, limit: AXIOM_POST_RATE_LIMIT, windowMs: 60_000 })
  const events = arrayOf(schema)
  return async function handler(req: NextApiRequest, res: NextApiResponse) {
    if (!axiomEnabled()) {
      res.setHeader('Cache-Control', 'no-store')
      return res.status(404).json({ code: 'not_found', message: M.notFound })
    }
    if (!(await acceptFormPost(req, res, allow, M))) return
    const read = await readJsonPost(req, res, MAX_AXIOM_BODY_BYTES, M)
    if (!read) return
    const parsed = events.safeParse(read.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.path.join('.')
      return res
        .status(400)
        .json({ code: 'invalid_body', message: `${M.invalidBody}${field ? ` ${field} :` : ''} ${issue?.message ?? ''}`.trim() })
    }
    sendToAxiom(parsed.data.map(toEvent))
    return res.status(202).json({ code: 'accepted' })
  }
}

/** POST /_axiom/web-vitals: Next's metrics of a page (`reportWebVitals` of _app), with the page's path. */
export const webVitalsHandler = axiomRoute({
  name: 'web-vitals',
  schema: webVital,
  toEvent: (metric) => ({ source: 'web-vitals', ...metric }),
})

/** POST /_axiom/logs: log lines of the browser (uncaught errors). */
export const browserLogsHandler = axiomRoute({
  name: 'logs',
  schema: browserLog,
  toEvent: ({ level, message, path, fields }) => ({ ...fields, source: 'browser', level, msg: message, ...(path ? { path } : {}) }),
})

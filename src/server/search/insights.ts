/**
 * The embedded Insights endpoint's rules (Algolia Insights REST API, `POST /1/events` with `{ events: [...] }`):
 * what an event batch must look like, and storing it in the `search-events` collection. Used when Algolia is not
 * configured; search-insights posts here (spec §7 search analytics events).
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { z } from 'zod'

/** Algolia's limits: 1000 events per request, 20 objects (or 10 filters) per event. */
const MAX_EVENTS_PER_REQUEST = 1000
const MAX_OBJECTS_PER_EVENT = 20
const MAX_FILTERS_PER_EVENT = 10

const token = z.string().regex(/^[A-Za-z0-9_=/+\-.:@]{1,129}$/, 'userToken: 1 to 129 characters among letters, digits and _ = / + - . : @')

const insightsEventSchema = z
  .object({
    eventType: z.enum(['view', 'click', 'conversion']),
    eventSubtype: z.enum(['addToCart', 'purchase']).optional(),
    eventName: z.string().trim().min(1).max(64),
    index: z.string().min(1).max(256),
    userToken: token,
    authenticatedUserToken: token.optional(),
    queryID: z
      .string()
      .regex(/^[A-Za-z0-9]{1,64}$/, 'queryID: letters and digits')
      .optional(),
    objectIDs: z.array(z.string().min(1).max(512)).min(1).max(MAX_OBJECTS_PER_EVENT).optional(),
    positions: z.array(z.number().int().min(1)).min(1).max(MAX_OBJECTS_PER_EVENT).optional(),
    filters: z.array(z.string().min(1).max(512)).min(1).max(MAX_FILTERS_PER_EVENT).optional(),
    timestamp: z.number().int().positive().optional(),
  })
  .superRefine((event, ctx) => {
    if (!event.objectIDs === !event.filters) {
      ctx.addIssue({ code: 'custom', message: 'one of objectIDs or filters is required, not both' })
    }
    if (event.positions && event.positions.length !== event.objectIDs?.length) {
      ctx.addIssue({ code: 'custom', path: ['positions'], message: 'positions must match objectIDs one to one' })
    }
    if (event.eventType === 'click' && event.queryID && event.objectIDs && !event.positions) {
      ctx.addIssue({ code: 'custom', path: ['positions'], message: 'a click after a search needs its positions' })
    }
    if (event.positions && !event.queryID) {
      ctx.addIssue({ code: 'custom', path: ['queryID'], message: 'positions need the queryID of their search' })
    }
  })

export type InsightsEvent = z.infer<typeof insightsEventSchema>

const insightsBatchSchema = z.object({
  events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_REQUEST),
})

/**
 * InstantSearch also posts its own usage telemetry to the Insights host (`eventType: 'instantsearch'`, the widgets it
 * runs): Algolia takes it, so this endpoint accepts it too, and keeps only search analytics.
 */
const isTelemetry = (event: unknown): boolean =>
  typeof event === 'object' && event !== null && (event as { eventType?: unknown }).eventType === 'instantsearch'

/** 400: not JSON; 422: JSON that is not a valid batch (Algolia's statuses). */
export type CheckedBatch = { ok: true; events: InsightsEvent[] } | { ok: false; status: 400 | 422; message: string }

const issueText = (issue: z.core.$ZodIssue | undefined, prefix: (string | number)[]): string => {
  const path = [...prefix, ...(issue?.path ?? [])]
  return `${path.length ? `${path.join('.')}: ` : ''}${issue?.message ?? 'invalid events'}`
}

/** Checks a request body (JSON text, as sendBeacon posts it, or already parsed). */
export function checkInsightsBody(body: unknown): CheckedBatch {
  let value = body
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body)
    } catch {
      return { ok: false, status: 400, message: 'Invalid JSON' }
    }
  }
  const batch = insightsBatchSchema.safeParse(value)
  if (!batch.success) return { ok: false, status: 422, message: issueText(batch.error.issues[0], []) }
  const events: InsightsEvent[] = []
  for (const [i, raw] of batch.data.events.entries()) {
    if (isTelemetry(raw)) continue
    const event = insightsEventSchema.safeParse(raw)
    if (!event.success) return { ok: false, status: 422, message: issueText(event.error.issues[0], ['events', i]) }
    events.push(event.data)
  }
  return { ok: true, events }
}

/** The stored form of an event (search-events collection). */
function toSearchEventDoc(event: InsightsEvent) {
  return {
    event_type: event.eventType,
    event_subtype: event.eventSubtype ?? null,
    event_name: event.eventName,
    index: event.index,
    user_token: event.userToken,
    authenticated_user_token: event.authenticatedUserToken ?? null,
    query_id: event.queryID ?? null,
    object_ids: event.objectIDs ?? null,
    positions: event.positions ?? null,
    filters: event.filters ?? null,
    occurred_at: new Date(event.timestamp ?? Date.now()).toISOString(),
  }
}

/** Stores a checked batch, all or nothing (one transaction: one write to disk for the whole batch on SQLite). */
export async function storeInsightsEvents(payload: Payload, events: InsightsEvent[]): Promise<void> {
  if (events.length === 0) return
  const req = await createLocalReq({}, payload)
  const owns = await initTransaction(req)
  try {
    const now = new Date().toISOString()
    // the database adapter directly: each event is already checked, and the collection has no hooks (1000 events per
    // request would otherwise run Payload's whole create operation 1000 times)
    for (const event of events) {
      await payload.db.create({ collection: 'search-events', data: { ...toSearchEventDoc(event), createdAt: now, updatedAt: now }, req })
    }
    if (owns) await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

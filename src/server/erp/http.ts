/**
 * The remote ERP over HTTP (DIMASYS_URL, DIMASYS_USER, DIMASYS_API_KEY), speaking the JSON contract of
 * docs/erp-contract.md. Answers are checked with the same zod schemas as the local ERP's; a failure, a timeout or an
 * answer that does not fit becomes ErpError('unavailable'), the ERP's own error codes are passed on as they are.
 *
 * Retries: reads (GET) and idempotent writes (PUT, DELETE; POST /cart is idempotent too: it reuses the open order and
 * sets an absolute quantity; POST /orders by its request key) are retried on a network error, a timeout or a
 * 502/503/504; placing the open cart is not.
 * Writes of one customer are sent one at a time, in call order (across instances too with Redis: ./writeLock.ts), so
 * the remote ERP applies them in the shop's order.
 *
 * Time limits (docs/erp-contract.md, « Délais »): each attempt gets ERP_ATTEMPT_TIMEOUT_MS and a whole call, retries
 * included, ERP_CALL_DEADLINE_MS, so a hung ERP holds a buyer's request for at most that long. A circuit breaker
 * (./breaker.ts) then stops waiting on a dead ERP: after ERP_BREAKER_FAILURES calls in a row fail for want of an
 * answer, every call fails at once with ErpError('unavailable') for ERP_BREAKER_COOLDOWN_MS; one trial call then goes
 * through, and its answer closes the circuit again. The ERP's own refusals (4xx) are answers: they never open it.
 */
import { z } from 'zod'

import { logLine } from '@/server/ops/log'

import { createBreaker, type Breaker } from './breaker'
import { ErpError, isErpErrorCode, type ErpErrorCode } from './errors'
import {
  cartLinesSchema,
  customerPriceSchema,
  deliveryNoteSchema,
  erpProductPageSchema,
  feedQuerySchema,
  invoiceSchema,
  lineInputSchema,
  MAX_PRODUCT_IDS,
  orderDocumentsSchema,
  orderSchema,
  parseInput,
  placeLinesSchema,
  placeOrderSchema,
  productIdsSchema,
  productStockSchema,
} from './schemas'
import type { CustomerId, Erp, ErpOrder } from './types'
import { customerWriteLock } from './writeLock'

export const ERP_USER_HEADER = 'x-erp-user'
export const ERP_API_PREFIX = '/v1'

export type HttpErpOptions = {
  baseUrl: string
  user: string
  apiKey: string
  /** Per attempt (default ERP_ATTEMPT_TIMEOUT_MS). */
  timeoutMs?: number
  /** A whole call, retries included (default ERP_CALL_DEADLINE_MS). */
  deadlineMs?: number
  /** Extra attempts for retryable calls (default 2), within the call's deadline. */
  retries?: number
  /** The circuit breaker (default: one per adapter, ./breaker.ts defaults). */
  breaker?: Breaker
  /** Wait before retry n is n × retryDelayMs (default 250 ms). */
  retryDelayMs?: number
  fetch?: typeof fetch
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const orderEnvelope = z.object({ order: orderSchema })
const maybeOrderEnvelope = z.object({ order: orderSchema.nullable() })
const ordersEnvelope = z.object({ orders: z.array(orderSchema) })
const pricesEnvelope = z.object({ prices: z.array(customerPriceSchema) })
const stockEnvelope = z.object({ stock: z.array(productStockSchema) })
const productPageEnvelope = erpProductPageSchema
const documentsEnvelope = z.object({ documents: z.array(orderDocumentsSchema) })
const invoiceEnvelope = z.object({ invoice: invoiceSchema })
const invoicesEnvelope = z.object({ invoices: z.array(invoiceSchema) })
const deliveryNoteEnvelope = z.object({ delivery_note: deliveryNoteSchema })
const errorEnvelope = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) })

const RETRY_STATUSES = new Set([502, 503, 504])

/** One attempt waits at most this long for the ERP's answer. */
export const ERP_ATTEMPT_TIMEOUT_MS = 2_000
/** A call, retries included, ends after this long at most: what a hung ERP costs a buyer's request. */
export const ERP_CALL_DEADLINE_MS = 3_000

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

function statusCode(status: number): ErpErrorCode {
  if (status === 401 || status === 403) return 'unauthorized'
  if (status === 404) return 'not_found'
  if (status >= 400 && status < 500) return 'invalid_input'
  return 'unavailable'
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

export function createHttpErp(options: HttpErpOptions): Erp {
  const base = options.baseUrl.replace(/\/+$/, '') + ERP_API_PREFIX
  const timeoutMs = options.timeoutMs ?? ERP_ATTEMPT_TIMEOUT_MS
  const deadlineMs = options.deadlineMs ?? ERP_CALL_DEADLINE_MS
  const retries = options.retries ?? 2
  const retryDelayMs = options.retryDelayMs ?? 250
  const doFetch = options.fetch ?? fetch
  const writes = customerWriteLock('erp-http')
  const breaker = options.breaker ?? createBreaker({ name: 'erp-http' })

  /** One call through the breaker: a call that got no answer counts against the ERP, any answer for it. */
  async function call<S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown, retry = true): Promise<z.infer<S>> {
    if (!breaker.allow()) throw new ErpError('unavailable') // the open circuit was logged once, when it opened
    const started = Date.now()
    try {
      const result = await attempt(method, path, schema, body, retry)
      breaker.succeeded()
      return result
    } catch (error) {
      if (error instanceof ErpError && error.code === 'unavailable') {
        // one line per call the ERP left unanswered (issue 36 §7): the path without its query, how long it was waited on
        logLine('warn', 'erp call failed', { method, path: path.split('?')[0], ms: Date.now() - started, reason: error.message })
        breaker.failed(error.message)
      } else breaker.succeeded()
      throw error
    }
  }

  async function attempt<S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown, retry = true): Promise<z.infer<S>> {
    const attempts = retry ? retries + 1 : 1
    const deadline = Date.now() + deadlineMs
    for (let attempt = 1; ; attempt++) {
      let response: Response
      const left = deadline - Date.now()
      try {
        if (left <= 0) throw new Error('deadline')
        response = await doFetch(base + path, {
          method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${options.apiKey}`,
            [ERP_USER_HEADER]: options.user,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(Math.min(timeoutMs, left)),
        })
      } catch {
        if (attempt < attempts && deadline - Date.now() > retryDelayMs * attempt) {
          await wait(retryDelayMs * attempt)
          continue
        }
        throw new ErpError('unavailable')
      }
      if (RETRY_STATUSES.has(response.status) && attempt < attempts && deadline - Date.now() > retryDelayMs * attempt) {
        await response.body?.cancel()
        await wait(retryDelayMs * attempt)
        continue
      }
      const json: unknown = await response.json().catch(() => undefined)
      if (!response.ok) {
        const parsed = errorEnvelope.safeParse(json)
        const code = parsed.success && isErpErrorCode(parsed.data.error.code) ? parsed.data.error.code : statusCode(response.status)
        throw new ErpError(code, parsed.success ? parsed.data.error.message : undefined)
      }
      const parsed = schema.safeParse(json)
      if (!parsed.success) throw new ErpError('unavailable', 'Réponse de l’ERP illisible.')
      return parsed.data
    }
  }

  const customerPath = (customer: CustomerId) => `/customers/${encodeURIComponent(customer)}`
  const orderPath = (customer: CustomerId, orderId: string) => `${customerPath(customer)}/orders/${encodeURIComponent(orderId)}`
  /** Writes of one customer leave one at a time, in call order (the lock is taken before the first await). */
  const write = <T>(customer: CustomerId, fn: () => Promise<T>) => writes(customer, fn)

  return {
    kind: 'http',

    async prices(customer, productIds) {
      const ids = [...new Set(parseInput(productIdsSchema, productIds))]
      const answers = await Promise.all(
        chunks(ids, MAX_PRODUCT_IDS).map((part) =>
          call('GET', `${customerPath(customer)}/prices?product_ids=${part.join(',')}`, pricesEnvelope),
        ),
      )
      return answers.flatMap((a) => a.prices)
    },

    async stock(productIds) {
      const ids = [...new Set(parseInput(productIdsSchema, productIds))]
      const answers = await Promise.all(
        chunks(ids, MAX_PRODUCT_IDS).map((part) => call('GET', `/stock?product_ids=${part.join(',')}`, stockEnvelope)),
      )
      return answers.flatMap((a) => a.stock)
    },

    async products(updatedSince, cursor = null) {
      const query = parseInput(feedQuerySchema, { updatedSince, cursor })
      const params = new URLSearchParams()
      if (query.updatedSince) params.set('updated_since', query.updatedSince)
      if (query.cursor) params.set('cursor', query.cursor)
      const search = params.size > 0 ? `?${params}` : ''
      return call('GET', `/products${search}`, productPageEnvelope)
    },

    async currentCart(customer) {
      return (await call('GET', `${customerPath(customer)}/cart`, maybeOrderEnvelope)).order
    },

    async createCart(customer, line) {
      const input = line === undefined ? undefined : parseInput(lineInputSchema, line)
      return write(
        customer,
        async () => (await call('POST', `${customerPath(customer)}/cart`, orderEnvelope, input ? { line: input } : {})).order,
      )
    },

    async setLine(customer, orderId, line) {
      const input = parseInput(lineInputSchema, line)
      const path = `${orderPath(customer, orderId)}/lines/${input.product_id}`
      const body = {
        quantity: input.quantity,
        ...(input.agreed_unit_price_ht === undefined ? {} : { agreed_unit_price_ht: input.agreed_unit_price_ht }),
      }
      return write(customer, async () => (await call('PUT', path, orderEnvelope, body)).order)
    },

    async setCartLines(customer, lines) {
      const input = parseInput(cartLinesSchema, lines)
      return write(customer, async () => (await call('PUT', `${customerPath(customer)}/cart/lines`, orderEnvelope, { lines: input })).order)
    },

    async emptyCart(customer) {
      return write(customer, async () => (await call('DELETE', `${customerPath(customer)}/cart/lines`, maybeOrderEnvelope)).order)
    },

    async listOrders(customer) {
      return (await call('GET', `${customerPath(customer)}/orders`, ordersEnvelope)).orders as ErpOrder[]
    },

    async getOrder(customer, orderId) {
      return (await call('GET', orderPath(customer, orderId), orderEnvelope)).order
    },

    async placeOrder(customer, orderId, input) {
      const details = parseInput(placeOrderSchema, input)
      return write(customer, async () => (await call('POST', `${orderPath(customer, orderId)}/place`, orderEnvelope, details, false)).order)
    },

    async placeLines(customer, input) {
      const details = parseInput(placeLinesSchema, input)
      // retried like the idempotent writes: the request key makes a second delivery return the first order
      return write(customer, async () => (await call('POST', `${customerPath(customer)}/orders`, orderEnvelope, details)).order)
    },

    async listDocuments(customer) {
      return (await call('GET', `${customerPath(customer)}/documents`, documentsEnvelope)).documents
    },

    async listInvoices(customer) {
      return (await call('GET', `${customerPath(customer)}/invoices`, invoicesEnvelope)).invoices
    },

    async invoice(customer, orderId) {
      return (await call('GET', `${orderPath(customer, orderId)}/invoice`, invoiceEnvelope)).invoice
    },

    async deliveryNote(customer, orderId, number) {
      const query = number === undefined ? '' : `?number=${encodeURIComponent(number)}`
      return (await call('GET', `${orderPath(customer, orderId)}/delivery-note${query}`, deliveryNoteEnvelope)).delivery_note
    },
  }
}

/**
 * docs/erp-contract.md in code: an HTTP server answering the remote-ERP contract on top of any `Erp` (the local one).
 * The contract tests run the HTTP adapter against it; it can also stand in for the remote ERP on a bench
 * (`createLocalErpHttpServer({ erp, user, apiKey }).listen(4010)`).
 */
import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { ERP_ERRORS, ErpError, isErpError } from './errors'
import { ERP_API_PREFIX, ERP_USER_HEADER } from './http'
import { MAX_PRODUCT_IDS } from './schemas'
import type { Erp } from './types'

export type LocalErpHttpServerOptions = { erp: Erp; user: string; apiKey: string }

/** Request bodies are small: one line, one address, or the lines of one cart or order (1000 at most, about 40 bytes each). */
const MAX_BODY_BYTES = 256 * 1024

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) })
  res.end(json)
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new ErpError('invalid_input')
    chunks.push(chunk as Buffer)
  }
  if (size === 0) return undefined
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new ErpError('invalid_input')
  }
}

/** `?product_ids=1,2,3` → [1, 2, 3]; anything else is invalid. */
function productIds(url: URL): number[] {
  const raw = url.searchParams.get('product_ids') ?? ''
  if (raw === '') return []
  const parts = raw.split(',')
  if (parts.length > MAX_PRODUCT_IDS || parts.some((p) => !/^[1-9]\d{0,15}$/.test(p))) throw new ErpError('invalid_input')
  return parts.map(Number)
}

const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

type Route = (erp: Erp, m: string[], url: URL, body: () => Promise<unknown>) => Promise<unknown>

/** [method, path pattern below /v1, handler]. Patterns capture the customer, order and product ids. */
const ROUTES: [string, RegExp, Route][] = [
  ['GET', /^\/customers\/([^/]+)\/prices$/, async (erp, [c], url) => ({ prices: await erp.prices(c!, productIds(url)) })],
  ['GET', /^\/stock$/, async (erp, _m, url) => ({ stock: await erp.stock(productIds(url)) })],
  ['GET', /^\/products$/, async (erp, _m, url) => erp.products(url.searchParams.get('updated_since'), url.searchParams.get('cursor'))],
  ['GET', /^\/customers\/([^/]+)\/cart$/, async (erp, [c]) => ({ order: await erp.currentCart(c!) })],
  [
    'POST',
    /^\/customers\/([^/]+)\/cart$/,
    async (erp, [c], _url, body) => {
      const line = object(await body()).line
      return { order: await erp.createCart(c!, line === undefined ? undefined : (line as never)) }
    },
  ],
  [
    'PUT',
    /^\/customers\/([^/]+)\/cart\/lines$/,
    async (erp, [c], _url, body) => ({ order: await erp.setCartLines(c!, object(await body()).lines as never) }),
  ],
  ['DELETE', /^\/customers\/([^/]+)\/cart\/lines$/, async (erp, [c]) => ({ order: await erp.emptyCart(c!) })],
  ['GET', /^\/customers\/([^/]+)\/orders$/, async (erp, [c]) => ({ orders: await erp.listOrders(c!) })],
  [
    'POST',
    /^\/customers\/([^/]+)\/orders$/,
    async (erp, [c], _url, body) => ({ order: await erp.placeLines(c!, (await body()) as never) }),
  ],
  ['GET', /^\/customers\/([^/]+)\/orders\/([^/]+)$/, async (erp, [c, id]) => ({ order: await erp.getOrder(c!, id!) })],
  ['GET', /^\/customers\/([^/]+)\/documents$/, async (erp, [c]) => ({ documents: await erp.listDocuments(c!) })],
  ['GET', /^\/customers\/([^/]+)\/invoices$/, async (erp, [c]) => ({ invoices: await erp.listInvoices(c!) })],
  ['GET', /^\/customers\/([^/]+)\/orders\/([^/]+)\/invoice$/, async (erp, [c, id]) => ({ invoice: await erp.invoice(c!, id!) })],
  [
    'GET',
    /^\/customers\/([^/]+)\/orders\/([^/]+)\/delivery-note$/,
    async (erp, [c, id], url) => ({ delivery_note: await erp.deliveryNote(c!, id!, url.searchParams.get('number') ?? undefined) }),
  ],
  [
    'PUT',
    /^\/customers\/([^/]+)\/orders\/([^/]+)\/lines\/([^/]+)$/,
    async (erp, [c, id, product], _url, body) => {
      if (!/^[1-9]\d{0,15}$/.test(product!)) throw new ErpError('invalid_input')
      const { quantity, agreed_unit_price_ht } = object(await body())
      const line = { product_id: Number(product), quantity: quantity as number }
      return {
        order: await erp.setLine(
          c!,
          id!,
          agreed_unit_price_ht === undefined ? line : { ...line, agreed_unit_price_ht: agreed_unit_price_ht as number },
        ),
      }
    },
  ],
  [
    'POST',
    /^\/customers\/([^/]+)\/orders\/([^/]+)\/place$/,
    async (erp, [c, id], _url, body) => ({ order: await erp.placeOrder(c!, id!, (await body()) as never) }),
  ],
]

export function createLocalErpHttpServer({ erp, user, apiKey }: LocalErpHttpServerOptions): Server {
  return createServer((req, res) => {
    void (async () => {
      try {
        const auth = req.headers.authorization ?? ''
        const given = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : ''
        if (!sameSecret(given, apiKey) || !sameSecret(String(req.headers[ERP_USER_HEADER] ?? ''), user)) {
          throw new ErpError('unauthorized')
        }
        const url = new URL(req.url ?? '/', 'http://erp.local')
        if (!url.pathname.startsWith(`${ERP_API_PREFIX}/`)) throw new ErpError('not_found', 'Adresse inconnue.')
        const path = url.pathname.slice(ERP_API_PREFIX.length)
        const routes = ROUTES.filter(([, pattern]) => pattern.test(path))
        const route = routes.find(([method]) => method === req.method)
        if (!route) {
          if (routes.length > 0) return send(res, 405, { error: { code: 'method_not_allowed', message: 'Méthode non autorisée.' } })
          throw new ErpError('not_found', 'Adresse inconnue.')
        }
        const [, pattern, handler] = route
        const captures = (pattern.exec(path) ?? []).slice(1).map((s) => decodeURIComponent(s))
        send(res, 200, await handler(erp, captures, url, () => readJson(req)))
      } catch (error) {
        if (isErpError(error)) return send(res, error.status, { error: { code: error.code, message: error.message } })
        console.error('[erp] local HTTP server:', error)
        send(res, 500, { error: { code: 'unavailable', message: ERP_ERRORS.unavailable.message } })
      }
    })()
  })
}

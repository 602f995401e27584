/**
 * Calls a pages-router API handler (src/pages/api/…) in-process with a minimal NextApiRequest / NextApiResponse:
 * what the handlers here use (method, headers, parsed JSON body, query, socket address; status, json, setHeader).
 * Import the handler dynamically after startTestPayload() when it reaches Payload (see tests/helpers/payload.ts).
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next'

export type ApiCall = {
  method?: string
  /** Header names in any case (Node lower-cases them). */
  headers?: Record<string, string>
  /** The body as Next's body parser hands it over (an object for JSON, a string otherwise). */
  body?: unknown
  /** The socket's remote address. */
  ip?: string
  /** `req.query`: the dynamic route's parameters and the query string, as Next parses them. */
  query?: Record<string, string | string[]>
}

export type ApiResult<T = any> = {
  status: number
  json: T
  headers: Record<string, string | number | readonly string[]>
  /** What the handler wrote with `res.write` / `res.end(chunk)` (a streamed file). */
  body: Buffer
}

export async function callApi<T = any>(handler: NextApiHandler, call: ApiCall = {}): Promise<ApiResult<T>> {
  const headers = Object.fromEntries(Object.entries(call.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]))
  const req = {
    method: call.method ?? 'GET',
    url: '/',
    headers,
    body: call.body,
    query: call.query ?? {},
    cookies: {},
    socket: { remoteAddress: call.ip ?? '127.0.0.1' },
  } as unknown as NextApiRequest

  const result: ApiResult<T> = { status: 200, json: undefined as T, headers: {}, body: Buffer.alloc(0) }
  const written: Buffer[] = []
  const res = {
    status(code: number) {
      result.status = code
      return res
    },
    json(body: unknown) {
      result.json = JSON.parse(JSON.stringify(body)) as T // what the client would parse
      return res
    },
    send(body: unknown) {
      result.json = body as T
      return res
    },
    write(chunk: Buffer | Uint8Array | string) {
      written.push(Buffer.from(chunk))
      return true
    },
    end(chunk?: Buffer | Uint8Array | string) {
      if (chunk !== undefined) written.push(Buffer.from(chunk))
      result.body = Buffer.concat(written)
      return res
    },
    setHeader(name: string, value: string | number | readonly string[]) {
      result.headers[name.toLowerCase()] = value
      return res
    },
    getHeader: (name: string) => result.headers[name.toLowerCase()],
  } as unknown as NextApiResponse
  await handler(req, res)
  return result
}

import type { IncomingMessage } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'

/** Why a request body could not be read: the route answers it in its own words. */
export class JsonBodyError extends Error {
  constructor(readonly reason: 'too_large' | 'invalid_json') {
    super(reason)
    this.name = 'JsonBodyError'
  }
}

/**
 * The JSON body of a request whose route turned Next's body parser off (`config.api.bodyParser = false`), so that a
 * malformed body gets the route's own `{ code, message }` instead of Next's plain-text "Invalid JSON". `undefined`
 * when there is no body. A request that already carries a parsed `body` (tests calling the handler directly) keeps it.
 */
export async function readJsonBody(req: IncomingMessage & { body?: unknown }, maxBytes: number): Promise<unknown> {
  if (req.body !== undefined || typeof (req as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] !== 'function') return req.body
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new JsonBodyError('too_large')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8').trim()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new JsonBodyError('invalid_json')
  }
}

/**
 * The JSON body of a form post (readJsonBody; a body already read as text — sendBeacon's text/plain, a caller that ran
 * a body parser — is the same JSON, within the same size), or null once it answered 413 body_too_large or 400
 * invalid_json in the route's words.
 */
export async function readJsonPost(
  req: NextApiRequest,
  res: NextApiResponse,
  maxBytes: number,
  M: { bodyTooLarge: string; invalidJson: string },
): Promise<{ body: unknown } | null> {
  try {
    let body = await readJsonBody(req, maxBytes)
    if (typeof body === 'string') {
      if (Buffer.byteLength(body) > maxBytes) throw new JsonBodyError('too_large')
      body = JSON.parse(body) as unknown
    }
    return { body }
  } catch (error) {
    if (!(error instanceof JsonBodyError) && !(error instanceof SyntaxError)) throw error
    const tooLarge = error instanceof JsonBodyError && error.reason === 'too_large'
    res
      .status(tooLarge ? 413 : 400)
      .json({ code: tooLarge ? 'body_too_large' : 'invalid_json', message: tooLarge ? M.bodyTooLarge : M.invalidJson })
    return null
  }
}
